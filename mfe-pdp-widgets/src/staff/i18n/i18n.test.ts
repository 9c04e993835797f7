import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { catalogues, staffI18n } from './i18n';

/** Texts that are the same words in a locale as in English (placeholders only, or a shared word). */
const SAME_AS_ENGLISH: string[] = ["staff.effect"];

describe('pdpWidgets.staff catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated, with its placeholders', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB', sameAsEnglish: SAME_AS_ENGLISH })).toEqual([]);
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale and falls back to English for one it does not know', () => {
    expect(staffI18n('fr-FR').t('staff.title')).toBe("Outils du personnel");
    expect(staffI18n('sv-SE').t('staff.title')).toBe("Personalverktyg");
    expect(staffI18n('de-DE').t('staff.title')).toBe("Staff tools");
  });
});
