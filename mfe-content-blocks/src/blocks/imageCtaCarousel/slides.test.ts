import { imageCtaLoading, imageCtaSlides } from './slides';

describe('image CTA carousel slides (spec 3 §9)', () => {
  it('shows 1.75 on mobile and 3.5 on desktop', () => {
    expect(imageCtaSlides(6)).toEqual([1.75, 3.5, 3.5, 3.5]);
  });

  it('shows 3 on desktop when there are 3 or fewer items', () => {
    expect(imageCtaSlides(3)[1]).toBe(3);
    expect(imageCtaSlides(1)[1]).toBe(3);
    expect(imageCtaSlides(4)[1]).toBe(3.5);
  });

  it('loads the first items with the section, the others lazily', () => {
    expect([0, 1, 2, 3, 4].map((i) => imageCtaLoading(i, 6, 'eager'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
    expect([0, 1, 2, 3].map((i) => imageCtaLoading(i, 3, 'eager'))).toEqual(['eager', 'eager', 'eager', 'lazy']);
    expect(imageCtaLoading(0, 6, 'lazy')).toBe('lazy');
  });
});
