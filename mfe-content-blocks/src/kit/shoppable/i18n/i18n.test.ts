import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { catalogues, shoppableI18n } from './i18n';

const locales = Object.keys(catalogues) as Array<keyof typeof catalogues>;

describe('shoppable catalogues', () => {
  it.each(locales)('%s has every English key, translated', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB', sameAsEnglish: [] })).toEqual([]);
  });

  it.each(locales)('%s keeps every placeholder of the English text', (locale) => {
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale, English for an unknown one', () => {
    expect(shoppableI18n('en-GB').t('notFound', { sku: 'DRS1' })).toBe('product not found: DRS1');
    expect(shoppableI18n('fr-FR').t('shopNow')).toBe('Acheter');
    expect(shoppableI18n('de-DE').t('close')).toBe('Close');
  });
});
