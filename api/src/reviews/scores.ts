// Review scores: each review's rating, recommendation and secondary ratings,
// from the product's own seed (never the catalogue's streams). generate.ts
// writes the reviews around them, and the product page's full review stats
// are computed from them, so the stats always agree with the reviews listed.
// Ratings are nudged to the sum of the count and average the catalogue drew
// (`reviewTarget`), so the count and average are known without making any
// score: the catalogue and the search index take them at start for every
// product, where making some 600,000 reviews' scores would cost seconds.
import type { ProductType, ReviewSecondaryRating, ReviewStats, ReviewStatsSummary } from '@storefront/shared-contracts';
import { type Rng, createRng, deriveSeed } from '../random/prng';
import { PROFILES, type ReviewProfile, type SecondaryDef } from './phrases';

const SCORES_SEED = 20261125;

/** Review count and average the catalogue drew for a product. */
export interface ReviewTarget {
  averageRating: number;
  totalReviewCount: number;
}

/** What of a catalogue product (catalogue/generate.ts ProductRecord) its reviews are drawn from. */
export interface ReviewSubject {
  n: number;
  productType: ProductType;
  reviewTarget: ReviewTarget;
  category: { slug: string };
}

/** One review's scores, as generate.ts writes them. */
export interface ReviewScore {
  rating: number;
  isRecommended: boolean | null;
  secondaryRatings: ReviewSecondaryRating[];
}

/** Every review's scores, newest first, in typed arrays (a product may have hundreds). */
export interface ReviewScores {
  ratings: Uint8Array;
  /** 1 recommended, 0 not, -1 did not say. */
  recommended: Int8Array;
  /** Per review, one value per `defs` entry; 0 when the review gave no secondary ratings. */
  secondary: Uint8Array;
  defs: readonly SecondaryDef[];
}

export function profileOf({ productType, category }: { productType: ProductType; category: { slug: string } }): ReviewProfile {
  if (productType === 'fashion') return category.slug.endsWith('shoes') ? PROFILES.shoes : PROFILES.fashion;
  if (productType === 'beauty') {
    if (category.slug === 'beauty-lips') return PROFILES.lips;
    return /foundation|powder/.test(category.slug) ? PROFILES.base : PROFILES.care;
  }
  return PROFILES.home;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

/** One value of a secondary rating: near the review's rating, or near the middle (Fit: true to size). */
function secondaryValue(rng: Rng, def: SecondaryDef, rating: number): number {
  const centre = def.around === 'middle' ? Math.ceil(def.ratingRange / 2) : rating;
  return clamp(centre + rng.int(-1, 1), 1, def.ratingRange);
}

/** What the ratings add up to: the average drawn times the count, within 1 to 5 stars each. */
function targetSum({ averageRating, totalReviewCount: count }: ReviewTarget): number {
  return clamp(Math.round(averageRating * count), count, 5 * count);
}

/** The count and average of the product data, without making the scores: their ratings add up to targetSum. */
export function reviewSummaryOf(target: ReviewTarget): ReviewStatsSummary {
  const count = Math.max(0, target.totalReviewCount);
  return { totalReviewCount: count, averageRating: count ? round1(targetSum(target) / count) : 0 };
}

/** Every review's scores; the same for a product on every call. */
export function reviewScores(subject: ReviewSubject): ReviewScores {
  const { totalReviewCount: count, averageRating: target } = subject.reviewTarget;
  const defs = profileOf(subject).secondary;
  const scores: ReviewScores = {
    ratings: new Uint8Array(Math.max(0, count)),
    recommended: new Int8Array(Math.max(0, count)),
    secondary: new Uint8Array(Math.max(0, count) * defs.length),
    defs,
  };
  if (count <= 0) return scores;
  const { ratings, recommended, secondary } = scores;
  const rng = createRng(deriveSeed(SCORES_SEED, subject.n));
  // Around the target, spread over about two stars either side, and a few
  // disappointed customers whatever the average, as real reviews have...
  let sum = 0;
  for (let i = 0; i < count; i++) {
    ratings[i] = rng.chance(0.06) ? rng.int(1, 2) : clamp(Math.round(target + (rng.next() + rng.next() - 1) * 2.2), 1, 5);
    sum += ratings[i]!;
  }
  // ...then nudged one star at a time to the target's sum.
  const wanted = targetSum(subject.reviewTarget);
  while (sum !== wanted) {
    const i = rng.int(0, count - 1);
    const step = sum < wanted ? 1 : -1;
    const next = ratings[i]! + step;
    if (next >= 1 && next <= 5) {
      ratings[i] = next;
      sum += step;
    }
  }
  for (let i = 0; i < count; i++) {
    const rating = ratings[i]!;
    const said = rng.next();
    recommended[i] = said < 0.1 ? -1 : rating >= 4 ? 1 : rating <= 2 ? 0 : said < 0.55 ? 1 : 0;
    if (rng.chance(0.7)) {
      for (let d = 0; d < defs.length; d++) secondary[i * defs.length + d] = secondaryValue(rng, defs[d]!, rating);
    }
  }
  return scores;
}

/** Review `index`'s scores as an object. */
export function scoreAt({ ratings, recommended, secondary, defs }: ReviewScores, index: number): ReviewScore {
  const said = recommended[index]!;
  return {
    rating: ratings[index]!,
    isRecommended: said === -1 ? null : said === 1,
    secondaryRatings: secondary[index * defs.length]
      ? defs.map(({ around: _around, ...shown }, d) => ({ ...shown, rating: secondary[index * defs.length + d]! }))
      : [],
  };
}

/** The review stats of the product data (spec 2 §3), from the scores. */
export function reviewStatsOf({ ratings, recommended, secondary, defs }: ReviewScores): ReviewStats {
  const count = ratings.length;
  const distribution = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 }));
  const totals = defs.map(() => ({ total: 0, given: 0 }));
  let sum = 0;
  let recommendedCount = 0;
  let notRecommendedCount = 0;
  for (let i = 0; i < count; i++) {
    sum += ratings[i]!;
    distribution[5 - ratings[i]!]!.count += 1;
    if (recommended[i] === 1) recommendedCount += 1;
    if (recommended[i] === 0) notRecommendedCount += 1;
    if (!secondary[i * defs.length]) continue;
    for (let d = 0; d < defs.length; d++) {
      totals[d]!.total += secondary[i * defs.length + d]!;
      totals[d]!.given += 1;
    }
  }
  return {
    totalReviewCount: count,
    averageRating: count ? round1(sum / count) : 0,
    ratingDistribution: distribution,
    secondaryRatings: defs
      .map(({ around: _around, ...shown }, d) => ({ ...shown, rating: totals[d]!.given ? round1(totals[d]!.total / totals[d]!.given) : 0 }))
      .filter((_, d) => totals[d]!.given > 0),
    recommendedCount,
    notRecommendedCount,
  };
}

export function reviewStatsFor(subject: ReviewSubject): ReviewStats {
  return reviewStatsOf(reviewScores(subject));
}
