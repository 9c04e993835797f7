// Contract of the read API (getObject, getObjects, browse, getSettings): the
// full algoliasearch v5 client, over real HTTP, with the front end's
// search-only key, against the service on a free loopback port.
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createSearchService } from '../service';
import { FIXTURE_RECORDS, manyRecords } from '../testFixtures';

const APP_ID = 'STOREFRONT';
const SEARCH_KEY = 'search-only-key';
const INDEX = 'burton_products';
/** 2,500 generated records: more than one browse page of 1,000 and than search's 1,000-hit limit. */
const BIG = 'generated_products';
const BIG_RECORDS = manyRecords(2500);

let app: FastifyInstance;
let port: number;
let client: Algoliasearch;

const hosts = () => [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }];

beforeAll(async () => {
  const service = createSearchService({ indexes: { [INDEX]: FIXTURE_RECORDS, [BIG]: BIG_RECORDS } });
  app = Fastify();
  await app.register(service.plugin);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  client = algoliasearch(APP_ID, SEARCH_KEY, { hosts: hosts() });
});

afterAll(async () => {
  await app.close();
});

const fixture = (objectID: string) => FIXTURE_RECORDS.find((record) => record.objectID === objectID)!;

describe('getObject', () => {
  it('answers the record, objectID always included, attributesToRetrieve honoured', async () => {
    expect(await client.getObject({ indexName: INDEX, objectID: 'p01' })).toEqual(fixture('p01'));
    expect(await client.getObject({ indexName: INDEX, objectID: 'p12', attributesToRetrieve: ['*'] })).toEqual(fixture('p12'));
    expect(await client.getObject({ indexName: INDEX, objectID: 'p02', attributesToRetrieve: ['name', 'priceValue', 'noSuchAttribute'] })).toEqual({
      objectID: 'p02',
      name: 'Satin Slip Dress',
      priceValue: 32,
    });
    // A replica holds its primary's records.
    expect(await client.getObject({ indexName: `${INDEX}_vi-sort-low-high`, objectID: 'p05', attributesToRetrieve: ['brand'] })).toEqual({
      objectID: 'p05',
      brand: 'Wallis',
    });
  });

  it("answers a missing object and an unknown index with Algolia's 404s", async () => {
    await expect(client.getObject({ indexName: INDEX, objectID: 'p99' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'ObjectID does not exist',
    });
    await expect(client.getObject({ indexName: 'nope_products', objectID: 'p01' })).rejects.toMatchObject({
      status: 404,
      message: 'Index does not exist',
    });
  });
});

describe('getObjects', () => {
  it('answers the records in the order asked, null for a missing one', async () => {
    const { results } = await client.getObjects({
      requests: [
        { indexName: INDEX, objectID: 'p04', attributesToRetrieve: ['name'] },
        { indexName: INDEX, objectID: 'missing' },
        { indexName: `${INDEX}_price-desc`, objectID: 'p08' },
        { indexName: BIG, objectID: 'g7', attributesToRetrieve: ['priceValue', 'brand'] },
      ],
    });
    expect(results).toEqual([
      { objectID: 'p04', name: 'Cable Knit Jumper' },
      null,
      fixture('p08'),
      { objectID: 'g7', priceValue: 8, brand: 'Odd Brand' },
    ]);
  });
});

describe('browse', () => {
  it('browseObjects collects every record matching a filter exactly once, as many as a search counts', async () => {
    const filters = 'brand:"Odd Brand" AND priceValue >= 20';
    const nbHits = (await client.searchSingleIndex({ indexName: BIG, searchParams: { filters, hitsPerPage: 0 } })).nbHits!;
    const expected = BIG_RECORDS.filter((record) => record.brand === 'Odd Brand' && (record.priceValue as number) >= 20);
    expect(nbHits).toBe(expected.length);
    expect(nbHits).toBeGreaterThan(1000);

    const collected: string[] = [];
    const pages: Array<{ hits: number; cursor: boolean }> = [];
    await client.browseObjects<{ brand: string }>({
      indexName: BIG,
      browseParams: { filters, attributesToRetrieve: ['brand'] },
      aggregator: (response) => {
        pages.push({ hits: response.hits.length, cursor: response.cursor !== undefined });
        collected.push(...response.hits.map((hit) => hit.objectID));
      },
    });
    expect(pages).toEqual([
      { hits: 1000, cursor: true },
      { hits: nbHits - 1000, cursor: false },
    ]);
    expect(collected).toHaveLength(nbHits);
    expect(new Set(collected)).toEqual(new Set(expected.map((record) => record.objectID)));
  });

  it('pages a replica in its own order with the cursor, reaching every match once, the last page without cursor', async () => {
    const indexName = `${BIG}_price-asc`;
    const browseParams = { numericFilters: ['priceValue<=10'], facetFilters: [['brand:Even Brand']], hitsPerPage: 40 };
    const first = await client.browse<{ priceValue: number }>({ indexName, browseParams });
    expect(first).toMatchObject({ nbHits: 125, page: 0, nbPages: 4, hitsPerPage: 40, query: '' });
    expect(first.hits).toHaveLength(40);
    expect(first.params).toContain('hitsPerPage=40');
    expect(first.processingTimeMS).toBeGreaterThanOrEqual(1);
    expect(typeof first.cursor).toBe('string');

    const prices = first.hits.map((hit) => hit.priceValue);
    const seen = first.hits.map((hit) => hit.objectID);
    let cursor = first.cursor;
    const pageNumbers = [first.page];
    while (cursor !== undefined) {
      // The cursor alone continues the same browse.
      const next = await client.browse<{ priceValue: number }>({ indexName, browseParams: { cursor } });
      pageNumbers.push(next.page!);
      prices.push(...next.hits.map((hit) => hit.priceValue));
      seen.push(...next.hits.map((hit) => hit.objectID));
      cursor = next.cursor;
    }
    expect(pageNumbers).toEqual([0, 1, 2, 3]);
    expect(seen).toHaveLength(125);
    expect(new Set(seen).size).toBe(125);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Math.max(...prices)).toBeLessThanOrEqual(10);
  });

  it('answers a short browse with the records only and no cursor, from the body or the query string', async () => {
    const answer = await client.browse({ indexName: INDEX, browseParams: { query: 'dress', attributesToRetrieve: ['name'], hitsPerPage: 10 } });
    expect(answer.cursor).toBeUndefined();
    expect(answer).toMatchObject({ nbHits: 5, nbPages: 1, page: 0, query: 'dress' });
    expect(answer.hits.every((hit) => Object.keys(hit).sort().join() === 'name,objectID')).toBe(true);
    const fromQuery = (await client.customGet({
      path: `1/indexes/${INDEX}/browse`,
      parameters: { filters: 'category:Dresses', hitsPerPage: '3' },
    })) as { hits: Array<{ objectID: string }>; cursor?: string; nbHits: number };
    expect(fromQuery.nbHits).toBe(4);
    expect(fromQuery.hits).toHaveLength(3);
    expect(typeof fromQuery.cursor).toBe('string');
  });

  it('refuses an invalid cursor, a cursor of another index and too many hits per page with readable 400s', async () => {
    await expect(client.browse({ indexName: INDEX, browseParams: { cursor: 'not-a-cursor' } })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid cursor: it is not a cursor this service issued',
    });
    const { cursor } = await client.browse({ indexName: BIG, browseParams: { hitsPerPage: 10 } });
    await expect(client.browse({ indexName: INDEX, browseParams: { cursor } })).rejects.toMatchObject({
      status: 400,
      message: `Invalid cursor: it was issued for index "${BIG}", not "${INDEX}"`,
    });
    await expect(client.browse({ indexName: INDEX, browseParams: { hitsPerPage: 1001 } })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid value for "hitsPerPage": must be less than or equal to 1000',
    });
  });
});

describe('getSettings', () => {
  it("answers the primary's settings in Algolia's names, with its replicas", async () => {
    const settings = await client.getSettings({ indexName: INDEX });
    expect(settings).toMatchObject({
      searchableAttributes: ['name', 'brand', 'category', 'colourFacet', 'colourVariants.colour', 'style', 'department'],
      ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
      customRanking: ['asc(bestSellerRank)', 'desc(createdAt)'],
      attributesToHighlight: ['name', 'brand'],
      paginationLimitedTo: 1000,
      maxValuesPerFacet: 100,
      hitsPerPage: 20,
      replicas: [
        `virtual(${INDEX}_vi-sort-low-high)`,
        `virtual(${INDEX}_vi-sort-high-low)`,
        `virtual(${INDEX}_vi-sort-best-sellers)`,
        `virtual(${INDEX}_vi-sort-newness)`,
        `${INDEX}_price-asc`,
        `${INDEX}_price-desc`,
      ],
    });
    expect(settings.primary).toBeUndefined();
    expect(settings.attributesForFaceting).toEqual(expect.arrayContaining(['searchable(brand)', 'priceValue', 'filterOnly(objectID)']));
    // The facet ordering a search answers, the size facet's explicit order (every size, by the size chart) included.
    const search = await client.searchSingleIndex({ indexName: INDEX, searchParams: { hitsPerPage: 0 } });
    expect(settings.renderingContent).toEqual(search.renderingContent);
    expect(settings.renderingContent?.facetOrdering?.values?.size?.order).toHaveLength(13);
  });

  it('answers a replica its own ranking and its primary', async () => {
    const virtual = await client.getSettings({ indexName: `${INDEX}_vi-sort-high-low` });
    expect(virtual).toMatchObject({
      primary: INDEX,
      ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
      customRanking: ['desc(priceValue)', 'asc(bestSellerRank)', 'desc(createdAt)'],
    });
    expect(virtual.replicas).toBeUndefined();
    const standard = await client.getSettings({ indexName: `${INDEX}_price-asc`, getVersion: 2 });
    expect(standard).toMatchObject({
      primary: INDEX,
      ranking: ['asc(priceValue)', 'typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
      customRanking: ['asc(bestSellerRank)', 'desc(createdAt)'],
    });
    await expect(client.getSettings({ indexName: 'nope_products' })).rejects.toMatchObject({ status: 404, message: 'Index does not exist' });
  });
});

describe('read only, with the search key', () => {
  it('refuses a wrong key', async () => {
    const stranger = algoliasearch(APP_ID, 'wrong-key', { hosts: hosts() });
    await expect(stranger.getObject({ indexName: INDEX, objectID: 'p01' })).rejects.toMatchObject({ status: 403 });
    await expect(stranger.browse({ indexName: INDEX })).rejects.toMatchObject({ status: 403 });
    await expect(stranger.getSettings({ indexName: INDEX })).rejects.toMatchObject({ status: 403 });
  });

  it('serves no write on the same paths: records and settings stay as they were', async () => {
    const writes = [
      client.addOrUpdateObject({ indexName: INDEX, objectID: 'p01', body: { name: 'Changed' } }),
      client.partialUpdateObject({ indexName: INDEX, objectID: 'p01', attributesToUpdate: { name: 'Changed' } }),
      client.deleteObject({ indexName: INDEX, objectID: 'p01' }),
      client.saveObject({ indexName: INDEX, body: { objectID: 'p99', name: 'New' } }),
      client.setSettings({ indexName: INDEX, indexSettings: { customRanking: ['desc(priceValue)'] } }),
      client.clearObjects({ indexName: INDEX }),
    ];
    for (const write of writes) await expect(write).rejects.toMatchObject({ status: 404, message: 'Not found' });
    expect(await client.getObject({ indexName: INDEX, objectID: 'p01' })).toEqual(fixture('p01'));
    await expect(client.getObject({ indexName: INDEX, objectID: 'p99' })).rejects.toMatchObject({ status: 404 });
    expect((await client.getSettings({ indexName: INDEX })).customRanking).toEqual(['asc(bestSellerRank)', 'desc(createdAt)']);
  });
});
