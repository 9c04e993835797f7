import { translationProblems } from '@storefront/shared-contracts/testing';
import { addedToBagI18n, catalogues } from './i18n';

describe('added-to-bag catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB' })).toEqual([]);
  });

  it('speaks the fascia locale and falls back to English for one it does not know', () => {
    expect(addedToBagI18n('en-GB').t('addedToBag.quantity', { quantity: 2 })).toBe('Qty: 2');
    expect(addedToBagI18n('fr-FR').t('addedToBag.title')).toBe('Ajouté au panier');
    expect(addedToBagI18n('nl-NL').t('addedToBag.viewBag')).toBe('Bekijk winkelmand');
    expect(addedToBagI18n('sv-SE').t('addedToBag.checkout')).toBe('Till kassan');
    expect(addedToBagI18n('de-DE').t('addedToBag.continueShopping')).toBe('Continue shopping');
  });
});
