import { CARD_HIT_ATTRIBUTES, FASCIAS } from '@storefront/shared-contracts';
import { makeHit } from '../test/fixtures';
import { cardsInKeyOrder, lookupRequest, lookUpRecentlyViewed, productKeyFilter, type LookupClient } from './lookup';

describe('recently viewed lookup', () => {
  it('filters by the product keys, on the fascia index, 10 per page, asking only for what the cards read', () => {
    expect(productKeyFilter(['a', 'b"c'])).toBe('productKey:"a" OR productKey:"b\\"c"');
    expect(lookupRequest(FASCIAS.coast, ['K1', 'K2'])).toEqual({
      indexName: 'coast_products',
      query: '',
      filters: 'productKey:"K1" OR productKey:"K2"',
      hitsPerPage: 10,
      attributesToRetrieve: [...CARD_HIT_ATTRIBUTES],
      attributesToHighlight: [],
      analyticsTags: ['recently-viewed', 'locale:en', 'fascia:coast'],
    });
  });

  it('fails with the spec message for a fascia without an index', () => {
    expect(() => lookupRequest(FASCIAS.dorothyperkins, ['K1'])).toThrow('no search index available');
  });

  it('orders the cards newest first, leaving out keys without a product and broken hits', () => {
    const cards = cardsInKeyOrder([makeHit(2), { junk: true }, makeHit(1), makeHit(3)], ['K3', 'K9', 'K1', 'K2']);
    expect(cards.map((c) => c.productKey)).toEqual(['K3', 'K1', 'K2']);
  });

  it('asks for at most 10 keys and reads the first result', async () => {
    const search = jest.fn<ReturnType<LookupClient['search']>, Parameters<LookupClient['search']>>(async () => ({ results: [{ hits: [makeHit(1), makeHit(2)] }] }));
    const keys = Array.from({ length: 12 }, (_, i) => `K${i + 1}`);
    const cards = await lookUpRecentlyViewed({ search }, FASCIAS.burton, keys);
    expect(search.mock.calls[0]?.[0].requests[0]?.filters.split(' OR ')).toHaveLength(10);
    expect(cards.map((c) => c.productKey)).toEqual(['K1', 'K2']);
    await expect(lookUpRecentlyViewed({ search }, FASCIAS.burton, [])).resolves.toEqual([]);
    expect(search).toHaveBeenCalledTimes(1);
  });
});
