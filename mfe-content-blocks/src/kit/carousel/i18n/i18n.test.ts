import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { cardLabels, catalogues } from './i18n';

/** Words that are the same in English and the locale. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  'fr-FR': ['socials.facebook', 'socials.tiktok', 'socials.instagram'],
  'nl-NL': ['socials.facebook', 'socials.tiktok', 'socials.instagram', 'products.was', 'brandRoom.shop'],
  'sv-SE': ['socials.facebook', 'socials.tiktok', 'socials.instagram'],
};

describe('card block catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB', sameAsEnglish: SAME_AS_ENGLISH[locale] ?? [] })).toEqual([]);
  });

  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s keeps every placeholder of the English text', (locale) => {
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale, English where it does not know it', () => {
    expect(cardLabels('en-GB').t('socials.noPosts')).toBe('There are no posts to show right now.');
    expect(cardLabels('fr-FR').t('basket.add')).toBe('Ajouter au panier');
    expect(cardLabels('sv-SE').t('carousel.shown', { first: 1, last: 3, count: 9 })).toBe('Visar objekt 1 till 3 av 9');
    expect(cardLabels('xx-XX').t('carousel.next')).toBe('Next items');
  });
});
