import { catalogues, i18nFor } from './i18n';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  const english = catalogues['en-GB'];

  it.each(Object.keys(catalogues).filter((l) => l !== 'en-GB'))('%s has every English key with the same placeholders', (locale) => {
    const catalogue = catalogues[locale as keyof typeof catalogues] as Record<string, Record<string, string>>;
    for (const [section, entries] of Object.entries(english)) {
      for (const [key, text] of Object.entries(entries)) {
        const translated = catalogue[section]?.[key];
        expect({ key: `${section}.${key}`, placeholders: placeholders(translated ?? '') }).toEqual({ key: `${section}.${key}`, placeholders: placeholders(text) });
      }
    }
  });

  it.each([
    ['en-GB', 'Save 20%'],
    ['fr-FR', 'Économisez 20\u00a0%'],
    ['nl-NL', 'Bespaar 20%'],
    ['sv-SE', 'Spara 20\u00a0%'],
  ])('%s names the discount label in its language', (locale, label) => {
    expect(i18nFor(locale).t('card.save', { n: 20 })).toBe(label);
  });
});

describe('i18n instance', () => {
  it('uses plural forms for counts', () => {
    expect(i18nFor('en-GB').t('search.count', { count: 1 })).toBe('1 product');
    expect(i18nFor('sv-SE').t('search.count', { count: 3 })).toBe('3 produkter');
  });

  it('falls back to English for an unknown locale', () => {
    expect(i18nFor('de-DE').t('search.sortBy')).toBe('Sort by');
  });

  it('keeps one instance per locale', () => {
    expect(i18nFor('nl-NL')).toBe(i18nFor('nl-NL'));
    expect(i18nFor('nl-NL')).not.toBe(i18nFor('en-GB'));
  });
});
