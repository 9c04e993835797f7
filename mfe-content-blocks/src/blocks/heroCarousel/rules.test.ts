import { heroCarouselSettings, nextSlide, previousSlide } from './rules';

describe('heroCarouselSettings (spec 3 §9)', () => {
  it('autoplays every 5000 ms with BAR pagination by default', () => {
    expect(heroCarouselSettings(undefined)).toEqual({ intervalMs: 5000, paginationStyle: 'BAR', stopOnInteraction: false });
  });

  it("takes the carousel's slide duration, pagination style and stop on interaction", () => {
    expect(heroCarouselSettings({ slideDurationMilliseconds: 8000, paginationStyle: 'DOTS', stopAutoplayOnInteraction: true })).toEqual({
      intervalMs: 8000,
      paginationStyle: 'DOTS',
      stopOnInteraction: true,
    });
  });
});

describe('nextSlide / previousSlide', () => {
  it('wraps around', () => {
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 3)).toBe(1);
    expect(previousSlide(0, 3)).toBe(2);
  });
});
