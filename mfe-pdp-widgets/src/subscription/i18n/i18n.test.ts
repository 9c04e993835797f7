import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { catalogues, subscriptionI18n } from './i18n';

/** Texts that are the same words in a locale as in English (placeholders only, or a shared word). */
const SAME_AS_ENGLISH: string[] = [];

describe('pdpWidgets.subscription catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated, with its placeholders', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB', sameAsEnglish: SAME_AS_ENGLISH })).toEqual([]);
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale and falls back to English for one it does not know', () => {
    expect(subscriptionI18n('fr-FR').t('subscription.title')).toBe("Abonnez-vous et économisez");
    expect(subscriptionI18n('sv-SE').t('subscription.title')).toBe("Prenumerera och spara");
    expect(subscriptionI18n('de-DE').t('subscription.title')).toBe("Subscribe & save");
  });
});
