// The queries of GET /_api/recommendations and GET /_api/search/visuallySimilar,
// and the test knobs (latency, the visually similar key that fails). Bad
// input throws a 400 naming its field.
import {
  FASCIA_KEYS, RECOMMENDATION_IDS, RECOMMENDATION_MAX_ITEMS, RECOMMENDATION_MAX_SIZE, RECOMMENDATION_SIZE, type FasciaKey,
} from '@storefront/shared-contracts';
import { z } from 'zod';
import { badRequest, parseWith } from '../http/errors';
import type { RecommendationRequest } from './engine';

/** The longest the engine may be slowed (ms). */
export const MAX_LATENCY_MS = 10_000;
/** The most an item may weigh. */
export const MAX_ITEM_WEIGHT = 100;
/** The cookie that slows this browser's recommendation answers (ms): e2e tests set it. */
export const LATENCY_COOKIE = 'recs_latency_ms';
/** Visually similar answers this key with a non-JSON body unless VISUALLY_SIMILAR_FAIL_KEYS says otherwise. */
export const DEFAULT_VISUALLY_SIMILAR_FAIL_KEYS = ['DRS10010'];

function wholeNumber(field: string, min: number, max: number) {
  const message = `${field} must be a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

const PRODUCT_ID = /^\d{1,12}$/;

/** `id` or `id:weight`, comma separated. */
const itemsSchema = z
  .string({ error: 'items must be text: product ids with weights, like 10001:2,10002:1.' })
  .trim()
  .min(1, { error: 'items must name at least one product, like 10001:2,10002:1.' })
  .transform((text, ctx) => {
    const items = new Map<string, number>();
    const parts = text.split(',');
    if (parts.length > RECOMMENDATION_MAX_ITEMS) {
      ctx.addIssue({ code: 'custom', message: `items can name at most ${RECOMMENDATION_MAX_ITEMS} products.` });
      return z.NEVER;
    }
    for (const part of parts) {
      const [id = '', weightText, ...rest] = part.trim().split(':');
      const weight = weightText === undefined ? 1 : Number(weightText);
      if (!PRODUCT_ID.test(id) || rest.length > 0) {
        ctx.addIssue({ code: 'custom', message: `items: "${part.trim()}" is not a product id with an optional weight, like 10001:2.` });
        return z.NEVER;
      }
      if (weightText !== undefined && (weightText.trim() === '' || !Number.isFinite(weight) || weight <= 0 || weight > MAX_ITEM_WEIGHT)) {
        ctx.addIssue({ code: 'custom', message: `items: the weight of ${id} must be a number above 0 and at most ${MAX_ITEM_WEIGHT}.` });
        return z.NEVER;
      }
      if (items.has(id)) {
        ctx.addIssue({ code: 'custom', message: `items names ${id} twice.` });
        return z.NEVER;
      }
      items.set(id, weight);
    }
    return items;
  });

const recommendationsQuery = z.object({
  recommendationId: z.enum(RECOMMENDATION_IDS, { error: `recommendationId must be one of ${RECOMMENDATION_IDS.join(', ')}.` }),
  productId: z
    .string({ error: 'productId must be one product id.' })
    .trim()
    .regex(PRODUCT_ID, { error: 'productId must be a product id (digits only).' })
    .optional(),
  items: itemsSchema.optional(),
  size: wholeNumber('size', 1, RECOMMENDATION_MAX_SIZE).default(RECOMMENDATION_SIZE),
  fillWithRandom: z
    .enum(['true', 'false'], { error: 'fillWithRandom must be true or false.' })
    .transform((value) => value === 'true')
    .default(false),
  latencyMs: wholeNumber('latencyMs', 0, MAX_LATENCY_MS).optional(),
});

export interface RecommendationsInput extends RecommendationRequest {
  /** Asked with `?latencyMs=`. */
  latencyMs?: number;
  /** Which field named the products (for a 404's field). */
  productField: 'productId' | 'items';
}

export function parseRecommendationsQuery(query: unknown): RecommendationsInput {
  const parsed = parseWith(recommendationsQuery, query);
  if (!parsed.productId && !parsed.items) {
    throw badRequest('INVALID_INPUT', 'Name the products to recommend for: productId, or items as id:weight pairs.', 'productId');
  }
  const items = new Map(parsed.items ?? []);
  if (parsed.productId && !items.has(parsed.productId)) items.set(parsed.productId, 1);
  if (items.size > RECOMMENDATION_MAX_ITEMS) throw badRequest('INVALID_INPUT', `items can name at most ${RECOMMENDATION_MAX_ITEMS} products.`, 'items');
  return {
    recommendationId: parsed.recommendationId,
    items,
    size: parsed.size,
    fillWithRandom: parsed.fillWithRandom,
    ...(parsed.latencyMs !== undefined ? { latencyMs: parsed.latencyMs } : {}),
    productField: parsed.items ? 'items' : 'productId',
  };
}

const latencyCookie = wholeNumber(LATENCY_COOKIE, 0, MAX_LATENCY_MS);

/** The latency cookie's value; a 400 naming it when it is not a whole number in range. */
export function parseLatencyCookie(value: string | undefined): number | undefined {
  return value === undefined ? undefined : parseWith(latencyCookie, value, 'INVALID_INPUT', LATENCY_COOKIE);
}

/** RECS_LATENCY_MS (ms, 0 when unset); anything else than a whole number in range is refused at start. */
export function latencyFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS) throw new Error(`RECS_LATENCY_MS must be a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}, not "${value}".`);
  return ms;
}

/** VISUALLY_SIMILAR_FAIL_KEYS: comma-separated product keys; unset gives the default, empty none. */
export function failKeysFromEnv(value: string | undefined): string[] {
  if (value === undefined) return [...DEFAULT_VISUALLY_SIMILAR_FAIL_KEYS];
  return value.split(',').map((key) => key.trim()).filter(Boolean);
}

const visuallySimilarQuery = z.object({
  key: z
    .string({ error: 'key is required: the product key.' })
    .trim()
    .min(1, { error: 'key is required: the product key.' })
    .max(40, { error: 'key can be at most 40 characters.' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'key must be a product key (letters, digits and hyphens).' }),
  colour: z.string({ error: 'colour must be one colour name.' }).trim().max(60, { error: 'colour can be at most 60 characters.' }).optional(),
  fascia: z.enum(FASCIA_KEYS, { error: `fascia must be one of ${FASCIA_KEYS.join(', ')}.` }).optional(),
  locale: z
    .string({ error: 'locale must be one language code.' })
    .trim()
    .regex(/^[a-z]{2}(?:[-_][A-Za-z]{2})?$/, { error: 'locale must be a language code like en or en-GB.' })
    .optional(),
});

export interface VisuallySimilarInput {
  key: string;
  colour?: string;
  fascia?: FasciaKey;
  locale?: string;
}

export const parseVisuallySimilarQuery = (query: unknown): VisuallySimilarInput => parseWith(visuallySimilarQuery, query);
