import { FASCIAS } from '@storefront/shared-contracts';
import { isSortOption, sortIndexName, sortOptionOfIndex, sortOptionsFor, sortSuffix } from './sortOptions';

describe('sort option → index', () => {
  it('maps each option to its virtual replica of the fascia index; relevance is the index itself', () => {
    expect(sortIndexName(FASCIAS.burton, 'relevance')).toBe('burton_products');
    expect(sortIndexName(FASCIAS.burton, 'price-asc')).toBe('burton_products_vi-sort-low-high');
    expect(sortIndexName(FASCIAS.burton, 'price-desc')).toBe('burton_products_vi-sort-high-low');
    expect(sortIndexName(FASCIAS.coast, 'best-sellers')).toBe('coast_products_vi-sort-best-sellers');
    expect(sortIndexName(FASCIAS.coast, 'newness')).toBe('coast_products_vi-sort-newness');
  });

  it('uses the plain suffixes for legacy indexes, which only sort by price', () => {
    expect(sortSuffix('price-asc', 'legacy')).toBe('price-asc');
    expect(sortSuffix('price-desc', 'legacy')).toBe('price-desc');
    expect(sortOptionsFor('legacy')).toEqual(['relevance', 'price-asc', 'price-desc']);
    expect(() => sortSuffix('newness', 'legacy')).toThrow('sort newness has no legacy replica');
    expect(sortOptionsFor()).toEqual(['relevance', 'price-asc', 'price-desc', 'best-sellers', 'newness']);
  });

  it('fails with the spec message for a fascia without an index', () => {
    expect(() => sortIndexName(FASCIAS.dorothyperkins, 'price-asc')).toThrow('no search index available');
  });
});

describe('index → sort option', () => {
  it('reads both namings back and refuses other indexes', () => {
    expect(sortOptionOfIndex('burton_products', 'burton_products')).toBe('relevance');
    expect(sortOptionOfIndex('burton_products_vi-sort-high-low', 'burton_products')).toBe('price-desc');
    expect(sortOptionOfIndex('burton_products_price-asc', 'burton_products')).toBe('price-asc');
    expect(sortOptionOfIndex('burton_products_vi-sort-newness', 'burton_products')).toBe('newness');
    expect(sortOptionOfIndex('coast_products_vi-sort-newness', 'burton_products')).toBeNull();
    expect(sortOptionOfIndex('burton_products_random', 'burton_products')).toBeNull();
  });

  it('recognises option names', () => {
    expect(isSortOption('best-sellers')).toBe(true);
    expect(isSortOption('cheapest')).toBe(false);
    expect(isSortOption(undefined)).toBe(false);
  });
});
