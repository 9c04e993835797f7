import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { catalogues, shareI18n } from './i18n';

describe('share catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated, with its placeholders', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB' })).toEqual([]);
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale and falls back to English', () => {
    expect(shareI18n('en-GB').t('share.copied')).toBe('Link copied');
    expect(shareI18n('fr-FR').t('share.button')).toBe('Partager');
    expect(shareI18n('de-DE' as never).t('share.button')).toBe('Share');
  });
});
