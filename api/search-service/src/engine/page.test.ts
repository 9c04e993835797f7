import { LocalSearchEngine } from '../engine';
import { PRODUCT_INDEX_SETTINGS } from '../productSettings';
import { manyRecords } from '../testFixtures';
import type { SearchResponse } from '../types';
import { errorOf, everything, ids, INDEX, search } from './testEngine';

describe('empty query', () => {
  it('returns every record in custom ranking order (best sellers first)', () => {
    const response = search(everything);
    expect(response.nbHits).toBe(12);
    expect(ids(response)).toEqual(['p02', 'p05', 'p01', 'p07', 'p04', 'p06', 'p08', 'p03', 'p09', 'p10', 'p11', 'p12']);
    expect(response).toMatchObject({ page: 0, nbPages: 1, hitsPerPage: 100, query: '', index: INDEX, exhaustiveNbHits: true });
  });
});

describe('sort replicas', () => {
  const prices = (response: SearchResponse) => response.hits.map((hit) => hit.priceValue);

  it('sorts by price on the virtual and the legacy replicas', () => {
    const ascending = [15, 22, 25, 28, 32, 35, 38, 40, 45, 60, 79, 90];
    expect(prices(search(everything, `${INDEX}_vi-sort-low-high`))).toEqual(ascending);
    expect(prices(search(everything, `${INDEX}_price-asc`))).toEqual(ascending);
    expect(prices(search(everything, `${INDEX}_vi-sort-high-low`))).toEqual([...ascending].reverse());
    expect(prices(search(everything, `${INDEX}_price-desc`))).toEqual([...ascending].reverse());
  });

  it('sorts by best sellers and by newness', () => {
    expect(search(everything, `${INDEX}_vi-sort-best-sellers`).hits.map((hit) => hit.bestSellerRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(ids(search(everything, `${INDEX}_vi-sort-newness`))).toEqual(['p08', 'p04', 'p12', 'p11', 'p02', 'p06', 'p01', 'p10', 'p05', 'p03', 'p07', 'p09']);
  });

  it('sorts the matches of a query and keeps the same counts', () => {
    const sorted = search({ query: 'dress', facets: ['brand'] }, `${INDEX}_vi-sort-low-high`);
    expect(prices(sorted)).toEqual([28, 32, 45, 60, 90]);
    expect(sorted.facets).toEqual(search({ query: 'dress', facets: ['brand'] }).facets);
    expect(sorted.index).toBe(`${INDEX}_vi-sort-low-high`);
  });

  it('answers 404 for an unknown index', () => {
    const error = errorOf(() => search({}, 'nope_products'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Index does not exist');
  });
});

describe('pagination', () => {
  it('pages through the hits', () => {
    const response = search({ hitsPerPage: 5, page: 2 });
    expect(ids(response)).toEqual(['p11', 'p12']);
    expect(response).toMatchObject({ nbHits: 12, nbPages: 3, page: 2, hitsPerPage: 5 });
    expect(search({ hitsPerPage: 5, page: 3 }).hits).toEqual([]);
  });

  it('pages through ranked text results too', () => {
    expect(ids(search({ query: 'dress', hitsPerPage: 2, page: 1 }))).toEqual(['p03', 'p09']);
  });

  it('stops at 1,000 hits (paginationLimitedTo) but reports the true nbHits', () => {
    const big = new LocalSearchEngine({ indexes: [{ name: 'big', records: manyRecords(1200), settings: PRODUCT_INDEX_SETTINGS }] });
    const last = big.search('big', { hitsPerPage: 100, page: 9 });
    expect(last).toMatchObject({ nbHits: 1200, nbPages: 10 });
    expect(last.hits).toHaveLength(100);
    expect(last.hits.at(-1)!.objectID).toBe('g999');
    expect(big.search('big', { hitsPerPage: 100, page: 10 }).hits).toEqual([]);
    expect(big.search('big', { hitsPerPage: 1000, page: 1 })).toMatchObject({ hits: [], nbPages: 1 });
    expect(big.search('big', { query: 'dress', hitsPerPage: 300, page: 3 }).hits).toHaveLength(100);
  });
});
