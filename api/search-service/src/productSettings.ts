// Index settings of the product indexes: searchable attributes, the facet
// keys of spec 1 §3, the custom ranking and the sort replicas of spec 1 §7.
import { compareSizes, SEARCH_FACET_KEYS } from '@storefront/shared-contracts';
import type { IndexSettings, ReplicaSettings } from './types';

/** Facet keys of spec 1 §3 (shared-contracts), as record attribute names. */
export const PRODUCT_FACET_KEYS = SEARCH_FACET_KEYS;

export type ProductFacetKey = (typeof PRODUCT_FACET_KEYS)[number];

/**
 * Sort options of spec 1 §3 → replica suffix. Virtual replicas are the
 * current naming; `price-asc` / `price-desc` are the legacy standard ones.
 */
export const SORT_REPLICAS: ReplicaSettings[] = [
  { suffix: 'vi-sort-low-high', virtual: true, ranking: ['asc(priceValue)'] },
  { suffix: 'vi-sort-high-low', virtual: true, ranking: ['desc(priceValue)'] },
  { suffix: 'vi-sort-best-sellers', virtual: true, ranking: ['asc(bestSellerRank)'] },
  { suffix: 'vi-sort-newness', virtual: true, ranking: ['desc(createdAt)'] },
  { suffix: 'price-asc', virtual: false, ranking: ['asc(priceValue)'] },
  { suffix: 'price-desc', virtual: false, ranking: ['desc(priceValue)'] },
];

export const DEFAULT_INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [],
  attributesForFaceting: [],
  customRanking: [],
  attributesToHighlight: [],
  replicas: [],
  paginationLimitedTo: 1000,
  maxValuesPerFacet: 100,
  hitsPerPage: 20,
};

export const PRODUCT_INDEX_SETTINGS: IndexSettings = {
  ...DEFAULT_INDEX_SETTINGS,
  searchableAttributes: ['name', 'brand', 'category', 'colourFacet', 'colourVariants.colour', 'style', 'department'],
  attributesForFaceting: [
    ...PRODUCT_FACET_KEYS.map((key) => `searchable(${key})`),
    'priceValue',
    'isPremier',
    'filterOnly(productKey)',
    // Category pages filter by slug (mfe-listing).
    'filterOnly(categorySlugs)',
    'filterOnly(objectID)',
  ],
  customRanking: ['asc(bestSellerRank)', 'desc(createdAt)'],
  attributesToHighlight: ['name', 'brand'],
  replicas: SORT_REPLICAS,
  renderingContent: {
    facetOrdering: {
      facets: {
        order: ['category', 'size', 'colourFacet', 'brand', 'priceRange', 'delivery', 'style', 'occasion', 'fit', 'ratingGroup', 'discountRange'],
      },
      values: {
        // The order: every size of the index, by the size chart (facetValueOrder).
        size: { sortRemainingBy: 'alpha' },
        priceRange: { order: ['0-20', '20-50', '50-100', '100-200', '200-max'], sortRemainingBy: 'alpha' },
        ratingGroup: { order: ['5', '4', '3', '2', '1'], sortRemainingBy: 'hidden' },
        brand: { sortRemainingBy: 'alpha' },
        colourFacet: { sortRemainingBy: 'count' },
      },
    },
  },
  facetValueOrder: { size: compareSizes },
};

export function withDefaults(settings: Partial<IndexSettings> | undefined, base: IndexSettings): IndexSettings {
  return { ...base, ...settings };
}
