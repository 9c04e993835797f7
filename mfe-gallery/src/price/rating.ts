// Star rating with review count (spec 2 §2, §9): the rating to one decimal.
import { formatDecimal } from '@storefront/shared-contracts';

export interface RatingView {
  /** 0 to 1, the filled part of the stars. */
  fill: number;
  /** One decimal in the shopper's locale ("4.6", "4,6"). */
  rating: string;
  count: number;
}

/** Nothing to show without reviews or with a rating that is not a number. */
export function ratingView(stats: { averageRating?: unknown; totalReviewCount?: unknown } | undefined, locale: string): RatingView | null {
  const count = stats?.totalReviewCount;
  const average = stats?.averageRating;
  if (typeof count !== 'number' || !Number.isInteger(count) || count <= 0) return null;
  if (typeof average !== 'number' || !Number.isFinite(average)) return null;
  const clamped = Math.min(5, Math.max(0, average));
  return {
    fill: clamped / 5,
    rating: formatDecimal(clamped, locale, 1),
    count,
  };
}
