import { ratingView } from './rating';

describe('ratingView', () => {
  it('shows the rating to one decimal in the locale, with the count', () => {
    expect(ratingView({ averageRating: 4.25, totalReviewCount: 128 }, 'en-GB')).toEqual({ fill: 0.85, rating: '4.3', count: 128 });
    expect(ratingView({ averageRating: 4, totalReviewCount: 3 }, 'fr-FR')?.rating).toBe('4,0');
  });

  it('keeps the rating between 0 and 5', () => {
    expect(ratingView({ averageRating: 7, totalReviewCount: 1 }, 'en-GB')).toEqual({ fill: 1, rating: '5.0', count: 1 });
  });

  it('shows nothing without reviews or with malformed stats', () => {
    expect(ratingView({ averageRating: 0, totalReviewCount: 0 }, 'en-GB')).toBeNull();
    expect(ratingView({ averageRating: Number.NaN, totalReviewCount: 4 }, 'en-GB')).toBeNull();
    expect(ratingView({ averageRating: 4, totalReviewCount: '4' }, 'en-GB')).toBeNull();
    expect(ratingView(undefined, 'en-GB')).toBeNull();
  });
});
