import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { catalogues, heroI18n } from './i18n';

const locales = Object.keys(catalogues) as Array<keyof typeof catalogues>;

/** Words that are the same in English and the locale. */
const SAME_AS_ENGLISH: Record<string, string[]> = { 'fr-FR': [], 'nl-NL': ['video'], 'sv-SE': ['video'] };

describe('hero catalogues', () => {
  it.each(locales)('%s has every English key, translated', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB', sameAsEnglish: SAME_AS_ENGLISH[locale] ?? [] })).toEqual([]);
  });

  it.each(locales)('%s keeps every placeholder of the English text', (locale) => {
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale', () => {
    expect(heroI18n('en-GB').t('goTo', { n: 2, count: 3 })).toBe('Slide 2 of 3');
    expect(heroI18n('sv-SE').t('next')).toBe('Nästa bild');
  });
});
