import { quoteFilterValue, scopeFilters, scopeOf } from './scope';

describe('listing scope from the route', () => {
  it('is a plain search on the search route, with no fixed filter', () => {
    const scope = scopeOf({ name: 'search', params: {} });
    expect(scope).toEqual({ kind: 'search' });
    expect(scopeFilters(scope)).toBeUndefined();
  });

  it('filters a category page by its slug', () => {
    expect(scopeFilters(scopeOf({ name: 'category', params: { slug: 'womens-dresses' } }))).toBe('categorySlugs:"womens-dresses"');
  });

  it('adds the brand from /facet/collection/{brand}', () => {
    expect(scopeFilters(scopeOf({ name: 'category', params: { slug: 'dresses', brand: 'dorothy perkins' } }))).toBe('categorySlugs:"dresses" AND brand:"dorothy perkins"');
  });

  it('quotes values so they cannot change the filter', () => {
    expect(quoteFilterValue('a" OR brand:"b')).toBe('"a\\" OR brand:\\"b"');
    expect(scopeFilters({ kind: 'category', categorySlug: 'x" OR "1' })).toBe('categorySlugs:"x\\" OR \\"1"');
  });
});
