// The shell's server-rendered first results come from api.services.listingPreview:
// they must be the hits the listing's own first search shows, in its order.
import { LISTING_PREVIEW_SIZE } from '@storefront/shared-contracts';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function firstPage(params: Record<string, unknown>): Promise<{ objectIDs: string[]; nbHits: number }> {
  const res = await fetch(`${server.url}/1/indexes/burton_products/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': 'STOREFRONT', 'x-algolia-api-key': 'search-only-key', 'content-type': 'text/plain' },
    body: JSON.stringify({ hitsPerPage: 24, ...params }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { hits: Array<{ objectID: string }>; nbHits: number };
  return { objectIDs: body.hits.map((h) => h.objectID), nbHits: body.nbHits };
}

describe('listing preview', () => {
  it('gives the first hits of a search as the search service answers them', async () => {
    const preview = await server.api.services.listingPreview('burton', { query: 'shirt' });
    const answer = await firstPage({ query: 'shirt' });
    expect(preview?.query).toBe('shirt');
    expect(preview?.nbHits).toBe(answer.nbHits);
    expect(preview!.hits.length).toBe(Math.min(LISTING_PREVIEW_SIZE, answer.nbHits));
    expect(preview!.hits.map((h) => h.objectID)).toEqual(answer.objectIDs.slice(0, LISTING_PREVIEW_SIZE));
    expect(preview!.hits[0]).toMatchObject({ name: expect.any(String), slug: expect.any(String), imagesResponsive: expect.any(Array) });
  });

  it('applies the fixed filters of a category page', async () => {
    const preview = await server.api.services.listingPreview('burton', { query: '', filters: 'categorySlugs:"mens-shirts"' });
    const answer = await firstPage({ query: '', filters: 'categorySlugs:"mens-shirts"' });
    expect(answer.nbHits).toBeGreaterThan(0);
    expect(preview!.hits.map((h) => h.objectID)).toEqual(answer.objectIDs.slice(0, LISTING_PREVIEW_SIZE));
    for (const hit of preview!.hits) expect(hit.categorySlugs).toContain('mens-shirts');
  });

  it('is null for a search a query rule sends elsewhere: the listing redirects at once, with no results drawn first', async () => {
    // The "sale-redirect" rule of api/src/search/config.ts.
    expect(await server.api.services.listingPreview('burton', { query: 'summer sale', ruleContexts: ['search'] })).toBeNull();
    expect(await server.api.services.listingPreview('burton', { query: 'shirt', ruleContexts: ['search'] })).toMatchObject({ query: 'shirt', hits: expect.any(Array) });
  });

  it('is null for a fascia without a search index, and for a filter the engine refuses', async () => {
    expect(await server.api.services.listingPreview('dorothyperkins', { query: 'shirt' })).toBeNull();
    expect(await server.api.services.listingPreview('burton', { query: '', filters: 'categorySlugs:(' })).toBeNull();
  });
});
