import { translationProblems } from '@storefront/shared-contracts/testing';
import { paymentPromoI18n, catalogues } from './i18n';

describe('payment promo catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB' })).toEqual([]);
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
