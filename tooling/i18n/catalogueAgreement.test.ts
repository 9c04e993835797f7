// One phrase, one translation: the shell's server draws words that a remote
// draws again once it mounts (the bag link, a price's "was", a size prompt),
// and several remotes share a page. A phrase that two catalogues both say in
// English must read the same in every other language too, or the word changes
// under the shopper's eyes (the shell once called the Dutch bag "Tas" while
// every remote said "winkelmand") or differs from one widget to the next.
import { readdirSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const PACKAGES = ['shell', 'mfe-gallery', 'mfe-pdp-widgets', 'mfe-listing', 'mfe-content-blocks', 'mfe-basket'];
const LOCALES = ['en-GB', 'fr-FR', 'nl-NL', 'sv-SE'] as const;
type Locale = (typeof LOCALES)[number];

/** Every catalogue folder: an en-GB.ts beside its other languages, in or under an i18n folder. */
function catalogueFolders(): string[] {
  return PACKAGES.flatMap((pkg) =>
    (readdirSync(join(ROOT, pkg, 'src'), { recursive: true }) as string[])
      .filter((file) => basename(file) === 'en-GB.ts' && file.split(sep).includes('i18n'))
      .map((file) => dirname(join(ROOT, pkg, 'src', file))),
  );
}

/** Placeholder names differ between catalogues ({{n}}, {{saving}}); the words around them must not. */
const phrase = (text: string) => text.replace(/\{\{\s*[\w.]+\s*\}\}/g, '{{}}').toLowerCase();

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (!value || typeof value !== 'object') return {};
  return Object.assign({}, ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)));
}

function load(folder: string, locale: Locale): Record<string, string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the catalogues are found at run time
  const module = require(join(folder, `${locale}.ts`)) as Record<string, unknown>;
  const catalogue = Object.values(module).find((value) => value && typeof value === 'object');
  return flatten(catalogue);
}

interface Use {
  where: string;
  key: string;
  words: Record<Locale, string | undefined>;
}

function phrasesSaidTwice(): Map<string, Use[]> {
  const byPhrase = new Map<string, Use[]>();
  for (const folder of catalogueFolders()) {
    const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, load(folder, locale)])) as Record<Locale, Record<string, string>>;
    for (const [key, english] of Object.entries(catalogues['en-GB'])) {
      const words = Object.fromEntries(LOCALES.map((locale) => [locale, catalogues[locale][key]])) as Use['words'];
      const uses = byPhrase.get(phrase(english)) ?? [];
      byPhrase.set(phrase(english), [...uses, { where: relative(ROOT, folder), key, words }]);
    }
  }
  return new Map([...byPhrase].filter(([, uses]) => new Set(uses.map((use) => use.where)).size > 1));
}

describe('the shell’s and the remotes’ catalogues', () => {
  const shared = phrasesSaidTwice();

  it('are found, and share phrases (the bag, a size prompt, a was price)', () => {
    expect(catalogueFolders().length).toBeGreaterThanOrEqual(20);
    expect([...shared.keys()]).toEqual(expect.arrayContaining(['select a size', 'was {{}}', 'bag, {{}} items']));
  });

  it.each(LOCALES.slice(1))('say a phrase they share in English the same way in %s', (locale) => {
    const disagreements = [...shared].flatMap(([english, uses]) => {
      const translations = new Set(uses.map((use) => phrase(use.words[locale] ?? '(missing)')));
      return translations.size > 1 ? [`"${english}": ${uses.map((use) => `${use.where} ${use.key} = ${use.words[locale] ?? '(missing)'}`).join('; ')}`] : [];
    });
    expect(disagreements).toEqual([]);
  });
});

describe('French and Swedish typography', () => {
  // French sets a space before : ; ? ! % » and after «, Swedish before %; a
  // breaking one lets the sign start the next line on a narrow phone ("20" at
  // the end of one line of a card's saving label, "%" on the next).
  const breakingSpace: Record<string, RegExp> = { 'fr-FR': / [:;?!%»]|« /, 'sv-SE': / %/ };

  it.each(Object.keys(breakingSpace))('%s keeps each sign on the line of the word before it (a no-break space)', (locale) => {
    const broken = catalogueFolders().flatMap((folder) =>
      Object.entries(load(folder, locale as Locale))
        .filter(([, text]) => breakingSpace[locale]!.test(text))
        .map(([key, text]) => `${relative(ROOT, folder)} ${key} = ${text}`),
    );
    expect(broken).toEqual([]);
  });
});
