import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { catalogues, giftI18n } from './i18n';

describe('gift-with-purchase catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated, with its placeholders', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB' })).toEqual([]);
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale and falls back to English', () => {
    expect(giftI18n('sv-SE').t('gwp.title')).toBe('Gratis present vid köp');
    expect(giftI18n('de-DE' as never).t('gwp.title')).toBe('Free gift with purchase');
  });
});
