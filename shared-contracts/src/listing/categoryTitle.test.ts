import { topLevelKeysRead } from '../testing/readKeys';
import { CATEGORY_TITLE_ATTRIBUTES, categoryTitle, listingHeading } from './categoryTitle';

describe('categoryTitle', () => {
  it('uses the category name from a result breadcrumb', () => {
    const hits = [{ breadcrumbs: [{ name: 'Women', slug: 'women' }, { name: 'Dresses & Jumpsuits', slug: 'womens-dresses' }] }];
    expect(categoryTitle({ kind: 'category', categorySlug: 'womens-dresses' }, hits)).toBe('Dresses & Jumpsuits');
  });

  it('falls back to the slug in words', () => {
    expect(categoryTitle({ kind: 'category', categorySlug: 'mens-shirts' }, [{ breadcrumbs: 'junk' }])).toBe('Mens shirts');
  });

  it('names the brand of a brand category, as the results spell it', () => {
    expect(categoryTitle({ kind: 'category', categorySlug: 'dresses', brand: 'dorothy perkins' }, [{ brand: 'Dorothy Perkins' }])).toBe('Dresses – Dorothy Perkins');
    expect(categoryTitle({ kind: 'category', categorySlug: 'dresses', brand: 'dorothy perkins' }, [])).toBe('Dresses – Dorothy Perkins');
  });

  it('reads only CATEGORY_TITLE_ATTRIBUTES of a result', () => {
    const hit = { name: 'Dress', brand: 'Dorothy Perkins', breadcrumbs: [{ name: 'Dresses', slug: 'other' }], categorySlugs: ['dresses'] };
    const read = topLevelKeysRead(hit, (proxy) => categoryTitle({ kind: 'category', categorySlug: 'dresses', brand: 'dorothy perkins' }, [proxy]));
    expect([...read].sort()).toEqual([...CATEGORY_TITLE_ATTRIBUTES].sort());
  });
});


describe('listingHeading', () => {
  const words = { resultsFor: (query: string) => `Results for “${query}”`, allProducts: 'All products' };
  it('a search: its words, or all products when there are none', () => {
    expect(listingHeading({ kind: 'search' }, 'linen shirt', [], words)).toBe('Results for “linen shirt”');
    expect(listingHeading({ kind: 'search' }, '', [], words)).toBe('All products');
  });
  it('a category: its title, whatever the query', () => {
    const hits = [{ breadcrumbs: [{ name: 'Dresses', slug: 'womens-dresses' }] }];
    expect(listingHeading({ kind: 'category', categorySlug: 'womens-dresses' }, 'ignored', hits, words)).toBe('Dresses');
  });
});
