import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { catalogues, sizeFitI18n } from './i18n';

/** Texts that are the same words in a locale as in English (placeholders only, or a shared word). */
const SAME_AS_ENGLISH: string[] = [];

describe('pdpWidgets.sizeFit catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated, with its placeholders', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB', sameAsEnglish: SAME_AS_ENGLISH })).toEqual([]);
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale and falls back to English for one it does not know', () => {
    expect(sizeFitI18n('fr-FR').t('sizeFit.title')).toBe("Votre taille");
    expect(sizeFitI18n('sv-SE').t('sizeFit.title')).toBe("Din passform");
    expect(sizeFitI18n('de-DE').t('sizeFit.title')).toBe("Your fit");
  });
});
