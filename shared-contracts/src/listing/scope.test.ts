import { quoteFilterValue, ruleContextsFor, scopeFilters, scopeOf } from './scope';

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

describe('rule contexts of the listing scope', () => {
  it('is "search" on the search route', () => {
    expect(ruleContextsFor(scopeOf({ name: 'search', params: {} }))).toEqual(['search']);
  });

  it('names the category and the brand of a category page', () => {
    expect(ruleContextsFor(scopeOf({ name: 'category', params: { slug: 'womens-dresses' } }))).toEqual(['category-womens-dresses']);
    expect(ruleContextsFor(scopeOf({ name: 'category', params: { slug: 'dresses', brand: 'dorothy perkins' } }))).toEqual(['category-dresses', 'brand-dorothy-perkins']);
  });

  it('keeps letters, digits, - and _ only', () => {
    expect(ruleContextsFor({ kind: 'category', categorySlug: 'Shoes & Boots!' })).toEqual(['category-shoes-boots']);
  });
});
