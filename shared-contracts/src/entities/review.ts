// Reviews (spec 2 §3, §4, §7, §9): what GET /_api/reviews and its siblings
// answer, what POST /_api/reviews takes, and the constants both sides share.
// Review text, username and location are user content: shown as text, never
// as markup.

export interface ReviewSecondaryRating {
  rating: number;
  ratingRange: number;
  label: string;
  minLabel?: string;
  maxLabel?: string;
}

export interface ReviewPhoto {
  id: string;
  caption?: string;
  /** `normal.url` carries no query: append `?w=&q=` like product images (imageUrl). */
  sizes: { normal: { url: string } };
}

export interface ReviewResponse {
  clientName: string;
  text: string;
}

export interface SyndicationSource {
  name: string;
  logoImageUrl?: string;
  contentLink?: string;
}

export interface Review {
  id: string;
  rating: number;
  title: string;
  /** May start with PROMOTIONAL_REVIEW_PREFIX (a promotional review). */
  reviewText: string;
  userLocation?: string;
  username: string;
  /** ISO date and time. */
  submittedAt: string;
  /** Whether the reviewer recommends the product; absent when they did not say. */
  isRecommended?: boolean;
  secondaryRatings?: ReviewSecondaryRating[];
  responses?: ReviewResponse[];
  isSyndicated?: boolean;
  syndicationSource?: SyndicationSource;
  photos?: ReviewPhoto[];
}

export interface ReviewStats {
  totalReviewCount: number;
  averageRating: number;
  ratingDistribution: Array<{ rating: number; count: number }>;
  /** Averages of each secondary rating over the reviews that gave it. */
  secondaryRatings?: ReviewSecondaryRating[];
  recommendedCount: number;
  notRecommendedCount: number;
}

export const REVIEW_SORTS = ['Recent', 'HighestRating', 'LowestRating'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Query of GET /_api/reviews. `sku`: a variant sku, the product key or its id. */
export interface ReviewsQuery {
  sku: string;
  /** 1..REVIEWS_MAX_LIMIT, REVIEWS_PAGE_SIZE when absent. */
  limit?: number;
  /** From 1. */
  page?: number;
  /** Recent when absent. */
  sort?: ReviewSort;
  /** A `feature` of GET /_api/reviews/features: only the reviews that mention it. */
  feature?: string;
  /** Only the reviews with photos. */
  hasPhotos?: boolean;
}

/** Answer of GET /_api/reviews (approved reviews only). */
export interface ReviewsPage {
  results: Review[];
  hasNextPage: boolean;
  /** Reviews after this page. */
  remainingResults: number;
}

/** A "Reviews That Mention" chip: `feature` is the keyword ('color' is shown as 'colour'). */
export interface ReviewFeature {
  feature: string;
  /** How many reviews mention it. */
  count: number;
}

/** Answer of GET /_api/reviews/features: empty unless the product has more than REVIEW_FEATURES_MIN reviews. */
export interface ReviewFeaturesAnswer {
  features: ReviewFeature[];
}

/** Answer of GET /_api/reviews/summary (404 below REVIEW_SUMMARY_MIN reviews). */
export interface ReviewSummaryAnswer {
  summary: string;
  disclaimer: string;
}

/** Body of POST /_api/reviews (JSON). */
export interface WriteReviewRequest {
  sku: string;
  /** Whole number 1..5. */
  rating: number;
  title: string;
  reviewText: string;
  username: string;
  userLocation?: string;
  isRecommended?: boolean;
}

/** Answer of POST /_api/reviews (201): stored for moderation, not listed until approved. */
export interface WriteReviewAnswer {
  success: true;
  status: 'pending';
  id: string;
}

/** Spec 2 §9. */
export const REVIEWS_PAGE_SIZE = 5;
export const REVIEW_PHOTOS_LIMIT = 100;
export const REVIEWS_MAX_LIMIT = 100;
/** Keyword chips when a product has more reviews than this. */
export const REVIEW_FEATURES_MIN = 10;
/** The AI summary when a product has at least this many reviews. */
export const REVIEW_SUMMARY_MIN = 30;

/** Limits of a written review (POST /_api/reviews). */
export const REVIEW_LIMITS = { title: 100, reviewText: 5000, username: 50, userLocation: 60 } as const;

/** The bracketed prefix of a promotional review's text (spec 2 §4): stripped, with a promotion note shown. */
export const PROMOTIONAL_REVIEW_PREFIX = '[This review was collected as part of a promotion.]';
