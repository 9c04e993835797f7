import { placeholderProblems, translationProblems } from '@storefront/shared-contracts/testing';
import { catalogues, rewardsI18n } from './i18n';

describe('rewards catalogues', () => {
  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('%s has every English key, translated, with its placeholders', (locale) => {
    expect(translationProblems(catalogues['en-GB'], catalogues[locale], { isEnglish: locale === 'en-GB' })).toEqual([]);
    expect(placeholderProblems(catalogues['en-GB'], catalogues[locale])).toEqual([]);
  });

  it('speaks the fascia locale and falls back to English', () => {
    expect(rewardsI18n('en-GB').t('rewards.earn', { amount: '£1.25' })).toBe('Earn £1.25 in rewards');
    expect(rewardsI18n('sv-SE').t('rewards.joinNow')).toBe('Gå med nu');
    expect(rewardsI18n('de-DE' as never).t('rewards.joinNow')).toBe('Join now');
  });
});
