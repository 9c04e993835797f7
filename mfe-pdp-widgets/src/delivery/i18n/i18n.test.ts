import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { catalogues, deliveryI18n } from './i18n';

/** Words that are the same in the locale as in English. */
const SAME_AS_ENGLISH: Partial<Record<keyof typeof catalogues, string[]>> = { 'fr-FR': ['delivery.exclusions'] };

describe('delivery catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated, with the same placeholders', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB', sameAsEnglish: SAME_AS_ENGLISH[locale] ?? [] })).toEqual([]);
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale and falls back to English for one it does not know', () => {
    const time = deliveryI18n('en-GB').t('delivery.time', { hours: 3, minutes: 12, seconds: 5 });
    expect(deliveryI18n('en-GB').t('delivery.countdownNextDay', { time })).toBe('Order within 3h 12m 5s for next-day delivery');
    expect(deliveryI18n('fr-FR').t('delivery.contactSeller')).toBe('Contactez le vendeur');
    expect(deliveryI18n('nl-NL').t('delivery.badgeExpress')).toBe('Expreslevering');
    expect(deliveryI18n('sv-SE').t('delivery.title')).toBe('Leverans');
    expect(deliveryI18n('de-DE').t('delivery.title')).toBe('Delivery');
  });
});
