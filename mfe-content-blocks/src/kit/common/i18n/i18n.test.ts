import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { blockLabels, catalogues } from './i18n';

/** Words that are the same in English and the locale. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  'fr-FR': ['countdown.minutes_one', 'countdown.minutes_other', 'pause', 'messages'],
  'nl-NL': ['countdown.minutesShort'],
  'sv-SE': ['countdown.minutesShort'],
};

describe('content block labels', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB', sameAsEnglish: SAME_AS_ENGLISH[locale] ?? [] })).toEqual([]);
  });

  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s keeps every placeholder of the English text', (locale) => {
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale, with plurals', () => {
    expect(blockLabels('en-GB').t('countdown.days', { count: 1 })).toBe('1 day');
    expect(blockLabels('en-GB').t('countdown.days', { count: 2 })).toBe('2 days');
    expect(blockLabels('fr-FR').t('backToTop')).toBe('Retour en haut');
    expect(blockLabels('nl-NL').t('countdown.minutes', { count: 5 })).toBe('5 minuten');
    expect(blockLabels('sv-SE').t('countdown.left', { time: '2 dagar' })).toBe('2 dagar kvar');
  });

  it('falls back to English for a locale it does not know', () => {
    expect(blockLabels('de-DE').t('backToTop')).toBe('Back to top');
  });
});
