// Generated reviews: the same on every start, as many as the product data
// says with the same ratings, and every case the product page must show.
import { PROMOTIONAL_REVIEW_PREFIX } from '@storefront/shared-contracts';
import { Catalogue } from '../catalogue/catalogue';
import { reviewFeatures } from './features';
import { generateReviews, LONG_TEXT, type GeneratedReview } from './generate';

const catalogue = Catalogue.generate();
const byNumber = (n: number) => catalogue.productById(String(n))!;
const OTHER_SCRIPT = /[\p{Script=Hiragana}\p{Script=Han}\p{Script=Arabic}\p{Script=Greek}]/u;

/** The cases of spec 2 §3 and §4 a review can show. */
const CASES: Record<string, (r: GeneratedReview) => boolean> = {
  photos: (r) => r.photos.length > 0,
  response: (r) => r.responses.length > 0,
  syndicated: (r) => r.syndicationSource !== null,
  promotional: (r) => r.reviewText.startsWith(`${PROMOTIONAL_REVIEW_PREFIX} `),
  long: (r) => r.reviewText.length > 2000,
  markup: (r) => r.reviewText.includes('<script>') || r.reviewText.includes('<img'),
  otherScript: (r) => OTHER_SCRIPT.test(r.reviewText),
};

/** The stats the reviews themselves give. */
function statsOfReviews(reviews: GeneratedReview[]) {
  const sum = reviews.reduce((total, r) => total + r.rating, 0);
  return {
    totalReviewCount: reviews.length,
    averageRating: reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : 0,
    ratingDistribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: reviews.filter((r) => r.rating === rating).length })),
    recommendedCount: reviews.filter((r) => r.isRecommended === true).length,
    notRecommendedCount: reviews.filter((r) => r.isRecommended === false).length,
  };
}

describe('generateReviews', () => {
  it('is the same on every call', () => {
    expect(generateReviews(byNumber(10002))).toEqual(generateReviews(byNumber(10002)));
  });

  it('writes as many reviews as the product data counts, with the ratings its stats were computed from', () => {
    for (const n of [10001, 10003, 10004, 10005, 10017, 10026]) {
      const record = byNumber(n);
      const reviews = generateReviews(record);
      expect(catalogue.reviewStats(record)).toMatchObject(statsOfReviews(reviews));
    }
  });

  it('lists them newest first, with unique ids, before the catalogue date', () => {
    const reviews = generateReviews(byNumber(10001));
    const times = reviews.map((r) => Date.parse(r.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.UTC(2026, 10, 1));
  });

  it("stores the features a review's title and text mention", () => {
    for (const review of generateReviews(byNumber(10004))) expect(review.features).toEqual(reviewFeatures(review));
  });

  it('gives each showcase product one case per review among its newest seven', () => {
    for (const n of [10001, 10004, 10012]) {
      const newest = generateReviews(byNumber(n)).slice(0, 7);
      for (const [name, has] of Object.entries(CASES)) expect([n, name, newest.some(has)]).toEqual([n, name, true]);
    }
  });

  it('draws every case across the catalogue', () => {
    const reviews = catalogue.products.slice(15, 80).flatMap(generateReviews);
    for (const [name, has] of Object.entries(CASES)) expect([name, reviews.some(has)]).toEqual([name, true]);
  });

  it('writes the special cases as the spec shapes them', () => {
    const reviews = generateReviews(byNumber(10001));
    const record = byNumber(10001);
    const photo = reviews.find(CASES.photos!)!.photos[0]!;
    expect(photo.sizes.normal.url).toMatch(/^\/images\/reviews\/DRS10001\/\d+\.jpg$/);
    expect(reviews.find(CASES.response!)!.responses[0]!.clientName).toBe(`${record.brand} Customer Care`);
    expect(reviews.find(CASES.syndicated!)!.syndicationSource).toEqual({
      name: expect.any(String),
      logoImageUrl: expect.stringMatching(/^\/images\/review-sources\/[a-z-]+\.png$/),
      contentLink: expect.stringMatching(/^https:\/\/www\.[a-z-]+\.example\/reviews\/DRS10001$/),
    });
    expect(reviews.find(CASES.long!)!.reviewText.length).toBeGreaterThan(LONG_TEXT);
    for (const review of reviews) {
      expect(review.title.length).toBeGreaterThan(0);
      expect(review.username.length).toBeGreaterThan(0);
    }
  });

  it('gives fashion its Fit, Quality and Comfort ratings with their ranges and labels', () => {
    const review = generateReviews(byNumber(10001)).find((r) => r.secondaryRatings.length > 0)!;
    expect(review.secondaryRatings.map(({ rating: _rating, ...def }) => def)).toEqual([
      { label: 'Fit', ratingRange: 5, minLabel: 'Runs small', maxLabel: 'Runs large' },
      { label: 'Quality', ratingRange: 5, minLabel: 'Poor', maxLabel: 'Excellent' },
      { label: 'Comfort', ratingRange: 5, minLabel: 'Uncomfortable', maxLabel: 'Very comfortable' },
    ]);
    for (const s of review.secondaryRatings) expect(s.rating).toBeGreaterThanOrEqual(1);
  });

  it('writes nothing for a product without reviews', () => {
    expect(generateReviews(byNumber(10009))).toEqual([]);
  });
});
