import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { accordionsI18n, catalogues } from './i18n';

// Words French writes as English does.
const SAME_AS_ENGLISH: Partial<Record<keyof typeof catalogues, string[]>> = { 'fr-FR': ['accordions.description'] };

describe('accordions catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated, with its placeholders', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB', sameAsEnglish: SAME_AS_ENGLISH[locale] })).toEqual([]);
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale and falls back to English', () => {
    expect(accordionsI18n('en-GB').t('accordions.sku', { sku: 'ABC-1' })).toBe('SKU: ABC-1');
    expect(accordionsI18n('fr-FR').t('accordions.delivery')).toBe('Livraison');
    expect(accordionsI18n('sv-SE').t('accordions.responsiblePerson')).toBe('Ansvarig person');
    expect(accordionsI18n('de-DE' as never).t('accordions.returns')).toBe('Returns');
  });
});
