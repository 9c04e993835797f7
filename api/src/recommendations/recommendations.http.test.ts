// GET /_api/recommendations and GET /_api/search/visuallySimilar over HTTP:
// what the page sees (raw items, some to drop; both visually similar
// shapes; the non-JSON answer), the latency knobs, and bad input (4xx
// naming the field).
import type { RawRecommendationItem, RecommendationsAnswer, VisuallySimilarItem } from '@storefront/shared-contracts';
import {
  apiPaths, RECOMMENDATION_SIZE, RECOMMENDATION_TIMEOUT_MS, REQUIRED_RECOMMENDATION_FIELDS, visuallySimilarItems, VISUALLY_SIMILAR_MAX,
} from '@storefront/shared-contracts';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async <T>(path: string, headers: Record<string, string> = {}) => {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined) as T, ms: performance.now() - started };
};
const complete = (item: RawRecommendationItem) => REQUIRED_RECOMMENDATION_FIELDS.every((field) => item[field] !== undefined);
const lacking = (item: RawRecommendationItem) => REQUIRED_RECOMMENDATION_FIELDS.filter((field) => item[field] === undefined);
type ErrorBody = { error: string; message: string; field?: string };

describe('GET /_api/recommendations', () => {
  it('answers ten raw items for a product, uncached, some lacking a required field (the page drops them)', async () => {
    const { status, headers, body } = await get<RecommendationsAnswer>(`${apiPaths.recommendations({ recommendationId: 'similar', productId: '10004' })}&fascia=coast`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.recommendationId).toBe('similar');
    expect(body.items).toHaveLength(RECOMMENDATION_SIZE);
    const whole = body.items.filter(complete);
    expect(whole.length).toBeGreaterThan(5);
    expect(whole.length).toBeLessThan(RECOMMENDATION_SIZE);
    // Each incomplete item lacks one field, left out (not null).
    for (const item of body.items.filter((i) => !complete(i))) {
      expect(lacking(item)).toHaveLength(1);
      expect(Object.keys(item)).not.toContain(lacking(item)[0]);
    }
    expect(whole[0]).toMatchObject({
      product_id: expect.stringMatching(/^\d+$/), title: expect.any(String), brand: expect.any(String), local_currency: 'EUR',
      price: expect.any(Number), image: expect.stringMatching(/^\/images\/products\//), url: expect.stringMatching(/^\/product\/.+\?colour=/),
      category: 'Foundation', active_coast: true,
    });
    // Every item is a foundation sold at Coast, none the product itself.
    for (const item of body.items) {
      const record = server.api.catalogue.products.find((p) => p.slug === item.slug)!;
      expect(record.category.slug).toBe('beauty-foundation');
      expect(record.availablefascias).toContain('coast');
      expect(record.id).not.toBe('10004');
    }
  });

  it('takes items with weights, size and fillWithRandom', async () => {
    const path = apiPaths.recommendations({ recommendationId: 'bought-together', items: { 10016: 3, 10013: 1 }, size: 4 });
    expect(path).toBe('/_api/recommendations?recommendationId=bought-together&items=10013%3A1%2C10016%3A3&size=4');
    const { body } = await get<RecommendationsAnswer>(path);
    expect(body.items).toHaveLength(4);
    expect(body.items.some((item) => !complete(item))).toBe(true);
    expect(body.items.every((item) => item.local_currency === undefined || item.local_currency === 'GBP')).toBe(true);
    // Burton sells few dresses: without fill the list is short, with it full.
    const short = await get<RecommendationsAnswer>(apiPaths.recommendations({ recommendationId: 'similar', productId: '10001' }));
    expect(short.body.items.length).toBeLessThan(RECOMMENDATION_SIZE);
    const filled = await get<RecommendationsAnswer>(apiPaths.recommendations({ recommendationId: 'similar', productId: '10001', fillWithRandom: true }));
    expect(filled.body.items).toHaveLength(RECOMMENDATION_SIZE);
    expect(filled.body.items.slice(0, short.body.items.length)).toEqual(short.body.items);
    // The same request, the same answer.
    expect((await get<RecommendationsAnswer>(apiPaths.recommendations({ recommendationId: 'similar', productId: '10001', fillWithRandom: true }))).body).toEqual(filled.body);
  });

  it('answers sponsored items for the sponsored carousel', async () => {
    const { body } = await get<RecommendationsAnswer>(apiPaths.recommendations({ recommendationId: 'sponsored', productId: '10013' }));
    expect(body).toMatchObject({ recommendationId: 'sponsored' });
    expect(body.items).toHaveLength(RECOMMENDATION_SIZE);
  });

  it('waits as long as ?latencyMs= or the recs_latency_ms cookie asks, past the page’s 2 s timeout', async () => {
    const path = apiPaths.recommendations({ recommendationId: 'similar', productId: '10004' });
    const fast = await get<RecommendationsAnswer>(path);
    expect(fast.ms).toBeLessThan(1000);
    const slow = await get<RecommendationsAnswer>(`${path}&latencyMs=${RECOMMENDATION_TIMEOUT_MS + 300}`);
    expect(slow.status).toBe(200);
    expect(slow.ms).toBeGreaterThanOrEqual(RECOMMENDATION_TIMEOUT_MS + 300);
    expect(slow.body).toEqual(fast.body);
    const cookie = await get<RecommendationsAnswer>(path, { cookie: 'recs_latency_ms=400' });
    expect(cookie.ms).toBeGreaterThanOrEqual(400);
    // The query wins over the cookie.
    expect((await get(`${path}&latencyMs=0`, { cookie: 'recs_latency_ms=5000' })).ms).toBeLessThan(1000);
  });

  it.each([
    ['no recommendationId', 'productId=10001', 'recommendationId'],
    ['an unknown recommendationId', 'recommendationId=popular&productId=10001', 'recommendationId'],
    ['no products', 'recommendationId=similar', 'productId'],
    ['a productId that is not an id', 'recommendationId=similar&productId=DRS10001', 'productId'],
    ['items that are not ids', 'recommendationId=similar&items=10001:1,shoes', 'items'],
    ['a weight of 0', 'recommendationId=similar&items=10001:0', 'items'],
    ['a weight over 100', 'recommendationId=similar&items=10001:101', 'items'],
    ['a product twice', 'recommendationId=similar&items=10001,10001:2', 'items'],
    ['more than 20 products', `recommendationId=similar&items=${Array.from({ length: 21 }, (_, i) => 10001 + i).join(',')}`, 'items'],
    ['size 0', 'recommendationId=similar&productId=10001&size=0', 'size'],
    ['size 51', 'recommendationId=similar&productId=10001&size=51', 'size'],
    ['a size that is not a number', 'recommendationId=similar&productId=10001&size=ten', 'size'],
    ['fillWithRandom yes', 'recommendationId=similar&productId=10001&fillWithRandom=yes', 'fillWithRandom'],
    ['a latency over 10 s', 'recommendationId=similar&productId=10001&latencyMs=10001', 'latencyMs'],
    ['two recommendation ids', 'recommendationId=similar&recommendationId=sponsored&productId=10001', 'recommendationId'],
  ])('refuses %s with a 400 naming the field', async (_name, query, field) => {
    const { status, body } = await get<ErrorBody>(`/_api/recommendations?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'INVALID_INPUT', message: expect.any(String), field });
    expect(body.message.length).toBeGreaterThan(10);
  });

  it('names the limits in its messages, refuses a bad latency cookie, and answers 404 for an unknown product', async () => {
    expect((await get<ErrorBody>('/_api/recommendations?recommendationId=popular&productId=1')).body.message).toBe(
      'recommendationId must be one of similar, bought-together, sponsored.',
    );
    expect((await get<ErrorBody>('/_api/recommendations?recommendationId=similar&productId=10001&size=99')).body.message).toBe('size must be a whole number from 1 to 50.');
    const cookie = await get<ErrorBody>(apiPaths.recommendations({ recommendationId: 'similar', productId: '10001' }), { cookie: 'recs_latency_ms=slow' });
    expect(cookie).toMatchObject({ status: 400, body: { error: 'INVALID_INPUT', field: 'recs_latency_ms' } });
    const unknown = await get<ErrorBody>(apiPaths.recommendations({ recommendationId: 'similar', items: { 10001: 1, 99999: 2 } }));
    expect(unknown).toMatchObject({ status: 404, body: { error: 'PRODUCT_NOT_FOUND', message: 'We could not find product 99999.', field: 'items' } });
  });
});

describe('GET /_api/search/visuallySimilar', () => {
  it('answers a list of item_group_id and colour for an odd product number, uncached', async () => {
    const { status, headers, body } = await get<VisuallySimilarItem[]>(apiPaths.visuallySimilar({ key: 'DRS10001', colour: 'Navy', fascia: 'coast', locale: 'fr-FR' }));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(VISUALLY_SIMILAR_MAX);
    for (const item of body) {
      expect(item).toEqual({ item_group_id: expect.stringMatching(/^[A-Z]{3}\d{5}$/), colour: expect.any(String) });
      const record = server.api.catalogue.productByKey(item.item_group_id)!;
      expect(record.colours.map((c) => c.colour)).toContain(item.colour);
      expect(record.availablefascias).toContain('coast');
    }
    // One match twice: the page dedupes by group and colour.
    const pairs = body.map((i) => `${i.item_group_id}|${i.colour}`);
    expect(new Set(pairs).size).toBe(pairs.length - 1);
  });

  it('answers { visualSimilar } for an even product number, and follows the colour', async () => {
    const black = await get<{ visualSimilar: VisuallySimilarItem[] }>(apiPaths.visuallySimilar({ key: 'SHO10002', colour: 'Black', fascia: 'coast', locale: 'en' }));
    expect(Object.keys(black.body)).toEqual(['visualSimilar']);
    expect(visuallySimilarItems(black.body).length).toBeGreaterThan(VISUALLY_SIMILAR_MAX);
    const camel = await get<{ visualSimilar: VisuallySimilarItem[] }>(apiPaths.visuallySimilar({ key: 'SHO10002', colour: 'Camel', fascia: 'coast' }));
    expect(camel.body.visualSimilar).not.toEqual(black.body.visualSimilar);
    // An unknown colour is the first one.
    expect((await get(apiPaths.visuallySimilar({ key: 'SHO10002', colour: 'Plaid', fascia: 'coast' }))).body).toEqual(black.body);
  });

  it('answers the configured key (DRS10010) with a body that is not JSON, so the page falls back', async () => {
    const { status, headers, text } = await get(apiPaths.visuallySimilar({ key: 'DRS10010', colour: 'Blush', fascia: 'burton', locale: 'en-GB' }));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(() => JSON.parse(text)).toThrow();
    expect(text).toContain('Service Unavailable');
  });

  it.each([
    ['no key', 'fascia=coast', 'key'],
    ['an empty key', 'key=', 'key'],
    ['a key with other characters', 'key=DRS10001%3Cscript%3E', 'key'],
    ['an unknown fascia', 'key=DRS10001&fascia=topshop', 'fascia'],
    ['a locale that is not a language code', 'key=DRS10001&locale=english', 'locale'],
    ['two keys', 'key=DRS10001&key=SHO10002', 'key'],
  ])('refuses %s with a 400 naming the field', async (_name, query, field) => {
    const { status, body } = await get<ErrorBody>(`/_api/search/visuallySimilar?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'INVALID_INPUT', message: expect.any(String), field });
  });

  it('answers 404 for an unknown key or a product the fascia does not sell', async () => {
    expect(await get<ErrorBody>('/_api/search/visuallySimilar?key=DRS99999')).toMatchObject({
      status: 404, body: { error: 'PRODUCT_NOT_FOUND', message: 'We could not find that product.', field: 'key' },
    });
    expect((await get(apiPaths.visuallySimilar({ key: 'MJN10015', fascia: 'coast' }))).status).toBe(404);
    expect((await get(apiPaths.visuallySimilar({ key: 'MJN10015', fascia: 'burton' }))).status).toBe(200);
  });
});

describe('the api started with RECS_LATENCY_MS and VISUALLY_SIMILAR_FAIL_KEYS', () => {
  let slow: TestServer;
  beforeAll(async () => {
    process.env.RECS_LATENCY_MS = '600';
    process.env.VISUALLY_SIMILAR_FAIL_KEYS = 'JNS10003';
    try {
      slow = await startTestServer();
    } finally {
      delete process.env.RECS_LATENCY_MS;
      delete process.env.VISUALLY_SIMILAR_FAIL_KEYS;
    }
  });
  afterAll(() => slow.close());

  it('slows every recommendation answer unless the request asks otherwise, and fails the keys named', async () => {
    const path = apiPaths.recommendations({ recommendationId: 'similar', productId: '10004' });
    let started = performance.now();
    expect((await fetch(`${slow.url}${path}`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(600);
    started = performance.now();
    await fetch(`${slow.url}${path}&latencyMs=0`);
    expect(performance.now() - started).toBeLessThan(600);
    const failed = await fetch(`${slow.url}${apiPaths.visuallySimilar({ key: 'JNS10003' })}`);
    expect(failed.headers.get('content-type')).toMatch(/^text\/html/);
    const fine = await fetch(`${slow.url}${apiPaths.visuallySimilar({ key: 'DRS10010' })}`);
    expect(await fine.json()).toEqual({ visualSimilar: expect.any(Array) });
  });
});
