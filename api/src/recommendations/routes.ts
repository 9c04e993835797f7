// GET /_api/recommendations (the local recommendation engine) and
// GET /_api/search/visuallySimilar (spec 2 §7). Neither is cached.
import type { RecommendationsAnswer } from '@storefront/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { fasciaOf } from '../http/fascia';
import { RecommendationEngine } from './engine';
import { LATENCY_COOKIE, parseLatencyCookie, parseRecommendationsQuery, parseVisuallySimilarQuery } from './rules';
import { NOT_JSON_ANSWER, visuallySimilarAnswer } from './visuallySimilar';

export interface RecommendationOptions {
  /** Every recommendation answer waits this long (ms) unless the request asks otherwise (RECS_LATENCY_MS). */
  latencyMs: number;
  /** Product keys whose visually similar search answers a non-JSON body (VISUALLY_SIMILAR_FAIL_KEYS). */
  visuallySimilarFailKeys: readonly string[];
}

export async function recommendationRoutes(app: FastifyInstance, { catalogue }: ApiContext, options: RecommendationOptions) {
  const engine = new RecommendationEngine(catalogue);
  const failKeys = new Set(options.visuallySimilarFailKeys.map((key) => key.toUpperCase()));

  app.get('/_api/recommendations', async (request, reply) => {
    const input = parseRecommendationsQuery(request.query);
    const latency = input.latencyMs ?? parseLatencyCookie(request.cookies?.[LATENCY_COOKIE]) ?? options.latencyMs;
    for (const id of input.items.keys()) {
      if (!catalogue.productById(id)) throw notFound('PRODUCT_NOT_FOUND', `We could not find product ${id}.`, input.productField);
    }
    const answer: RecommendationsAnswer = { recommendationId: input.recommendationId, items: engine.recommend(input, fasciaOf(request)) };
    if (latency > 0) await sleep(latency);
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.get('/_api/search/visuallySimilar', async (request, reply) => {
    const query = parseVisuallySimilarQuery(request.query);
    const fascia = fasciaOf(request);
    const record = catalogue.productByKey(query.key.toUpperCase());
    if (!record || !catalogue.isSoldIn(record, fascia.key)) throw notFound('PRODUCT_NOT_FOUND', 'We could not find that product.', 'key');
    reply.header('cache-control', 'no-store');
    if (failKeys.has(record.key)) return reply.type('text/html; charset=utf-8').send(NOT_JSON_ANSWER);
    return reply.send(visuallySimilarAnswer(catalogue, record, query.colour, fascia));
  });
}
