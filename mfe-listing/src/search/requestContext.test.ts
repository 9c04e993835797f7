import { FASCIAS } from '@storefront/shared-contracts';
import { analyticsTagsFor, deviceOf, quoteFilterValue, ruleContextsFor, scopeFilters, scopeOf } from './requestContext';

describe('listing scope from the route', () => {
  it('is a plain search on the search route', () => {
    const scope = scopeOf({ name: 'search', params: {} });
    expect(scope).toEqual({ kind: 'search' });
    expect(scopeFilters(scope)).toBeUndefined();
    expect(ruleContextsFor(scope)).toEqual(['search']);
  });

  it('filters a category page by its slug', () => {
    const scope = scopeOf({ name: 'category', params: { slug: 'womens-dresses' } });
    expect(scopeFilters(scope)).toBe('categorySlugs:"womens-dresses"');
    expect(ruleContextsFor(scope)).toEqual(['category-womens-dresses']);
  });

  it('adds the brand from /facet/collection/{brand}', () => {
    const scope = scopeOf({ name: 'category', params: { slug: 'dresses', brand: 'dorothy perkins' } });
    expect(scopeFilters(scope)).toBe('categorySlugs:"dresses" AND brand:"dorothy perkins"');
    expect(ruleContextsFor(scope)).toEqual(['category-dresses', 'brand-dorothy-perkins']);
  });

  it('quotes values so they cannot change the filter', () => {
    expect(quoteFilterValue('a" OR brand:"b')).toBe('"a\\" OR brand:\\"b"');
    expect(scopeFilters({ kind: 'category', categorySlug: 'x" OR "1' })).toBe('categorySlugs:"x\\" OR \\"1"');
    expect(ruleContextsFor({ kind: 'category', categorySlug: 'Shoes & Boots!' })).toEqual(['category-shoes-boots']);
  });
});

describe('analytics tags', () => {
  it('name the fascia and the device by the 768 px breakpoint', () => {
    expect(deviceOf(767)).toBe('mobile');
    expect(deviceOf(768)).toBe('desktop');
    expect(analyticsTagsFor(FASCIAS.coast, 375)).toEqual(['fascia:coast', 'device:mobile']);
    expect(analyticsTagsFor(FASCIAS.burton, 1280)).toEqual(['fascia:burton', 'device:desktop']);
  });
});
