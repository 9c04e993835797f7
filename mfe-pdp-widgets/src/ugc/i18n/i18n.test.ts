import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { catalogues as reviewsCatalogues } from '../../reviews/i18n/i18n';
import { catalogues, ugcI18n } from './i18n';

describe('user-generated-content gallery catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB' })).toEqual([]);
  });

  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s keeps every placeholder of the English text', (locale) => {
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it.each(Object.keys(reviewsCatalogues) as Array<keyof typeof reviewsCatalogues>)('%s: the words shared with the reviews block are there', (locale) => {
    const shared = reviewsCatalogues[locale];
    for (const words of [shared.photos.photo, shared.photos.more, shared.modal.title, shared.modal.previous, shared.modal.next, shared.modal.position, shared.close]) expect(words).toBeTruthy();
  });

  it('speaks the fascia locale, English where it does not know it', () => {
    expect(ugcI18n('fr-FR').t('photoBy', { name: 'Claire' })).toBe('Photo de Claire');
    expect(ugcI18n('sv-SE').t('title')).toBe('Stylat av dig');
    expect(ugcI18n('de-DE').t('title')).toBe('Styled by you');
  });
});
