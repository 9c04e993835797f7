import { ruleContextsFor } from './ruleContexts';
import { scopeOf } from './scope';

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
