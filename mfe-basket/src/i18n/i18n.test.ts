import { basketI18n, catalogues } from './i18n';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('basket catalogues', () => {
  const english = keysOf(catalogues['en-GB']).sort();

  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated', (locale) => {
    const catalogue = catalogues[locale];
    const keys = keysOf(catalogue).filter((key) => !key.endsWith('_many'));
    expect(keys.sort()).toEqual(english);
    for (const key of keys) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      if (locale !== 'en-GB' && key !== 'basket.bagLabel_one') {
        // A copy of the English text would mean the key was never translated.
        const englishText = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogues['en-GB']);
        expect({ key, text }).not.toEqual({ key, text: englishText });
      }
    }
  });
});

describe('basketI18n', () => {
  it('speaks the fascia locale with plural forms', () => {
    expect(basketI18n('en-GB').t('basket.bagLabel', { count: 1 })).toBe('Bag, 1 item');
    expect(basketI18n('en-GB').t('basket.bagLabel', { count: 3 })).toBe('Bag, 3 items');
    expect(basketI18n('fr-FR').t('basket.bagLabel', { count: 0 })).toBe('Panier, 0 article');
    expect(basketI18n('fr-FR').t('basket.bagLabel', { count: 2 })).toBe('Panier, 2 articles');
    expect(basketI18n('nl-NL').t('pdp.selectSizeError')).toBe('Selecteer een maat.');
    expect(basketI18n('sv-SE').t('basket.bagLabel', { count: 5 })).toBe('Varukorg, 5 varor');
  });

  it('falls back to English for a locale it does not know', () => {
    expect(basketI18n('de-DE').t('pdp.selectSizeError')).toBe('Please select a size.');
  });
});
