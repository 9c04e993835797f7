// The reviews block's rules (spec 2 §4, §5, §9), as plain functions: what is
// loaded for a review count, truncation with its tolerance, the promotional
// prefix, chip labels and toggling, the "Show N more" cut, the "Showing 1-x
// of y" range, the photo strip and slider, rating words and the summary's
// figures. The components only show what these answer.
import {
  PROMOTIONAL_REVIEW_PREFIX,
  REVIEW_FEATURES_MIN,
  REVIEW_LIMITS,
  REVIEW_SUMMARY_MIN,
  REVIEWS_PAGE_SIZE,
  safeUrl,
  type ProductReviewStats,
  type Review,
  type ReviewPhoto,
  type SyndicationSource,
} from '@storefront/shared-contracts';

export { PROMOTIONAL_REVIEW_PREFIX, REVIEWS_PAGE_SIZE };

/** What a product's review count asks to load (spec 2 §4, §9). */
export function reviewLoads(totalReviewCount: number, sku: string | null | undefined) {
  const reviews = totalReviewCount > 0 && Boolean(sku);
  return {
    reviews,
    photos: reviews,
    features: reviews && totalReviewCount > REVIEW_FEATURES_MIN,
    summary: reviews && totalReviewCount >= REVIEW_SUMMARY_MIN,
  };
}

/** Truncation lengths (spec 2 §5): characters shown, and how far past them a text may run before it is cut. */
export const TRUNCATION = {
  tolerance: 50,
  reviewInline: 250,
  reviewModal: 2000,
  responseInline: 250,
  responseModal: 1000,
} as const;

export interface Truncated {
  text: string;
  truncated: boolean;
}

/**
 * A text cut to `limit` characters (code points, so no emoji is split) when it
 * runs more than `tolerance` past it; cut at the last space within the
 * tolerance before the limit when there is one, with an ellipsis.
 */
export function truncate(text: string, limit: number, tolerance: number = TRUNCATION.tolerance): Truncated {
  const chars = Array.from(text);
  if (chars.length <= limit + tolerance) return { text, truncated: false };
  let cut = limit;
  for (let i = limit; i > limit - tolerance && i > 0; i -= 1) {
    if (/\s/.test(chars[i]!)) {
      cut = i;
      break;
    }
  }
  return { text: `${chars.slice(0, cut).join('').trimEnd()}…`, truncated: true };
}

/** The bracketed "[This review …]" prefix of a promotional review (spec 2 §4). */
const PROMOTIONAL_PREFIX = /^\s*\[\s*This review[^\]]*\]\s*/i;

/** A review's text without its promotional prefix, and whether it had one. */
export function splitPromotional(reviewText: string): { text: string; promotional: boolean } {
  const match = PROMOTIONAL_PREFIX.exec(reviewText);
  return match ? { text: reviewText.slice(match[0].length), promotional: true } : { text: reviewText, promotional: false };
}

/** A keyword chip's label: 'color' is shown as 'colour' (spec 2 §5). */
export function chipLabel(feature: string): string {
  return feature.replace(/\bcolor(s?)\b/gi, (word, plural: string) => `${word[0] === 'C' ? 'C' : 'c'}olour${plural}`);
}

/** The keyword filter after a chip is pressed: pressing the active chip again clears it. */
export function nextFeature(active: string | null, pressed: string): string | null {
  return active === pressed ? null : pressed;
}

/** N of "Show N more": what is left, at most a page. */
export function showMoreCount(remainingResults: number): number {
  return Math.max(0, Math.min(REVIEWS_PAGE_SIZE, Math.floor(remainingResults)));
}

/** "Showing 1-x of y reviews" after `pages` pages, from the last page's answer. */
export function showingRange(pages: number, lastPageResults: number, remainingResults: number): { to: number; total: number } {
  const to = (pages - 1) * REVIEWS_PAGE_SIZE + lastPageResults;
  return { to, total: to + Math.max(0, remainingResults) };
}

/** Rating words (spec 2 §9): the key of the word for a rating, rounded to a whole star. */
export const RATING_WORDS = { 5: 'excellent', 4: 'good', 3: 'average', 2: 'fair', 1: 'poor' } as const;
export type RatingWord = (typeof RATING_WORDS)[keyof typeof RATING_WORDS];

export function ratingWord(rating: number): RatingWord | null {
  if (!Number.isFinite(rating) || rating < 1) return null;
  return RATING_WORDS[Math.min(5, Math.round(rating)) as keyof typeof RATING_WORDS];
}

/** Percent of reviewers who recommend the product, rounded; null when nobody said. */
export function recommendedPercent(stats: Pick<ProductReviewStats, 'recommendedCount' | 'notRecommendedCount'>): number | null {
  const yes = stats.recommendedCount ?? 0;
  const no = stats.notRecommendedCount ?? 0;
  return yes + no > 0 ? Math.round((yes / (yes + no)) * 100) : null;
}

/** The five-star distribution, 5 to 1, each with its share of the reviews (0..100); null without data. */
export function distributionBars(stats: Pick<ProductReviewStats, 'ratingDistribution' | 'totalReviewCount'>): Array<{ rating: number; count: number; percent: number }> | null {
  const rows = stats.ratingDistribution;
  if (!Array.isArray(rows) || rows.length === 0) return null;
  const counts = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: Math.max(0, rows.find((r) => r.rating === rating)?.count ?? 0) }));
  const total = counts.reduce((n, r) => n + r.count, 0) || stats.totalReviewCount;
  return counts.map((r) => ({ ...r, percent: total > 0 ? Math.round((r.count / total) * 100) : 0 }));
}

/** Where a rating sits on its range, 0..100, for a secondary rating's marker. */
export function ratingPosition(rating: number, ratingRange: number): number {
  if (!(ratingRange > 1) || !Number.isFinite(rating)) return 0;
  return Math.round(((Math.min(ratingRange, Math.max(1, rating)) - 1) / (ratingRange - 1)) * 100);
}

/** Photo strip (spec 2 §9): 2 thumbnails on a phone, 3 on a desktop, then a '+N' tile for the rest. */
export function photoStrip(total: number, desktop: boolean): { thumbnails: number; more: number } {
  return stripOf(total, desktop ? 3 : 2);
}

/** A strip of `visible` thumbnails at most, and how many a '+N' tile stands for (reviews' strip, the user-generated-content gallery). */
export function stripOf(total: number, visible: number): { thumbnails: number; more: number } {
  const thumbnails = Math.max(0, Math.min(total, visible));
  return { thumbnails, more: Math.max(0, total - thumbnails) };
}

/** The photo modal's slider (spec 2 §9): 3 (phone) or 6 (desktop) before it scrolls; 2.5 slides on a phone. */
export const PHOTO_SLIDER = {
  mobile: { visible: 3, slidesPerView: 2.5 },
  desktop: { visible: 6, slidesPerView: 6 },
} as const;

export interface PhotoEntry {
  photo: ReviewPhoto;
  url: string;
  review: Review;
}

/** Every photo of the photo reviews, in their order, with a safe address only. */
export function photosOf(reviews: readonly Review[]): PhotoEntry[] {
  return reviews.flatMap((review) =>
    (Array.isArray(review.photos) ? review.photos : []).flatMap((photo) => {
      const url = safeUrl(photo?.sizes?.normal?.url);
      return url ? [{ photo, url, review }] : [];
    }),
  );
}

/** A syndicated review's source: its name, and the logo and link only when they are web addresses. */
export function syndicationOf(review: Pick<Review, 'isSyndicated' | 'syndicationSource'>): { name: string; logo: string | null; link: string | null } | null {
  const source: SyndicationSource | undefined = review.syndicationSource;
  if (!source || typeof source.name !== 'string' || !source.name.trim()) return null;
  return { name: source.name.trim(), logo: safeUrl(source.logoImageUrl), link: safeUrl(source.contentLink) };
}

// The write-review form (POST /_api/reviews takes the same limits).

export interface ReviewFormValues {
  rating: number | null;
  title: string;
  reviewText: string;
  username: string;
  userLocation: string;
  isRecommended: boolean | null;
}

export type ReviewFormField = 'rating' | 'title' | 'reviewText' | 'username' | 'userLocation';
export type ReviewFormError = { code: 'required' } | { code: 'tooLong'; max: number };

export { REVIEW_LIMITS };

/** The form's errors by field, in the form's order; empty when it may be sent. */
export function validateReview(values: ReviewFormValues): Partial<Record<ReviewFormField, ReviewFormError>> {
  const errors: Partial<Record<ReviewFormField, ReviewFormError>> = {};
  if (values.rating === null || !Number.isInteger(values.rating) || values.rating < 1 || values.rating > 5) errors.rating = { code: 'required' };
  for (const field of ['title', 'reviewText', 'username', 'userLocation'] as const) {
    const text = values[field].trim();
    if (!text && field !== 'userLocation') errors[field] = { code: 'required' };
    // UTF-16 length, as the api counts it.
    else if (text.length > REVIEW_LIMITS[field]) errors[field] = { code: 'tooLong', max: REVIEW_LIMITS[field] };
  }
  return errors;
}

/**
 * When a shopper refused for sending too many reviews may try again, in the
 * page's language ("in 1 hour", "dans 45 minutes"): whole minutes under an
 * hour, else whole hours, rounded up so the shopper is never told too early.
 */
export function tryAgainIn(seconds: number, locale: string): string {
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 60 ? words.format(minutes, 'minute') : words.format(Math.ceil(minutes / 60), 'hour');
}
