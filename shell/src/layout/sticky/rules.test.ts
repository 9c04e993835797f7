import { backToTopVisible, stickyBarVisible } from './rules';

describe('stickyBarVisible', () => {
  it('shows on mobile once scrolled more than 850 px with the main button out of view', () => {
    expect(stickyBarVisible(851, false, true)).toBe(true);
    expect(stickyBarVisible(4000, false, true)).toBe(true);
  });

  it('stays hidden at 850 px or less', () => {
    expect(stickyBarVisible(850, false, true)).toBe(false);
    expect(stickyBarVisible(0, false, true)).toBe(false);
  });

  it('stays hidden while the main add button is in view', () => {
    expect(stickyBarVisible(2000, true, true)).toBe(false);
  });

  it('never shows on desktop', () => {
    expect(stickyBarVisible(2000, false, false)).toBe(false);
  });
});

describe('backToTopVisible', () => {
  it('shows from 1000 px of scroll on', () => {
    expect(backToTopVisible(999)).toBe(false);
    expect(backToTopVisible(1000)).toBe(true);
    expect(backToTopVisible(5000)).toBe(true);
  });

  it('is hidden at the top', () => {
    expect(backToTopVisible(0)).toBe(false);
  });
});
