import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { authenticityI18n, catalogues } from './i18n';

describe('authenticity catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated, with its placeholders', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB' })).toEqual([]);
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale and falls back to English', () => {
    expect(authenticityI18n('nl-NL').t('authenticity.badge.luxury')).toBe('Echtheid gegarandeerd');
    expect(authenticityI18n('de-DE' as never).t('authenticity.close')).toBe('Close');
  });
});
