// English left on a translated page: the words a French, Dutch or Swedish
// shopper must never meet in English. Two sources, read from the source tree so
// a new phrase is guarded the day it is written:
// - every string of the front end's en-GB catalogues (each `i18n/en-GB.ts`);
// - fixed English in code: JSX text, and the literal text of the attributes a
//   person sees or hears (aria-label, title, placeholder, alt, label).
// A phrase that a language's own catalogues also say (a brand's "Jeans", "OK")
// is that language's word too and is not counted there.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const PACKAGES = ['shell', 'mfe-gallery', 'mfe-pdp-widgets', 'mfe-listing', 'mfe-content-blocks', 'mfe-basket', 'shared-contracts'];
export const LOCALES = ['en-GB', 'fr-FR', 'nl-NL', 'sv-SE'] as const;
export type Locale = (typeof LOCALES)[number];

/** Where a phrase was written, to name it in a failure. */
export interface EnglishPhrase {
  text: string;
  where: string;
}

const isTestFile = (file: string) => /\.test\.tsx?$|(^|[/\\])(testing|__tests__|__mocks__)([/\\]|$)|testSetup\.ts$/.test(file);

function sourceFiles(pkg: string): string[] {
  return (readdirSync(join(ROOT, pkg, 'src'), { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts')).map((file) => join(pkg, 'src', file));
}

function flatten(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}

async function catalogue(folder: string, locale: Locale): Promise<Array<[string, string]>> {
  const module = (await import(join(ROOT, folder, `${locale}.ts`))) as Record<string, unknown>;
  return flatten(Object.values(module).find((value) => value && typeof value === 'object'));
}

/** Every catalogue folder: an en-GB.ts in or under an i18n folder. */
function catalogueFolders(): string[] {
  return PACKAGES.flatMap(sourceFiles)
    .filter((file) => basename(file) === 'en-GB.ts' && file.split(sep).includes('i18n'))
    .map((file) => dirname(file));
}

const SEEN_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

/** Fixed English in one file of code: JSX text and literal seen attributes. */
function fixedEnglish(file: string): EnglishPhrase[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: EnglishPhrase[] = [];
  const add = (text: string, node: ts.Node) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push({ text: text.replace(/\s+/g, ' ').trim(), where: `${file}:${line}` });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /[A-Za-z]{2}/.test(node.text)) add(node.text, node);
    if (ts.isJsxAttribute(node) && SEEN_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) add(value.text, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A phrase worth looking for: words (around its placeholders), not a symbol, a number or a class name. */
function isWords(text: string): boolean {
  const bare = text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
  return /\p{L}{3}/u.test(bare) && (bare.includes(' ') || /^\p{L}+$/u.test(bare));
}

export interface EnglishGuard {
  /** The English phrases a page in this locale must not show. */
  leaksFor(locale: Exclude<Locale, 'en-GB'>): EnglishPhrase[];
}

export async function englishGuard(): Promise<EnglishGuard> {
  const english: EnglishPhrase[] = [];
  const own = Object.fromEntries(LOCALES.map((locale) => [locale, new Set<string>()])) as Record<Locale, Set<string>>;
  for (const folder of catalogueFolders()) {
    for (const locale of LOCALES) {
      for (const [key, text] of await catalogue(folder, locale)) {
        own[locale].add(normalise(text));
        if (locale === 'en-GB') english.push({ text, where: `${relative(ROOT, join(ROOT, folder))}/en-GB.ts ${key}` });
      }
    }
  }
  for (const file of PACKAGES.flatMap(sourceFiles).filter((file) => !isTestFile(file) && !file.split(sep).includes('i18n'))) english.push(...fixedEnglish(file));
  const phrases = english.filter((phrase) => isWords(phrase.text));
  return { leaksFor: (locale) => phrases.filter((phrase) => !own[locale].has(normalise(phrase.text))) };
}

export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

// Placeholders that stand for a number (or an amount of money): a digit and no
// word, so "{{count}} items" does not read "vorige items" as English.
const NUMBERS = new Set(['count', 'n', 'total', 'rating', 'min', 'max', 'amount', 'instalments', 'to', 'stars', 'saving', 'low', 'high', 'threshold', 'seconds', 'remaining', 'quantity', 'percent', 'minutes', 'index', 'hours', 'first', 'last', 'days', 'price', 'charge', 'surcharge']);
const PLACEHOLDER = /\{\{\s*([\w.]+)[^}]*\}\}|\$t\([^)]*\)/g;

/**
 * A phrase as a pattern over a whole text, or null where too little of it is
 * words to tell it from data (a "{{name}} day" matches any name that ends in "day").
 */
export function phrasePattern(text: string): RegExp | null {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let pattern = '';
  let free = false;
  let last = 0;
  const phrase = normalise(text);
  for (const match of phrase.matchAll(PLACEHOLDER)) {
    pattern += escape(phrase.slice(last, match.index));
    const number = match[1] !== undefined && NUMBERS.has(match[1]);
    free ||= !number;
    pattern += number ? '[^\\p{L}]*\\d[^\\p{L}]*(?:kr)?' : '.+?';
    last = match.index + match[0].length;
  }
  pattern += escape(phrase.slice(last));
  const letters = phrase.replace(PLACEHOLDER, '').replace(/[^\p{L}]/gu, '').length;
  if (free && letters < 6) return null;
  return new RegExp(`^${pattern}$`, 'u');
}

export interface Leak {
  shown: string;
  phrase: EnglishPhrase;
}

/**
 * The shown texts (each element's whole text, and the seen attributes) that are
 * one of the phrases. A whole text, not a part of one: a product called "Slim
 * Fit Shirt" is data, and does not show the label "Fit".
 */
export function findLeaks(shown: string[], phrases: EnglishPhrase[]): Leak[] {
  const texts = [...new Set(shown.map(normalise))].filter(Boolean);
  const exact = new Map<string, EnglishPhrase>();
  const patterns: Array<[RegExp, EnglishPhrase]> = [];
  for (const phrase of phrases) {
    if (!/\{\{|\$t\(/.test(phrase.text)) exact.set(normalise(phrase.text), phrase);
    else {
      const pattern = phrasePattern(phrase.text);
      if (pattern) patterns.push([pattern, phrase]);
    }
  }
  const leaks: Leak[] = [];
  for (const text of texts) {
    const phrase = exact.get(text) ?? patterns.find(([pattern]) => pattern.test(text))?.[1];
    if (phrase) leaks.push({ shown: text, phrase });
  }
  return leaks;
}
