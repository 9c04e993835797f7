// Contract: the official algoliasearch v5 client, over real HTTP, against the
// service listening on a free loopback port.
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSearchService, type SearchService } from './service';
import { FIXTURE_RECORDS } from './testFixtures';

const APP_ID = 'STOREFRONT';
const API_KEY = 'search-only-key';
const INDEX = 'burton_products';
const SHELL = 'http://localhost:3000';

let app: FastifyInstance;
let service: SearchService;
let port: number;
let client: Algoliasearch;
let base: string;

const hosts = () => [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }];

beforeAll(async () => {
  service = createSearchService({
    indexes: { [INDEX]: FIXTURE_RECORDS },
    rules: [
      {
        objectID: 'sale-redirect',
        index: INDEX,
        conditions: [{ pattern: 'sale', anchoring: 'contains' }],
        consequence: { userData: { redirect: '/pages/sale', redirectMobile: '/pages/sale-mobile' } },
      },
    ],
    abTests: [{ abTestID: 9, index: INDEX, variants: [{ index: INDEX, trafficPercentage: 100 }, { index: `${INDEX}_price-asc`, trafficPercentage: 0 }] }],
  });
  app = Fastify();
  await app.register(service.plugin);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  client = algoliasearch(APP_ID, API_KEY, { hosts: hosts() });
});

afterAll(async () => {
  await app.close();
});

const credentials = { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': API_KEY };

describe('search through the algoliasearch client', () => {
  it('answers a multi-query with hits, facets, rules and A/B test ids', async () => {
    const { results } = await client.search({
      requests: [
        { indexName: INDEX, query: 'dress', facets: ['brand', 'colourFacet'], hitsPerPage: 2, clickAnalytics: true },
        { indexName: `${INDEX}_vi-sort-low-high`, query: '', facetFilters: [['brand:Burton']], hitsPerPage: 10 },
        { indexName: INDEX, query: 'summer sale', hitsPerPage: 0 },
      ],
    });
    interface Answer {
      nbHits: number;
      hits: Array<{ objectID: string; priceValue: number; _highlightResult: { name: { value: string } } }>;
      facets: Record<string, Record<string, number>>;
      queryID: string;
      userData?: unknown;
    }
    const [dresses, burton, sale] = results as unknown as Answer[];
    expect(dresses!.nbHits).toBe(5);
    expect(dresses!.hits.map((hit) => hit.objectID)).toEqual(['p02', 'p01']);
    expect(dresses!.facets.brand).toEqual({ Coast: 2, Burton: 1, 'Dorothy Perkins': 1, Oasis: 1 });
    expect(dresses!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(dresses!.hits[0]!._highlightResult.name.value).toBe('Satin Slip <em>Dress</em>');
    expect(dresses!).toMatchObject({ abTestID: 9, abTestVariantID: 1, index: INDEX });
    expect(burton!.hits.map((hit) => hit.priceValue)).toEqual([28, 35, 40]);
    expect(sale!.userData).toEqual([{ redirect: '/pages/sale', redirectMobile: '/pages/sale-mobile' }]);
  });

  it('searches for facet values inside a multi-query and on its own', async () => {
    const { results } = await client.search({
      requests: [{ indexName: INDEX, type: 'facet', facet: 'brand', facetQuery: 'co', query: '' }],
    });
    expect(results[0]).toMatchObject({ facetHits: [{ value: 'Coast', highlighted: '<em>Co</em>ast', count: 2 }] });
    const single = await client.searchForFacetValues({
      indexName: INDEX,
      facetName: 'category',
      searchForFacetValuesRequest: { facetQuery: 'dre', maxFacetHits: 5 },
    });
    expect(single.facetHits).toEqual([{ value: 'Dresses', highlighted: '<em>Dre</em>sses', count: 4 }]);
  });

  it('reads the params string form and the legacy [{ indexName, params }] form InstantSearch uses', async () => {
    const single = await client.searchSingleIndex({ indexName: INDEX, searchParams: { params: 'query=jumpr&hitsPerPage=1' } });
    expect(single.hits.map((hit) => hit.objectID)).toEqual(['p04']);
    const legacy = await client.search([{ indexName: INDEX, params: { query: 'knit', facets: ['brand'] } }]);
    expect((legacy.results[0] as { nbHits: number }).nbHits).toBe(1);
  });

  it('rejects an unknown parameter with the 400 message', async () => {
    await expect(
      client.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'x', foo: 1 } as never }),
    ).rejects.toMatchObject({ status: 400, message: 'Unknown parameter: foo' });
  });

  it('rejects a malformed filter, an unknown index and a negative page', async () => {
    await expect(client.searchSingleIndex({ indexName: INDEX, searchParams: { filters: '(brand:Coast' } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('unbalanced parentheses'),
    });
    await expect(client.searchSingleIndex({ indexName: 'nope', searchParams: {} })).rejects.toMatchObject({
      status: 404,
      message: 'Index does not exist',
    });
    await expect(client.searchSingleIndex({ indexName: INDEX, searchParams: { page: -1 } })).rejects.toMatchObject({ status: 400 });
  });

  it('refuses wrong keys with 403 in Algolia error shape', async () => {
    const stranger = algoliasearch(APP_ID, 'wrong-key', { hosts: hosts() });
    await expect(stranger.searchSingleIndex({ indexName: INDEX, searchParams: {} })).rejects.toMatchObject({
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
    const response = await fetch(`${base}/1/indexes/${INDEX}/query`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
  });
});

describe('HTTP details', () => {
  it('accepts keys as query parameters and any content type as JSON', async () => {
    const query = new URLSearchParams(credentials).toString();
    const response = await fetch(`${base}/1/indexes/${INDEX}/query?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: JSON.stringify({ query: 'boots' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { nbHits: number }).nbHits).toBe(1);
  });

  it('reads a body sent without any content type', async () => {
    const body = JSON.stringify({ query: 'boots' });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: `/1/indexes/${INDEX}/query`, method: 'POST', headers: { ...credentials, 'content-length': Buffer.byteLength(body) } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { nbHits: number }).nbHits).toBe(1);
  });

  it('answers malformed JSON with a 400 in Algolia error shape', async () => {
    const response = await fetch(`${base}/1/indexes/${INDEX}/query`, { method: 'POST', headers: credentials, body: '{"query":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The body is not valid JSON', status: 400 });
  });

  it('allows the shell origin by CORS, preflight included, and no other', async () => {
    const preflight = await fetch(`${base}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: { origin: SHELL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-algolia-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SHELL);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-algolia-api-key');
    const allowed = await fetch(`${base}/1/indexes/${INDEX}/query`, { method: 'POST', headers: { ...credentials, origin: 'http://coast.localhost:3000' }, body: '{}' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://coast.localhost:3000');
    const other = await fetch(`${base}/1/indexes/${INDEX}/query`, { method: 'POST', headers: { ...credentials, origin: 'http://evil.example' }, body: '{}' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown routes with 404 in Algolia error shape', async () => {
    const response = await fetch(`${base}/1/indexes/${INDEX}/batch`, { method: 'POST', headers: credentials, body: '{"requests":[]}' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', status: 404 });
  });
});

describe('insights events', () => {
  beforeEach(async () => {
    await fetch(`${base}/1/events/_test`, { method: 'DELETE' });
  });

  it('stores valid click, view and conversion events sent by the insights client', async () => {
    const insights = client.initInsights({ options: { hosts: hosts() } });
    const search = await client.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'dress', clickAnalytics: true } });
    const answer = await insights.pushEvents({
      events: [
        { eventType: 'click', eventName: 'Product Clicked', index: INDEX, userToken: 'anon-123', queryID: search.queryID!, objectIDs: ['p02'], positions: [1] },
        { eventType: 'view', eventName: 'Product Viewed', index: INDEX, userToken: 'anon-123', objectIDs: ['p01', 'p02'] },
        { eventType: 'conversion', eventSubtype: 'addToCart', eventName: 'Added To Cart', index: INDEX, userToken: 'anon-123', queryID: search.queryID!, objectIDs: ['p02'] },
      ],
    });
    expect(answer).toEqual({ status: 200, message: 'OK' });
    const stored = (await (await fetch(`${base}/1/events/_test`)).json()) as { events: Array<Record<string, unknown>> };
    expect(stored.events.map((event) => [event.eventType, event.eventName, event.objectIDs])).toEqual([
      ['click', 'Product Clicked', ['p02']],
      ['view', 'Product Viewed', ['p01', 'p02']],
      ['conversion', 'Added To Cart', ['p02']],
    ]);
    expect(stored.events[0]).toMatchObject({ queryID: search.queryID, positions: [1], userToken: 'anon-123' });
  });

  it('rejects an invalid batch with 422 and stores none of it', async () => {
    const insights = client.initInsights({ options: { hosts: hosts() } });
    await expect(
      insights.pushEvents({
        events: [
          { eventType: 'view', eventName: 'Product Viewed', index: INDEX, userToken: 'anon-1', objectIDs: ['p01'] },
          { eventType: 'click', eventName: 'Product Clicked', index: INDEX, userToken: 'anon-1', queryID: 'a'.repeat(32), objectIDs: ['p01'] } as never,
        ],
      }),
    ).rejects.toMatchObject({ status: 422, message: 'events[1]: a click after a search (with queryID) needs positions' });
    const stored = (await (await fetch(`${base}/1/events/_test`)).json()) as { events: unknown[] };
    expect(stored.events).toEqual([]);
  });
});
