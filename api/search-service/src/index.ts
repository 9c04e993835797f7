// @storefront/search-service: the search service (Algolia protocol) the api
// mounts, and the catalogue-to-record mapping the api builds its indexes with.
export { createSearchService, defaultAllowedOrigins, defaultApiKeys } from './service';
export type { SearchService, SearchServiceOptions } from './service';
export { LocalSearchEngine } from './engine';
export { SearchError } from './errors';
export { DEFAULT_SEARCH_RULES } from './config';
export { PRODUCT_FACET_KEYS, PRODUCT_INDEX_SETTINGS, SORT_REPLICAS } from './productSettings';
export { fasciaIndexes, priceBucket, productCard, recordsForFascia, toSearchRecord } from './records';
export { seeded } from './seed';
export type { ProductSearchRecord } from './records';
export type { ApiKey } from './plugin';
export type { InsightsStore, StoredInsightsEvent } from './insights';
export type * from './types';
