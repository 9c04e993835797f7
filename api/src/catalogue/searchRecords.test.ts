// The generated catalogue's products as search records (the search service's
// records.ts over what Catalogue.generate makes): every fascia indexed, every
// facet key filled somewhere, and the engine answering over them.
import { fasciaIndexes, LocalSearchEngine, PRODUCT_FACET_KEYS, PRODUCT_INDEX_SETTINGS } from '@storefront/search-service';
import { Catalogue } from './catalogue';

describe('records of the generated catalogue', () => {
  const catalogue = Catalogue.generate({ count: 120 });
  const indexes = fasciaIndexes((fascia) => catalogue.productsIn(fascia));

  it('builds one index per fascia with a search index', () => {
    expect(Object.keys(indexes).sort()).toEqual(['burton_products', 'coast_products', 'oasis_products', 'wallis_products']);
  });

  it('fills every facet key on some record, and the card fields on every record', () => {
    const records = Object.values(indexes).flatMap((index) => [...index]);
    for (const key of PRODUCT_FACET_KEYS) {
      expect({ key, filled: records.some((record) => record[key] !== undefined) }).toEqual({ key, filled: true });
    }
    for (const record of records) {
      expect(typeof record.price).toBe('string');
      expect(Number.isFinite(record.priceValue)).toBe(true);
      expect(record.colourVariants.length).toBeGreaterThan(0);
    }
  });

  it('indexes and searches them', () => {
    const engine = new LocalSearchEngine({ indexes: [{ name: 'burton_products', records: indexes.burton_products!, settings: PRODUCT_INDEX_SETTINGS }] });
    const response = engine.search('burton_products', { facets: ['*'], hitsPerPage: 5 });
    expect(response.nbHits).toBe([...indexes.burton_products!].length);
    expect(Object.keys(response.facets!)).toEqual(expect.arrayContaining(['brand', 'size', 'colourFacet', 'priceRange', 'delivery']));
  });
});
