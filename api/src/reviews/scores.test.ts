// Review scores and the product data's review stats: the same on every
// start, true to the catalogue's drawn counts and averages, and covering
// every case of the reviews block. (Making scores is slow under jest's vm:
// the whole catalogue's are not made here.)
import { REVIEW_FEATURES_MIN, REVIEW_SUMMARY_MIN } from '@storefront/shared-contracts';
import { Catalogue } from '../catalogue/catalogue';
import { reviewScores, reviewStatsFor, reviewSummaryOf, scoreAt } from './scores';

const catalogue = Catalogue.generate();
const products = catalogue.products;
const countOf = (n: number) => catalogue.productById(String(n))!.reviewStats.totalReviewCount;

describe('review scores', () => {
  it('are the same on every call', () => {
    const record = catalogue.productById('10004')!;
    expect(reviewScores(record)).toEqual(reviewScores(record));
  });

  it("add up to the count and average the product data gives, known without making them", () => {
    for (const product of products.slice(0, 300)) {
      const stats = reviewStatsFor(product);
      expect({ totalReviewCount: stats.totalReviewCount, averageRating: stats.averageRating }).toEqual(product.reviewStats);
    }
  });

  it("give every product the count drawn and, past ten reviews, the average drawn", () => {
    for (const { n, reviewStats: stats, reviewTarget: target } of products) {
      expect(stats).toEqual(reviewSummaryOf(target));
      expect(stats.totalReviewCount).toBe(target.totalReviewCount);
      // Ten ratings or fewer cannot always make an average like 3.7.
      if (target.totalReviewCount > 10) expect([n, stats.averageRating]).toEqual([n, target.averageRating]);
    }
  });

  it('keep stats whole: the distribution adds up, recommendations within the count, secondary averages in range', () => {
    for (const stats of products.slice(0, 200).map((p) => catalogue.reviewStats(p))) {
      expect(stats.ratingDistribution.map((d) => d.rating)).toEqual([5, 4, 3, 2, 1]);
      expect(stats.ratingDistribution.reduce((sum, d) => sum + d.count, 0)).toBe(stats.totalReviewCount);
      expect(stats.recommendedCount + stats.notRecommendedCount).toBeLessThanOrEqual(stats.totalReviewCount);
      for (const s of stats.secondaryRatings ?? []) {
        expect(s.rating).toBeGreaterThanOrEqual(1);
        expect(s.rating).toBeLessThanOrEqual(s.ratingRange);
      }
    }
  });

  it('recommend with good ratings and not with bad ones, or say nothing', () => {
    const scores = reviewScores(catalogue.productById('10001')!);
    for (let i = 0; i < scores.ratings.length; i++) {
      const { rating, isRecommended } = scoreAt(scores, i);
      if (rating >= 4) expect(isRecommended).not.toBe(false);
      if (rating <= 2) expect(isRecommended).not.toBe(true);
    }
  });

  it('cover every case of the reviews block, on the showcase products and across the catalogue', () => {
    expect(countOf(10009)).toBe(0);
    expect(countOf(10005)).toBeGreaterThanOrEqual(1);
    expect(countOf(10005)).toBeLessThanOrEqual(REVIEW_FEATURES_MIN);
    for (const n of [10003, 10010, 10014]) {
      expect(countOf(n)).toBeGreaterThan(REVIEW_FEATURES_MIN);
      expect(countOf(n)).toBeLessThan(REVIEW_SUMMARY_MIN);
    }
    for (const n of [10002, 10011]) expect(countOf(n)).toBeGreaterThanOrEqual(REVIEW_SUMMARY_MIN);
    for (const n of [10004, 10006, 10007, 10012, 10013, 10015]) expect(countOf(n)).toBeGreaterThanOrEqual(100);
    expect(countOf(10001)).toBeGreaterThanOrEqual(400);

    const counts = products.map((p) => p.reviewStats.totalReviewCount);
    expect(counts.filter((c) => c === 0).length).toBeGreaterThan(100);
    expect(counts.filter((c) => c >= 1 && c <= REVIEW_FEATURES_MIN).length).toBeGreaterThan(100);
    expect(counts.filter((c) => c > REVIEW_FEATURES_MIN && c < REVIEW_SUMMARY_MIN).length).toBeGreaterThan(100);
    expect(counts.filter((c) => c >= REVIEW_SUMMARY_MIN).length).toBeGreaterThan(100);
  });
});
