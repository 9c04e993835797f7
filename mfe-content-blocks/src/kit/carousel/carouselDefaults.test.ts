import { CAROUSEL_SLIDES, DEFAULT_GAP_PX, defaultSlides, lastStart, resolveCarousel, shownRange, slideImageLoading, stepOf } from './carouselDefaults';

describe('carousel defaults (spec 3 §9)', () => {
  it('gives each carousel its slides per view, mobile / desktop', () => {
    expect(CAROUSEL_SLIDES).toEqual({
      perks: { mobile: 2, desktop: 4 },
      brandRoom: { mobile: 1, desktop: 2 },
      familyOfBrands: { mobile: 2, desktop: 4 },
      category: { mobile: 1, desktop: 3 },
      cta: { mobile: 3.5, desktop: 10 },
      product: { mobile: 3.3, desktop: 3.3 },
      blog: { mobile: 1.3, desktop: 3.3 },
      wishlist: { mobile: 2.5, desktop: 2.1 },
      imageCta: { mobile: 1.75, desktop: 3.5 },
    });
    expect(defaultSlides('blog', 5)).toEqual([1.3, 3.3, 3.3, 3.3]);
  });

  it('shows 3 image CTAs on desktop when there are 3 or fewer, else 3.5; 1.75 on mobile', () => {
    expect(defaultSlides('imageCta', 2)).toEqual([1.75, 3, 3, 3]);
    expect(defaultSlides('imageCta', 3)).toEqual([1.75, 3, 3, 3]);
    expect(defaultSlides('imageCta', 4)).toEqual([1.75, 3.5, 3.5, 3.5]);
  });

  it('gives the social feed 1.2, 2, 3 or 5 slides by width', () => {
    expect(defaultSlides('socials', 10)).toEqual([1.2, 2, 3, 5]);
  });

  it('keeps what the editor set for a device and defaults the rest; gap 0.5rem', () => {
    const resolved = resolveCarousel('perks', { slidesPerView: { desktop: 6 }, showPagination: { mobile: true }, paginationStyle: 'DOTS' }, 8);
    expect(resolved.slides).toEqual([2, 6, 6, 6]);
    expect(resolved.gap).toEqual({ mobile: DEFAULT_GAP_PX, desktop: DEFAULT_GAP_PX });
    expect(DEFAULT_GAP_PX).toBe(8);
    expect(resolved.showPagination).toEqual({ mobile: true, desktop: false });
    expect(resolved.paginationStyle).toBe('DOTS');
    expect(resolved.showControls).toEqual({ mobile: false, desktop: true });
    expect(resolved.autoScroll).toEqual({ mobile: false, desktop: false });
  });

  it('defaults pagination to BAR and autoplay to 5 s, stopped by interaction', () => {
    const resolved = resolveCarousel('cta', undefined, 4);
    expect(resolved).toMatchObject({ paginationStyle: 'BAR', slideDurationMs: 5000, stopAutoplayOnInteraction: true });
    expect(resolveCarousel('cta', { slideGap: { mobile: 4 }, slideDurationMilliseconds: 3000 }, 4)).toMatchObject({ gap: { mobile: 4, desktop: 8 }, slideDurationMs: 3000 });
  });

  it('names the width step: mobile below 768, large at 1024', () => {
    expect(stepOf({ desktop: false, large: false, wide: false })).toBe(0);
    expect(stepOf({ desktop: true, large: false, wide: false })).toBe(1);
    expect(stepOf({ desktop: true, large: true, wide: false })).toBe(2);
    expect(stepOf({ desktop: true, large: true, wide: true })).toBe(3);
  });
});

describe('carousel positions', () => {
  it('stops where the last slide reaches the end', () => {
    expect(lastStart(10, 3.3)).toBe(7);
    expect(lastStart(10, 2)).toBe(8);
    expect(lastStart(2, 4)).toBe(0);
  });

  it('names the items fully in view', () => {
    expect(shownRange(0, 10, 3.3)).toEqual({ first: 1, last: 3 });
    expect(shownRange(7, 10, 3.3)).toEqual({ first: 8, last: 10 });
    expect(shownRange(0, 5, 1.2)).toEqual({ first: 1, last: 1 });
  });

  it('loads the first view with the section and the rest lazily', () => {
    expect(slideImageLoading(0, 3.5, 'eager')).toBe('eager');
    expect(slideImageLoading(3, 3.5, 'eager')).toBe('eager');
    expect(slideImageLoading(4, 3.5, 'eager')).toBe('lazy');
    expect(slideImageLoading(0, 3.5, 'lazy')).toBe('lazy');
  });
});
