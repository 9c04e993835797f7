// The reviews' calls (spec 2 §7) through apiPaths, read with swr. Answers are
// checked for their shape before use: a malformed answer reads as a failure,
// never as a broken page.
import {
  apiPaths,
  REVIEW_PHOTOS_LIMIT,
  REVIEWS_PAGE_SIZE,
  type Review,
  type ReviewFeature,
  type ReviewSort,
  type ReviewsPage,
  type ReviewSummaryAnswer,
  type WriteReviewAnswer,
  type WriteReviewRequest,
} from '@storefront/shared-contracts';

export class ReviewsRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A refused write's Retry-After (429: too many reviews from this address), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ReviewsRequestError';
  }
}

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new ReviewsRequestError(response.status, `${path} answered ${response.status}`);
  return response.json();
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A review the block can show: the fields it reads, of the right types. */
function isReview(value: unknown): value is Review {
  return isObject(value) && typeof value.id === 'string' && typeof value.rating === 'number' && typeof value.reviewText === 'string' && typeof value.username === 'string';
}

export function readReviewsPage(value: unknown): ReviewsPage {
  if (!isObject(value) || !Array.isArray(value.results)) throw new ReviewsRequestError(0, 'reviews: unexpected answer');
  const remainingResults = typeof value.remainingResults === 'number' && value.remainingResults > 0 ? value.remainingResults : 0;
  return { results: value.results.filter(isReview), hasNextPage: value.hasNextPage === true && remainingResults > 0, remainingResults };
}

/** The swr key of one page of the list. */
export const reviewsPageKey = (sku: string, page: number, sort: ReviewSort, feature: string | null) =>
  apiPaths.reviews({ sku, limit: REVIEWS_PAGE_SIZE, page, sort, ...(feature ? { feature } : {}) });

/** The swr key of the photo reviews (spec 2 §7: limit 100, Recent, hasPhotos). */
export const photoReviewsKey = (sku: string) => apiPaths.reviews({ sku, limit: REVIEW_PHOTOS_LIMIT, sort: 'Recent', hasPhotos: true });

export const fetchReviewsPage = async (path: string): Promise<ReviewsPage> => readReviewsPage(await getJson(path));

export async function fetchFeatures(path: string): Promise<ReviewFeature[]> {
  const value = await getJson(path);
  if (!isObject(value) || !Array.isArray(value.features)) throw new ReviewsRequestError(0, 'features: unexpected answer');
  return value.features.filter((f): f is ReviewFeature => isObject(f) && typeof f.feature === 'string' && f.feature.trim() !== '');
}

/** The AI summary, or null when the product has none (404 below 30 reviews). */
export async function fetchSummary(path: string): Promise<ReviewSummaryAnswer | null> {
  try {
    const value = await getJson(path);
    if (!isObject(value) || typeof value.summary !== 'string' || !value.summary.trim()) return null;
    return { summary: value.summary, disclaimer: typeof value.disclaimer === 'string' ? value.disclaimer : '' };
  } catch (error) {
    if (error instanceof ReviewsRequestError && error.status === 404) return null;
    throw error;
  }
}

/** POST /_api/reviews: stored for moderation (201). Throws with the api's message on a refusal. */
export async function writeReview(body: WriteReviewRequest): Promise<WriteReviewAnswer> {
  const response = await fetch(apiPaths.writeReview(), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok || !isObject(answer) || answer.success !== true) {
    const retryAfter = response.status === 429 ? Number(response.headers.get('retry-after')) : NaN;
    throw new ReviewsRequestError(
      response.status,
      isObject(answer) && typeof answer.message === 'string' ? answer.message : `reviews: ${response.status}`,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return answer as unknown as WriteReviewAnswer;
}
