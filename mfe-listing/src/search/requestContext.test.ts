import { FASCIAS, scopeOf } from '@storefront/shared-contracts';
import { analyticsTagsFor, deviceOf, ruleContextsFor } from './requestContext';

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

describe('analytics tags', () => {
  it('name the fascia and the device by the 768 px breakpoint', () => {
    expect(deviceOf(767)).toBe('mobile');
    expect(deviceOf(768)).toBe('desktop');
    expect(analyticsTagsFor(FASCIAS.coast, 375)).toEqual(['fascia:coast', 'device:mobile']);
    expect(analyticsTagsFor(FASCIAS.burton, 1280)).toEqual(['fascia:burton', 'device:desktop']);
  });
});
