import { bundlesI18n, catalogues } from './i18n';

const textAt = (catalogue: object, key: string): unknown => (catalogue as Record<string, unknown>)[key];

/** Words that are the same in English and the locale. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  'fr-FR': [],
  'nl-NL': ['wasPrice'],
  'sv-SE': [],
};

describe('bundles catalogues', () => {
  const english = Object.keys(catalogues['en-GB']).sort();

  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated', (locale) => {
    const catalogue = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(english);
    for (const key of english) {
      const text = textAt(catalogue, key);
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      // A copy of the English text would mean the key was never translated.
      if (locale !== 'en-GB' && !SAME_AS_ENGLISH[locale]!.includes(key)) expect({ key, text }).not.toEqual({ key, text: textAt(catalogues['en-GB'], key) });
    }
  });

  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s keeps every placeholder of the English text', (locale) => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of english) expect({ key, p: placeholders(textAt(catalogues[locale], key)) }).toEqual({ key, p: placeholders(textAt(catalogues['en-GB'], key)) });
  });
});

describe('bundlesI18n', () => {
  it('speaks the fascia locale with the spec’s English texts, and English for a locale it does not know', () => {
    const { t } = bundlesI18n('en-GB');
    expect(t('selectSize')).toBe('Please select a size');
    expect(t('sizePlaceholder')).toBe('Select a size');
    expect(t('outOfStockOption', { size: '12' })).toBe('12 - Out of stock');
    expect(t('colourOutOfStock')).toBe('This colour is out of stock. Please select another one.');
    expect(t('shopTheLook')).toBe('Shop The Look');
    expect(t('added', { count: 1 })).toBe('1 item added to your bag');
    expect(t('added', { count: 3 })).toBe('3 items added to your bag');
    expect(bundlesI18n('fr-FR').t('size')).toBe('Taille');
    expect(bundlesI18n('nl-NL').t('selectedCount', { count: 2 })).toBe('2 artikelen geselecteerd');
    expect(bundlesI18n('sv-SE').t('colour')).toBe('Färg');
    expect(bundlesI18n('de-DE').t('addSelected')).toBe('Add selected to bag');
  });
});
