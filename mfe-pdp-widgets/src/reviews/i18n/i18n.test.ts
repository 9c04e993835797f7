import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { catalogues, reviewsI18n } from './i18n';

/** Words that are the same in English and the locale. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  'fr-FR': ['words.excellent'],
  'nl-NL': ['title', 'count_one', 'count_other', 'starsCount_one', 'starsCount_other'],
  'sv-SE': [],
};

describe('reviews catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB', sameAsEnglish: SAME_AS_ENGLISH[locale] ?? [] })).toEqual([]);
  });

  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s keeps every placeholder of the English text', (locale) => {
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });
});

describe('reviewsI18n', () => {
  it('speaks the fascia locale, with the spec’s English labels and plural forms', () => {
    const { t } = reviewsI18n('en-GB');
    expect(t('sort.Recent')).toBe('Most Recent');
    expect(t('sort.HighestRating')).toBe('Rating: High-Low');
    expect(t('sort.LowestRating')).toBe('Rating: Low-High');
    expect(t('mentions')).toBe('Reviews That Mention');
    expect(t('showMore', { count: 5 })).toBe('Show 5 more');
    expect(t('showing', { to: 5, count: 486 })).toBe('Showing 1-5 of 486 reviews');
    expect(t('showing', { to: 1, count: 1 })).toBe('Showing 1-1 of 1 review');
    expect(t('count', { count: 1 })).toBe('1 review');
    expect(reviewsI18n('fr-FR').t('sort.label')).toBe('Trier par');
    expect(reviewsI18n('nl-NL').t('stars', { count: 1 })).toBe('1 ster');
    expect(reviewsI18n('sv-SE').t('count', { count: 3 })).toBe('3 recensioner');
  });

  it('falls back to English for a locale it does not know', () => {
    expect(reviewsI18n('de-DE').t('writeReview')).toBe('Write a review');
  });
});
