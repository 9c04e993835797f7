import { isBasketPage, nextIndex, relFor, rotationDelay, swipeStep, tickerSpacing, tickerSpeed, USP_CAROUSEL, visibleIndices } from './rules';

describe('USP rules', () => {
  it('moves to the next index and wraps around both ways', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 3, -1)).toBe(2);
    expect(nextIndex(0, 0)).toBe(0);
  });

  it('changes slide only for a swipe over 50 px', () => {
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(60)).toBe(-1);
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(30)).toBe(0);
    expect(swipeStep(Number.NaN)).toBe(0);
  });

  it('has the spec defaults', () => {
    expect(rotationDelay(undefined)).toBe(3000);
    expect(rotationDelay(6000)).toBe(6000);
    expect(tickerSpeed(undefined)).toBe(40);
    expect(tickerSpacing(undefined, false)).toBe(150);
    expect(tickerSpacing(undefined, true)).toBe(75);
    expect(tickerSpacing(200, true)).toBe(100);
    expect(USP_CAROUSEL).toEqual({ autoplayMs: 5000, transitionMs: 500, slidesPerView: { desktop: 4, mobile: 1 } });
  });

  it('knows a basket page', () => {
    expect(isBasketPage('/basket')).toBe(true);
    expect(isBasketPage('/checkout/basket/review')).toBe(true);
    expect(isBasketPage('/pages/home')).toBe(false);
  });

  it('shows a window of slides, wrapping', () => {
    expect(visibleIndices(3, 5, 4)).toEqual([3, 4, 0, 1]);
    expect(visibleIndices(0, 2, 4)).toEqual([0, 1]);
  });

  it('keeps the opener from new tabs', () => {
    expect(relFor('_blank')).toBe('noopener noreferrer');
    expect(relFor('_self')).toBeUndefined();
  });
});
