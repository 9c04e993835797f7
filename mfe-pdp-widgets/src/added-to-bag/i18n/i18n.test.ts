import { addedToBagI18n, catalogues } from './i18n';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const textAt = (catalogue: object, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);

describe('added-to-bag catalogues', () => {
  const english = keysOf(catalogues['en-GB']).sort();

  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated', (locale) => {
    const catalogue = catalogues[locale];
    expect(keysOf(catalogue).sort()).toEqual(english);
    for (const key of english) {
      const text = textAt(catalogue, key);
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      // A copy of the English text would mean the key was never translated.
      if (locale !== 'en-GB') expect({ key, text }).not.toEqual({ key, text: textAt(catalogues['en-GB'], key) });
    }
  });

  it('speaks the fascia locale and falls back to English for one it does not know', () => {
    expect(addedToBagI18n('en-GB').t('addedToBag.quantity', { quantity: 2 })).toBe('Qty: 2');
    expect(addedToBagI18n('fr-FR').t('addedToBag.title')).toBe('Ajouté au panier');
    expect(addedToBagI18n('nl-NL').t('addedToBag.viewBag')).toBe('Bekijk winkelmand');
    expect(addedToBagI18n('sv-SE').t('addedToBag.checkout')).toBe('Till kassan');
    expect(addedToBagI18n('de-DE').t('addedToBag.continueShopping')).toBe('Continue shopping');
  });
});
