import { catalogues, i18nFor } from './i18n';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  const english = catalogues['en-GB'];

  it.each(Object.keys(catalogues).filter((l) => l !== 'en-GB'))('%s has every English key with the same placeholders, translated', (locale) => {
    const catalogue = catalogues[locale as keyof typeof catalogues];
    for (const [section, entries] of Object.entries(english)) {
      for (const [key, text] of Object.entries(entries)) {
        const translated = (catalogue as Record<string, Record<string, string>>)[section]?.[key];
        expect({ key: `${section}.${key}`, placeholders: placeholders(translated ?? '') }).toEqual({ key: `${section}.${key}`, placeholders: placeholders(text) });
        if (!['labelSeparator', 'slideLabel', 'imageAlt'].includes(key)) expect({ key, same: translated === text }).toEqual({ key, same: false });
      }
    }
  });
});

describe('i18n instance', () => {
  it('translates with interpolation in the fascia locale', () => {
    expect(i18nFor('fr-FR').t('pdp.lowStock', { count: 2 })).toBe('Plus que 2 en stock');
    expect(i18nFor('sv-SE').t('gallery.imageAlt', { name: 'Skjorta', n: 1, total: 3 })).toBe('Skjorta, bild 1 av 3');
  });

  it('falls back to English for an unknown locale', () => {
    expect(i18nFor('de-DE').t('pdp.sizeGuide')).toBe('Size guide');
  });

  it('keeps one instance per locale', () => {
    expect(i18nFor('nl-NL')).toBe(i18nFor('nl-NL'));
    expect(i18nFor('nl-NL')).not.toBe(i18nFor('en-GB'));
  });
});
