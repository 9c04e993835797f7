import { FASCIAS } from '@storefront/shared-contracts';
import type { ProductSearchClient, ProductSearchRequest } from './lookup';
import { orderBySkus, productQueryOf, productsKey, searchProducts } from './productQuery';

const hit = (id: string, productKey: string) => ({ id, productKey, name: `Product ${productKey}`, slug: `product-${id}`, price: '20.00' });

function fakeClient(hits: unknown[]): ProductSearchClient & { requests: ProductSearchRequest[] } {
  const requests: ProductSearchRequest[] = [];
  return {
    requests,
    async search(params) {
      requests.push(...params.requests);
      return { results: [{ hits }] };
    },
  };
}

describe('product block query (spec 3 §7)', () => {
  it('keeps only what the section sets', () => {
    expect(productQueryOf({ skus: [' ', 'TOP1'], searchTerm: ' dress ', brand: '', productCategory: 'womens-dresses' })).toEqual({ skus: ['TOP1'], searchTerm: 'dress', productCategory: 'womens-dresses' });
    expect(productsKey(FASCIAS.burton, { brand: 'Coast' })).toEqual(['content/products', 'burton', '{"brand":"Coast"}']);
  });

  it('searches the fascia index for 10 with the term and the productKey / brand / categorySlugs filters, locale en', async () => {
    const client = fakeClient([hit('1', 'DRS1')]);
    await searchProducts(client, FASCIAS.coast, { searchTerm: 'dress', brand: 'Coast', productCategory: 'womens-dresses' });
    expect(client.requests[0]).toMatchObject({
      query: 'dress',
      page: 0,
      hitsPerPage: 10,
      filters: 'brand:"Coast" AND categorySlugs:"womens-dresses"',
      analyticsTags: expect.arrayContaining(['locale:en', 'fascia:coast']),
    });
    expect(client.requests[0]!.indexName).toContain('coast');
  });

  it('turns hits into cards, leaving out broken ones, in the editor\'s sku order', async () => {
    const client = fakeClient([hit('1', 'AAA1'), { nonsense: true }, hit('2', 'BBB2')]);
    const cards = await searchProducts(client, FASCIAS.burton, { skus: ['BBB2-01', 'AAA1'] });
    expect(cards.map((c) => c.productKey)).toEqual(['BBB2', 'AAA1']);
    expect(client.requests[0]!.filters).toBe('(productKey:"BBB2" OR productKey:"AAA1")');
  });

  it('keeps the search order without skus', () => {
    const cards = [{ id: '1', productKey: 'A' }, { id: '2', productKey: 'B' }] as never[];
    expect(orderBySkus(cards, undefined)).toEqual(cards);
  });
});
