import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { catalogues, beautyAdvisorI18n } from './i18n';

/** Texts that are the same words in a locale as in English (placeholders only, or a shared word). */
const SAME_AS_ENGLISH: string[] = [];

describe('pdpWidgets.beautyAdvisor catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated, with its placeholders', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB', sameAsEnglish: SAME_AS_ENGLISH })).toEqual([]);
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale and falls back to English for one it does not know', () => {
    expect(beautyAdvisorI18n('fr-FR').t('beautyAdvisor.banner')).toBe("Vous hésitez\u00a0? Notre conseillère beauté peut vous aider.");
    expect(beautyAdvisorI18n('sv-SE').t('beautyAdvisor.banner')).toBe("Osäker på vad som passar dig? Vår skönhetsrådgivare hjälper dig.");
    expect(beautyAdvisorI18n('de-DE').t('beautyAdvisor.banner')).toBe("Not sure what suits you? Our beauty advisor can help.");
  });
});
