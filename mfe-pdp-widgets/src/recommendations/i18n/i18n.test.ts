import { catalogues, recommendationsI18n } from './i18n';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const textAt = (catalogue: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);

/** Words that are the same in English and the locale. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  'fr-FR': [],
  'nl-NL': ['was'],
  'sv-SE': [],
};

describe('recommendations catalogues', () => {
  const english = keysOf(catalogues['en-GB']).sort();

  it.each(Object.keys(catalogues))('%s has every English key, translated', (locale) => {
    const catalogue = catalogues[locale as keyof typeof catalogues];
    const keys = keysOf(catalogue);
    expect(keys.sort()).toEqual(english);
    for (const key of keys) {
      const text = textAt(catalogue, key);
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      if (locale !== 'en-GB' && !SAME_AS_ENGLISH[locale]!.includes(key)) {
        // A copy of the English text would mean the key was never translated.
        expect({ key, text }).not.toEqual({ key, text: textAt(catalogues['en-GB'], key) });
      }
    }
  });

  it.each(Object.keys(catalogues))('%s keeps every placeholder of the English text', (locale) => {
    const catalogue = catalogues[locale as keyof typeof catalogues];
    const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of english) expect({ key, p: placeholders(textAt(catalogue, key)) }).toEqual({ key, p: placeholders(textAt(catalogues['en-GB'], key)) });
  });
});

describe('recommendationsI18n', () => {
  it('speaks the fascia locale', () => {
    expect(recommendationsI18n('en-GB').t('save', { n: 25 })).toBe('Save 25%');
    expect(recommendationsI18n('en-GB').t('similar.title')).toBe('Similar products');
    expect(recommendationsI18n('fr-FR').t('sponsored.title')).toBe('Produits sponsorisés');
    expect(recommendationsI18n('nl-NL').t('visuallySimilar.title')).toBe('Visueel vergelijkbaar');
    expect(recommendationsI18n('sv-SE').t('save', { n: 10 })).toBe('Spara 10 %');
  });

  it('falls back to English for a locale it does not know', () => {
    expect(recommendationsI18n('de-DE').t('visuallySimilar.link')).toBe('Find visually similar');
  });
});
