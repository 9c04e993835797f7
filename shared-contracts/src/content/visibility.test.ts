import { isBannerVisible } from './visibility';

describe('isBannerVisible (spec 3 §5)', () => {
  it('shows a banner without rules to everyone, even before the status is known', () => {
    expect(isBannerVisible(undefined, 'unknown')).toBe(true);
    expect(isBannerVisible({}, 'guest')).toBe(true);
    expect(isBannerVisible({ hideForGuestUsers: false, hideForLoggedInUsers: false }, 'signedIn')).toBe(true);
  });

  it('hides for guests with hideForGuestUsers', () => {
    expect(isBannerVisible({ hideForGuestUsers: true }, 'guest')).toBe(false);
    expect(isBannerVisible({ hideForGuestUsers: true }, 'signedIn')).toBe(true);
  });

  it('hides for signed-in shoppers with hideForLoggedInUsers', () => {
    expect(isBannerVisible({ hideForLoggedInUsers: true }, 'signedIn')).toBe(false);
    expect(isBannerVisible({ hideForLoggedInUsers: true }, 'guest')).toBe(true);
  });

  it('keeps a banner with a rule hidden while the status is unknown (unknown counts as guest)', () => {
    expect(isBannerVisible({ hideForLoggedInUsers: true }, 'unknown')).toBe(false);
    expect(isBannerVisible({ hideForGuestUsers: true }, 'unknown')).toBe(false);
  });
});
