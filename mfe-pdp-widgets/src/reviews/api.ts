// The reviews' calls (spec 2 §7) through apiPaths, read with swr. Answers are
// checked for their shape before use: a malformed answer reads as a failure,
// never as a broken page.
import {
  apiPaths,
  isRecord,
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
import { HttpRequestError, requestJson } from '@storefront/shared-contracts/http';

const getJson = async (path: string): Promise<unknown> => (await requestJson(path)).body;

/** An answer of the wrong shape: code MALFORMED. */
const malformed = (message: string) => new HttpRequestError({ status: null, code: 'MALFORMED', message });

/** A review the block can show: the fields it reads, of the right types. */
function isReview(value: unknown): value is Review {
  return isRecord(value) && typeof value.id === 'string' && typeof value.rating === 'number' && typeof value.reviewText === 'string' && typeof value.username === 'string';
}

export function readReviewsPage(value: unknown): ReviewsPage {
  if (!isRecord(value) || !Array.isArray(value.results)) throw malformed('reviews: unexpected answer');
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
  if (!isRecord(value) || !Array.isArray(value.features)) throw malformed('features: unexpected answer');
  return value.features.filter((f): f is ReviewFeature => isRecord(f) && typeof f.feature === 'string' && f.feature.trim() !== '');
}

/** The AI summary, or null when the product has none (404 below 30 reviews). */
export async function fetchSummary(path: string): Promise<ReviewSummaryAnswer | null> {
  try {
    const value = await getJson(path);
    if (!isRecord(value) || typeof value.summary !== 'string' || !value.summary.trim()) return null;
    return { summary: value.summary, disclaimer: typeof value.disclaimer === 'string' ? value.disclaimer : '' };
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 404) return null;
    throw error;
  }
}

/**
 * POST /_api/reviews: stored for moderation (201). Throws an HttpRequestError
 * on a refusal (the api's message; a 429's Retry-After in retryAfterSeconds)
 * or an answer without success true (code NOT_STORED).
 */
export async function writeReview(body: WriteReviewRequest): Promise<WriteReviewAnswer> {
  const { status, body: answer } = await requestJson(apiPaths.writeReview(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!isRecord(answer) || answer.success !== true) throw new HttpRequestError({ status, code: 'NOT_STORED', message: `reviews: ${status}`, body: answer });
  return answer as unknown as WriteReviewAnswer;
}
