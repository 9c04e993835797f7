// Review request rules: the query of GET /_api/reviews and its siblings, the
// body of POST /_api/reviews, the sort orders and the paging maths. Plain
// functions; bad input throws a 400 naming its field.
import {
  REVIEW_LIMITS, REVIEW_SORTS, REVIEWS_MAX_LIMIT, REVIEWS_PAGE_SIZE, type ReviewSort, type WriteReviewRequest,
} from '@storefront/shared-contracts';
import { z } from 'zod';
import { parseWith } from '../http/errors';
import { FEATURES } from './features';
import { featureOfWord, featureWord, type ReviewLocale } from './labels';

/** Far past any product's reviews; keeps OFFSET small. */
export const MAX_PAGE = 10_000;

const skuSchema = z
  .string({ error: 'sku is required.' })
  .trim()
  .min(1, { error: 'sku is required.' })
  .max(64, { error: 'sku can be at most 64 characters.' });

function wholeNumber(field: string, min: number, max: number) {
  const message = `${field} must be a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

const skuQuery = z.object({ sku: skuSchema });

/** The list's query in a locale: its `feature` is the keyword or the locale's chip word for it. */
const listQueryIn = (locale: ReviewLocale) => z.object({
  sku: skuSchema,
  limit: wholeNumber('limit', 1, REVIEWS_MAX_LIMIT).default(REVIEWS_PAGE_SIZE),
  page: wholeNumber('page', 1, MAX_PAGE).default(1),
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}.` }).default('Recent'),
  feature: z
    .string({ error: 'feature must be text.' })
    .trim()
    .refine((value) => value === '' || featureOfWord(value, locale) !== undefined, {
      error: `feature must be one of ${FEATURES.map((feature) => featureWord(feature, locale)).join(', ')}.`,
    })
    .transform((value) => (value ? featureOfWord(value, locale) : undefined))
    .optional(),
  hasPhotos: z
    .enum(['true', 'false'], { error: 'hasPhotos must be true or false.' })
    .transform((value) => value === 'true')
    .optional(),
});

export type ListQuery = z.infer<ReturnType<typeof listQueryIn>>;

const LIST_QUERIES = new Map<ReviewLocale, ReturnType<typeof listQueryIn>>();

export function parseListQuery(query: unknown, locale: ReviewLocale = 'en-GB'): ListQuery {
  let schema = LIST_QUERIES.get(locale);
  if (!schema) LIST_QUERIES.set(locale, (schema = listQueryIn(locale)));
  return parseWith(schema, query);
}
export const parseSkuQuery = (query: unknown): string => parseWith(skuQuery, query).sku;

/** Newest first, ties by id so pages never overlap. */
export const SORT_ORDER: Record<ReviewSort, string> = {
  Recent: 'submitted_at DESC, id',
  HighestRating: 'rating DESC, submitted_at DESC, id',
  LowestRating: 'rating ASC, submitted_at DESC, id',
};

/** Where a page starts and what is left after it. */
export function pageOf(total: number, page: number, limit: number): { offset: number; hasNextPage: boolean; remainingResults: number } {
  const remainingResults = Math.max(0, total - page * limit);
  return { offset: (page - 1) * limit, hasNextPage: remainingResults > 0, remainingResults };
}

function text(field: keyof typeof REVIEW_LIMITS) {
  const max = REVIEW_LIMITS[field];
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required.` : `${field} must be text.`) })
    .trim()
    .max(max, { error: `${field} can be at most ${max.toLocaleString('en-GB')} characters.` });
}

const required = (field: 'title' | 'reviewText' | 'username') => text(field).min(1, { error: `${field} is required.` });

const ratingMessage = 'rating is required: a whole number of stars from 1 to 5.';

const writeReview = z.object(
  {
    sku: skuSchema,
    // A form sends the rating as text.
    rating: z.preprocess(
      (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
      z.number({ error: ratingMessage }).int({ error: ratingMessage }).min(1, { error: ratingMessage }).max(5, { error: ratingMessage }),
    ),
    title: required('title'),
    reviewText: required('reviewText'),
    username: required('username'),
    userLocation: text('userLocation').optional(),
    isRecommended: z.boolean({ error: 'isRecommended must be true or false.' }).optional(),
  },
  { error: 'Send the review as a JSON object.' },
);

export function parseWriteReview(body: unknown): WriteReviewRequest {
  const input = parseWith(writeReview, body);
  // An empty location is no location.
  return { ...input, userLocation: input.userLocation || undefined };
}
