// The size facet of a real fascia's search reads in size chart order (issue
// 22: coast's "dress" listed 10, 12, ..., 20, 6, 8), in the renderingContent
// order the listing shows a facet's values in.
import { sortSizes } from '@storefront/shared-contracts';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Answer {
  facets: { size: Record<string, number> };
  renderingContent: { facetOrdering: { values: { size: { order: string[] } } } };
}

async function sizesShown(index: string, query: string): Promise<string[]> {
  const res = await fetch(`${server.url}/1/indexes/${index}/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': 'STOREFRONT', 'x-algolia-api-key': 'search-only-key', 'content-type': 'text/plain' },
    body: JSON.stringify({ query, facets: ['size'], hitsPerPage: 0 }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as Answer;
  const order = body.renderingContent.facetOrdering.values.size.order;
  expect(order).toEqual(expect.arrayContaining(Object.keys(body.facets.size)));
  return order.filter((size) => size in body.facets.size);
}

describe('size facet order', () => {
  it('lists the sizes of a query by the size chart', async () => {
    const shown = await sizesShown('coast_products', 'dress');
    expect(shown.slice(0, 8)).toEqual(['6', '8', '10', '12', '14', '16', '18', '20']);
    expect(shown).toEqual(sortSizes(shown));
  });

  it('orders the mixed sizes of a whole index: numbers with fits, letters, one size last', async () => {
    const shown = await sizesShown('burton_products', '');
    expect(shown).toEqual(sortSizes(shown));
    const at = (size: string) => shown.indexOf(size);
    for (const size of ['5.5', '10', '10 Long', 'XS', 'XXL', 'One Size']) expect(at(size)).toBeGreaterThanOrEqual(0);
    expect(at('5.5')).toBeLessThan(at('6'));
    expect(at('10')).toBeLessThan(at('10 Short'));
    expect(at('10 Short')).toBeLessThan(at('10 Regular'));
    expect(at('10 Regular')).toBeLessThan(at('10 Long'));
    expect(at('10 Long')).toBeLessThan(at('12'));
    expect(at('XS')).toBeLessThan(at('XXL'));
    expect(at('One Size')).toBe(shown.length - 1);
  });
});
