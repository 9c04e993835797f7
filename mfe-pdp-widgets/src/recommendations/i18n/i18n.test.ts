import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { catalogues, recommendationsI18n } from './i18n';

/** Words that are the same in English and the locale. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  'fr-FR': [],
  'nl-NL': ['was'],
  'sv-SE': [],
};

describe('recommendations catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB', sameAsEnglish: SAME_AS_ENGLISH[locale] ?? [] })).toEqual([]);
  });

  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s keeps every placeholder of the English text', (locale) => {
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });
});

describe('recommendationsI18n', () => {
  it('speaks the fascia locale', () => {
    expect(recommendationsI18n('en-GB').t('save', { n: 25 })).toBe('Save 25%');
    expect(recommendationsI18n('en-GB').t('similar.title')).toBe('Similar products');
    expect(recommendationsI18n('fr-FR').t('sponsored.title')).toBe('Produits sponsorisés');
    expect(recommendationsI18n('nl-NL').t('visuallySimilar.title')).toBe('Visueel vergelijkbaar');
    expect(recommendationsI18n('sv-SE').t('save', { n: 10 })).toBe('Spara 10\u00a0%');
  });

  it('falls back to English for a locale it does not know', () => {
    expect(recommendationsI18n('de-DE').t('visuallySimilar.link')).toBe('Find visually similar');
  });
});
