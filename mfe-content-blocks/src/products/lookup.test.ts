import { FASCIAS } from '@storefront/shared-contracts';
import { lookUpShoppableProducts, productFilters, productSearchRequest, SHOPPABLE_PAGE_SIZE, skuFilter, type ProductSearchClient, type ProductSearchRequest } from './lookup';

const hit = (id: string, productKey: string, extra: Record<string, unknown> = {}) => ({ id, productKey, name: `Product ${productKey}`, slug: `product-${id}`, price: '20.00', ...extra });

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

describe('product filters (spec 3 §7)', () => {
  it('filters skus by product key, P skus by id or key', () => {
    expect(skuFilter(['DRS00012-01-03#Navy'])).toBe('productKey:"DRS00012"');
    expect(skuFilter(['DRS00012-01-03', 'Prm00003'])).toBe('(productKey:"DRS00012" OR objectID:"PRM00003" OR productKey:"PRM00003")');
    expect(skuFilter([])).toBeUndefined();
  });

  it('ANDs skus, brand and category slug', () => {
    expect(productFilters({ skus: ['TOP00001'], brand: 'Coast', productCategory: 'womens-tops' })).toBe(
      'productKey:"TOP00001" AND brand:"Coast" AND categorySlugs:"womens-tops"',
    );
    expect(productFilters({})).toBeUndefined();
  });

  it("asks the fascia's index from offset 0 with the card attributes and locale en", () => {
    const request = productSearchRequest(FASCIAS.coast, { searchTerm: ' dress ' });
    expect(request).toMatchObject({ indexName: 'coast_products', query: 'dress', page: 0, hitsPerPage: 10, attributesToHighlight: [] });
    expect(request.attributesToRetrieve).toContain('productKey');
    expect(request.analyticsTags).toContain('locale:en');
  });

  it('refuses a fascia without an index', () => {
    expect(() => productSearchRequest(FASCIAS.dorothyperkins, { skus: ['A'] })).toThrow('no search index available');
  });
});

describe('lookUpShoppableProducts', () => {
  it('asks 15 a page and maps each sku to its product or null', async () => {
    const client = fakeClient([hit('12', 'DRS00012'), hit('3', 'PRM00003'), { broken: true }]);
    const found = await lookUpShoppableProducts(client, FASCIAS.burton, ['DRS00012-01-03#Navy', 'prm00003', 'Prm00003', 'TOP00099-01-01']);
    expect(client.requests).toHaveLength(1);
    expect(client.requests[0]).toMatchObject({ hitsPerPage: SHOPPABLE_PAGE_SIZE, query: '', indexName: 'burton_products' });
    expect(found['DRS00012-01-03']?.name).toBe('Product DRS00012');
    expect(found['Prm00003']?.productKey).toBe('PRM00003');
    // "prm00003" does not start with P: its key is itself, compared without case.
    expect(found['prm00003']?.productKey).toBe('PRM00003');
    expect(found['TOP00099-01-01']).toBeNull();
  });

  it('asks nothing for no skus', async () => {
    const client = fakeClient([]);
    await expect(lookUpShoppableProducts(client, FASCIAS.burton, [])).resolves.toEqual({});
    expect(client.requests).toHaveLength(0);
  });
});
