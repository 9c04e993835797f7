import { routeFromSearch, routeToSearch, routeToUi, uiToRoute, type IndexNaming } from './routeState';
import { sortOptionOfIndex, sortIndexName } from './sortOptions';
import { FASCIAS } from '@storefront/shared-contracts';

const naming: IndexNaming = {
  indexOf: (sort) => sortIndexName(FASCIAS.burton, sort),
  sortOf: (indexName) => sortOptionOfIndex(indexName, 'burton_products'),
};

describe('address ↔ route state', () => {
  it('reads the query, page, sort, page size and repeated facet parameters', () => {
    expect(routeFromSearch('?q=summer+dress&page=3&sort=price-asc&perPage=48&size=M&size=L&colour=Blue&fascia=coast')).toEqual({
      q: 'summer dress',
      page: 3,
      sort: 'price-asc',
      perPage: 48,
      facets: { size: ['M', 'L'], colourFacet: ['Blue'] },
    });
  });

  it('drops invalid or default values', () => {
    expect(routeFromSearch('?q=%20&page=0&sort=cheapest&perPage=50&size=&brand=Coast&brand=Coast')).toEqual({ facets: { brand: ['Coast'] } });
    expect(routeFromSearch('?page=2.5&sort=relevance&perPage=24&colourFacet=Red')).toEqual({ facets: {} });
  });

  it('writes the state back, keeping parameters that are not ours', () => {
    const search = routeToSearch({ q: 'dress & co', page: 2, sort: 'newness', perPage: 96, facets: { colourFacet: ['Red', 'Navy Blue'], size: ['10'] } }, '?fascia=coast&q=old&size=8');
    expect(search).toBe('?fascia=coast&q=dress+%26+co&sort=newness&size=10&colour=Red&colour=Navy+Blue&perPage=96&page=2');
    expect(routeFromSearch(search)).toEqual({ q: 'dress & co', page: 2, sort: 'newness', perPage: 96, facets: { colourFacet: ['Red', 'Navy Blue'], size: ['10'] } });
  });

  it('writes nothing for the default state', () => {
    expect(routeToSearch({ facets: {} })).toBe('');
    expect(routeToSearch({ sort: 'relevance', page: 1, perPage: 24, facets: { size: [] } }, '?fascia=wallis')).toBe('?fascia=wallis');
  });
});

describe('InstantSearch UI state ↔ route state', () => {
  it('maps the sort replica to its option and refinements to facets', () => {
    const route = uiToRoute(
      { query: 'coat', page: 2, sortBy: 'burton_products_vi-sort-high-low', hitsPerPage: 48, refinementList: { brand: ['Coast'], colourFacet: ['Red'], size: [] } },
      naming,
    );
    expect(route).toEqual({ q: 'coat', page: 2, sort: 'price-desc', perPage: 48, facets: { brand: ['Coast'], colourFacet: ['Red'] } });
    expect(routeToUi(route, naming)).toEqual({
      query: 'coat',
      page: 2,
      sortBy: 'burton_products_vi-sort-high-low',
      hitsPerPage: 48,
      refinementList: { brand: ['Coast'], colourFacet: ['Red'] },
    });
  });

  it('omits defaults and ignores unknown sort indexes and non-facet refinements', () => {
    expect(uiToRoute({ sortBy: 'burton_products', page: 1, hitsPerPage: 24, refinementList: { priceValue: ['10'] } }, naming)).toEqual({ facets: {} });
    expect(uiToRoute({ sortBy: 'other_index' }, naming)).toEqual({ facets: {} });
    expect(uiToRoute(undefined, naming)).toEqual({ facets: {} });
    expect(routeToUi({ facets: {} }, naming)).toEqual({});
  });
});
