import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { bundlesI18n, catalogues } from './i18n';

/** Words that are the same in English and the locale. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  'fr-FR': [],
  'nl-NL': ['wasPrice'],
  'sv-SE': [],
};

describe('bundles catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB', sameAsEnglish: SAME_AS_ENGLISH[locale] ?? [] })).toEqual([]);
  });

  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s keeps every placeholder of the English text', (locale) => {
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });
});

describe('bundlesI18n', () => {
  it('speaks the fascia locale with the spec’s English texts, and English for a locale it does not know', () => {
    const { t } = bundlesI18n('en-GB');
    expect(t('selectSize')).toBe('Please select a size');
    expect(t('sizePlaceholder')).toBe('Select a size');
    expect(t('outOfStockOption', { size: '12' })).toBe('12 - Out of stock');
    expect(t('colourOutOfStock')).toBe('This colour is out of stock. Please select another one.');
    expect(t('shopTheLook')).toBe('Shop The Look');
    expect(t('added', { count: 1 })).toBe('1 item added to your bag');
    expect(t('added', { count: 3 })).toBe('3 items added to your bag');
    expect(bundlesI18n('fr-FR').t('size')).toBe('Taille');
    expect(bundlesI18n('nl-NL').t('selectedCount', { count: 2 })).toBe('2 artikelen geselecteerd');
    expect(bundlesI18n('sv-SE').t('colour')).toBe('Färg');
    expect(bundlesI18n('de-DE').t('addSelected')).toBe('Add selected to bag');
  });
});
