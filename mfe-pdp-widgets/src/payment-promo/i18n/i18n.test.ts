import { paymentPromoI18n, catalogues } from './i18n';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const textAt = (catalogue: object, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);

describe('payment promo catalogues', () => {
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
    expect(paymentPromoI18n('en-GB').t('paymentPromo.offer', { instalments: 3, amount: '£10.00', provider: 'Klarna' })).toBe(
      'Pay in 3 interest-free instalments of £10.00 with Klarna.',
    );
    expect(paymentPromoI18n('fr-FR').t('paymentPromo.seeMore')).toBe('Voir plus');
    expect(paymentPromoI18n('nl-NL').t('paymentPromo.seeLess')).toBe('Minder zien');
    expect(paymentPromoI18n('sv-SE').t('paymentPromo.title')).toBe('Sätt att betala');
    expect(paymentPromoI18n('de-DE').t('paymentPromo.title')).toBe('Ways to pay');
  });
});
