import type { Review } from '@storefront/shared-contracts';
import {
  PHOTO_SLIDER,
  PROMOTIONAL_REVIEW_PREFIX,
  TRUNCATION,
  chipLabel,
  distributionBars,
  nextFeature,
  photoStrip,
  photosOf,
  ratingPosition,
  ratingWord,
  recommendedPercent,
  reviewLoads,
  showMoreCount,
  showingRange,
  splitPromotional,
  syndicationOf,
  truncate,
  tryAgainIn,
  validateReview,
} from './rules';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${String(i % 10)}`).join(' '); // 3 characters a word

describe('reviewLoads', () => {
  it('loads nothing without reviews or without a sku', () => {
    expect(reviewLoads(0, 'SKU-1')).toEqual({ reviews: false, photos: false, features: false, summary: false });
    expect(reviewLoads(40, null)).toEqual({ reviews: false, photos: false, features: false, summary: false });
  });
  it('loads the chips above 10 reviews and the AI summary from 30', () => {
    expect(reviewLoads(10, 'S')).toEqual({ reviews: true, photos: true, features: false, summary: false });
    expect(reviewLoads(11, 'S')).toMatchObject({ features: true, summary: false });
    expect(reviewLoads(29, 'S')).toMatchObject({ features: true, summary: false });
    expect(reviewLoads(30, 'S')).toMatchObject({ features: true, summary: true });
  });
});

describe('truncate', () => {
  it('keeps a text up to 50 characters past the limit whole', () => {
    const text = 'a'.repeat(300);
    expect(truncate(text, 250)).toEqual({ text, truncated: false });
    expect(truncate('a'.repeat(250), 250).truncated).toBe(false);
  });
  it('cuts a text more than 50 characters past the limit at the limit, with an ellipsis', () => {
    const result = truncate('a'.repeat(301), 250);
    expect(result).toEqual({ text: `${'a'.repeat(250)}…`, truncated: true });
  });
  it('cuts at the last space before the limit, within the tolerance', () => {
    const text = words(200); // 799 characters
    const result = truncate(text, 250);
    expect(result.truncated).toBe(true);
    expect(result.text.endsWith('…')).toBe(true);
    const shown = result.text.slice(0, -1);
    expect(shown.length).toBeLessThanOrEqual(250);
    expect(shown.length).toBeGreaterThan(200);
    expect(text.startsWith(shown)).toBe(true);
    expect(text[shown.length]).toBe(' ');
  });
  it('uses 2,000 in the modal and 1,000 for responses there', () => {
    expect(TRUNCATION).toEqual({ tolerance: 50, reviewInline: 250, reviewModal: 2000, responseInline: 250, responseModal: 1000 });
    expect(truncate('b'.repeat(2050), TRUNCATION.reviewModal).truncated).toBe(false);
    expect(truncate('b'.repeat(2051), TRUNCATION.reviewModal).text).toHaveLength(2001);
  });
  it('counts characters, never splitting an emoji', () => {
    const text = '😀'.repeat(301);
    const result = truncate(text, 250);
    expect(Array.from(result.text)).toHaveLength(251);
    expect(result.text).toBe(`${'😀'.repeat(250)}…`);
  });
});

describe('splitPromotional', () => {
  it('strips the bracketed "This review" prefix and says so', () => {
    expect(splitPromotional(`${PROMOTIONAL_REVIEW_PREFIX} Lovely dress.`)).toEqual({ text: 'Lovely dress.', promotional: true });
    expect(splitPromotional('[This review was written for a free sample]Fine.')).toEqual({ text: 'Fine.', promotional: true });
  });
  it('leaves other texts alone, brackets elsewhere included', () => {
    expect(splitPromotional('Lovely [This review] dress.')).toEqual({ text: 'Lovely [This review] dress.', promotional: false });
    expect(splitPromotional('[Note] fine')).toEqual({ text: '[Note] fine', promotional: false });
  });
});

describe('keyword chips', () => {
  it('shows "color" as "colour"', () => {
    expect(chipLabel('color')).toBe('colour');
    expect(chipLabel('Color')).toBe('Colour');
    expect(chipLabel('colors')).toBe('colours');
    expect(chipLabel('fit')).toBe('fit');
    expect(chipLabel('colourful')).toBe('colourful');
  });
  it('clears the filter when the active chip is pressed again', () => {
    expect(nextFeature(null, 'fit')).toBe('fit');
    expect(nextFeature('fit', 'size')).toBe('size');
    expect(nextFeature('fit', 'fit')).toBeNull();
  });
});

describe('paging', () => {
  it('offers at most a page more', () => {
    expect(showMoreCount(484)).toBe(5);
    expect(showMoreCount(5)).toBe(5);
    expect(showMoreCount(3)).toBe(3);
    expect(showMoreCount(0)).toBe(0);
  });
  it('says which reviews are shown of how many', () => {
    expect(showingRange(1, 5, 481)).toEqual({ to: 5, total: 486 });
    expect(showingRange(3, 5, 471)).toEqual({ to: 15, total: 486 });
    expect(showingRange(2, 3, 0)).toEqual({ to: 8, total: 8 });
  });
});

describe('summary figures', () => {
  it('names each whole rating, rounding an average', () => {
    expect([5, 4, 3, 2, 1].map(ratingWord)).toEqual(['excellent', 'good', 'average', 'fair', 'poor']);
    expect(ratingWord(4.6)).toBe('excellent');
    expect(ratingWord(4.4)).toBe('good');
    expect(ratingWord(0)).toBeNull();
    expect(ratingWord(Number.NaN)).toBeNull();
  });
  it('rounds the recommended percentage, and has none when nobody said', () => {
    expect(recommendedPercent({ recommendedCount: 415, notRecommendedCount: 23 })).toBe(95);
    expect(recommendedPercent({ recommendedCount: 2, notRecommendedCount: 1 })).toBe(67);
    expect(recommendedPercent({})).toBeNull();
  });
  it('draws five bars from 5 to 1 stars, filling the ratings nobody gave', () => {
    expect(distributionBars({ totalReviewCount: 4, ratingDistribution: [{ rating: 5, count: 3 }, { rating: 1, count: 1 }] })).toEqual([
      { rating: 5, count: 3, percent: 75 },
      { rating: 4, count: 0, percent: 0 },
      { rating: 3, count: 0, percent: 0 },
      { rating: 2, count: 0, percent: 0 },
      { rating: 1, count: 1, percent: 25 },
    ]);
    expect(distributionBars({ totalReviewCount: 4 })).toBeNull();
  });
  it('places a secondary rating on its range', () => {
    expect(ratingPosition(1, 5)).toBe(0);
    expect(ratingPosition(3, 5)).toBe(50);
    expect(ratingPosition(5, 5)).toBe(100);
    expect(ratingPosition(9, 5)).toBe(100);
  });
});

describe('photos', () => {
  it('shows 2 thumbnails on a phone and 3 on a desktop, then +N', () => {
    expect(photoStrip(12, false)).toEqual({ thumbnails: 2, more: 10 });
    expect(photoStrip(12, true)).toEqual({ thumbnails: 3, more: 9 });
    expect(photoStrip(2, true)).toEqual({ thumbnails: 2, more: 0 });
    expect(photoStrip(0, false)).toEqual({ thumbnails: 0, more: 0 });
  });
  it('slides 2.5 on a phone (3 seen before scrolling) and 6 on a desktop', () => {
    expect(PHOTO_SLIDER).toEqual({ mobile: { visible: 3, slidesPerView: 2.5 }, desktop: { visible: 6, slidesPerView: 6 } });
  });
  it('lists every photo with its review, leaving out unsafe addresses', () => {
    const review = (id: string, urls: string[]) =>
      ({ id, rating: 5, title: 't', reviewText: 'x', username: 'u', submittedAt: '2026-01-01T00:00:00Z', photos: urls.map((url, i) => ({ id: `${id}-${i}`, sizes: { normal: { url } } })) }) as Review;
    const list = photosOf([review('a', ['/images/reviews/K/1.jpg', 'javascript:alert(1)']), review('b', ['https://cdn.example/2.jpg'])]);
    expect(list.map((p) => [p.review.id, p.url])).toEqual([
      ['a', '/images/reviews/K/1.jpg'],
      ['b', 'https://cdn.example/2.jpg'],
    ]);
  });
});

describe('syndicationOf', () => {
  it('keeps the name, and the logo and link only when they are web addresses', () => {
    expect(syndicationOf({ isSyndicated: true, syndicationSource: { name: 'Beauty Circle', logoImageUrl: '/images/review-sources/bc.png', contentLink: 'https://bc.example/r/1' } })).toEqual({
      name: 'Beauty Circle',
      logo: '/images/review-sources/bc.png',
      link: 'https://bc.example/r/1',
    });
    expect(syndicationOf({ isSyndicated: true, syndicationSource: { name: 'X', logoImageUrl: 'data:image/png;base64,AAA', contentLink: 'javascript:alert(1)' } })).toEqual({ name: 'X', logo: null, link: null });
    expect(syndicationOf({ isSyndicated: false })).toBeNull();
  });
});

describe('validateReview', () => {
  const valid = { rating: 4, title: 'Nice', reviewText: 'Fits well.', username: 'Ann', userLocation: '', isRecommended: null };
  it('accepts a complete review without a location', () => {
    expect(validateReview(valid)).toEqual({});
  });
  it('requires a rating, a title, a text and a name', () => {
    expect(validateReview({ ...valid, rating: null, title: ' ', reviewText: '', username: '' })).toEqual({
      rating: { code: 'required' },
      title: { code: 'required' },
      reviewText: { code: 'required' },
      username: { code: 'required' },
    });
  });
  it('holds each field to the api limits', () => {
    expect(validateReview({ ...valid, title: 'x'.repeat(101), userLocation: 'y'.repeat(61) })).toEqual({
      title: { code: 'tooLong', max: 100 },
      userLocation: { code: 'tooLong', max: 60 },
    });
    expect(validateReview({ ...valid, title: 'x'.repeat(100), reviewText: 'z'.repeat(5000), username: 'n'.repeat(50) })).toEqual({});
  });
});

describe('tryAgainIn', () => {
  it('gives whole minutes under an hour and whole hours after, rounded up, in the page language', () => {
    expect(tryAgainIn(1, 'en-GB')).toBe('in 1 minute');
    expect(tryAgainIn(61, 'en-GB')).toBe('in 2 minutes');
    expect(tryAgainIn(3540, 'en-GB')).toBe('in 59 minutes');
    expect(tryAgainIn(3600, 'en-GB')).toBe('in 1 hour');
    expect(tryAgainIn(3601, 'en-GB')).toBe('in 2 hours');
    expect(tryAgainIn(2700, 'fr-FR')).toBe('dans 45 minutes');
    expect(tryAgainIn(3600, 'nl-NL')).toBe('over 1 uur');
    expect(tryAgainIn(3600, 'sv-SE')).toBe('om 1 timme');
  });
});
