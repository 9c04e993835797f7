// Test support for the engine's tests: an engine over the fixture records of
// testFixtures.ts (index burton_products with the product settings and replicas).
import { LocalSearchEngine } from '../engine';
import { type SearchError } from '../errors';
import { PRODUCT_INDEX_SETTINGS } from '../productSettings';
import { FIXTURE_RECORDS } from '../testFixtures';
import type { AbTest, SearchResponse, SearchRule } from '../types';

export const INDEX = 'burton_products';

export function engineWith(options: { rules?: SearchRule[]; abTests?: AbTest[] } = {}) {
  return new LocalSearchEngine({
    indexes: [{ name: INDEX, records: FIXTURE_RECORDS, settings: PRODUCT_INDEX_SETTINGS }],
    ...options,
  });
}

export const engine = engineWith();
export const search = (params: Record<string, unknown>, index = INDEX) => engine.search(index, params);
export const ids = (response: SearchResponse) => response.hits.map((hit) => hit.objectID);
export const everything = { hitsPerPage: 100 };

export function errorOf(run: () => unknown): SearchError {
  try {
    run();
  } catch (error) {
    return error as SearchError;
  }
  throw new Error('no error');
}
