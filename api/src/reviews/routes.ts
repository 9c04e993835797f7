// GET /_api/reviews, /_api/reviews/features, /_api/reviews/summary and
// POST /_api/reviews (spec 2 §7). `sku` names the product: a variant sku,
// the product key or its id.
import type { ReviewFeaturesAnswer, ReviewSummaryAnswer, WriteReviewAnswer } from '@storefront/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { creationLimit, DEFAULT_CREATION_LIMITS, type CreationLimit } from '../http/creationLimit';
import { notFound } from '../http/errors';
import { fasciaOf } from '../http/fascia';
import { SUMMARY_WORDS } from './labels';
import { parseListQuery, parseSkuQuery, parseWriteReview } from './rules';

const CACHE = 'private, max-age=60';
/** The provider's words are in the fascia's language, which the host or the fascia cookie chooses. */
const VARY = 'cookie, host';

export async function reviewRoutes(app: FastifyInstance, { reviews }: ApiContext, { limit = DEFAULT_CREATION_LIMITS.reviews }: { limit?: CreationLimit } = {}) {
  const productOf = (sku: string) => {
    const product = reviews.productOf(sku);
    if (!product) throw notFound('PRODUCT_NOT_FOUND', 'We could not find that product.', 'sku');
    return product;
  };

  app.get('/_api/reviews', async (request, reply) => {
    const { locale } = fasciaOf(request);
    const query = parseListQuery(request.query, locale);
    const page = await reviews.list(productOf(query.sku), query, locale);
    return reply.header('cache-control', CACHE).header('vary', VARY).send(page);
  });

  app.get('/_api/reviews/features', async (request, reply) => {
    const { locale } = fasciaOf(request);
    const answer: ReviewFeaturesAnswer = { features: await reviews.features(productOf(parseSkuQuery(request.query)), locale) };
    return reply.header('cache-control', CACHE).header('vary', VARY).send(answer);
  });

  app.get('/_api/reviews/summary', async (request, reply) => {
    const { locale } = fasciaOf(request);
    const summary = await reviews.summary(productOf(parseSkuQuery(request.query)), locale);
    if (!summary) throw notFound('NO_REVIEW_SUMMARY', 'This product does not have enough reviews for a summary yet.');
    const answer: ReviewSummaryAnswer = { summary, disclaimer: SUMMARY_WORDS[locale].disclaimer };
    return reply.header('cache-control', CACHE).header('vary', VARY).send(answer);
  });

  app.post('/_api/reviews', creationLimit(limit, 'reviews sent'), async (request, reply) => {
    const input = parseWriteReview(request.body);
    const id = await reviews.write(productOf(input.sku), input, fasciaOf(request).key);
    const answer: WriteReviewAnswer = { success: true, status: 'pending', id };
    return reply.status(201).header('cache-control', 'no-store').send(answer);
  });
}
