// Sort options (spec 1 §3) and the index each one searches: the fascia's
// source index plus a sort suffix (spec 1 §7). Virtual replicas are today's
// naming; legacy indexes only know the two price sorts.
import { searchIndexName, type FasciaSettings } from '@storefront/shared-contracts';

export const SORT_OPTIONS = ['relevance', 'price-asc', 'price-desc', 'best-sellers', 'newness'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'relevance';

export type ReplicaNaming = 'virtual' | 'legacy';

const SUFFIXES: Record<ReplicaNaming, Partial<Record<SortOption, string>>> = {
  virtual: {
    'price-asc': 'vi-sort-low-high',
    'price-desc': 'vi-sort-high-low',
    'best-sellers': 'vi-sort-best-sellers',
    newness: 'vi-sort-newness',
  },
  legacy: { 'price-asc': 'price-asc', 'price-desc': 'price-desc' },
};

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}

/** The sort options an index family offers, relevance first. */
export function sortOptionsFor(naming: ReplicaNaming = 'virtual'): SortOption[] {
  return SORT_OPTIONS.filter((option) => option === 'relevance' || SUFFIXES[naming][option] !== undefined);
}

/** The index suffix of a sort option; undefined for relevance (the source index itself). */
export function sortSuffix(option: SortOption, naming: ReplicaNaming = 'virtual'): string | undefined {
  if (option === 'relevance') return undefined;
  const suffix = SUFFIXES[naming][option];
  if (!suffix) throw new Error(`sort ${option} has no ${naming} replica`);
  return suffix;
}

/** The index to search for a sort option; throws "no search index available" for a fascia without one. */
export function sortIndexName(fascia: FasciaSettings, option: SortOption, naming: ReplicaNaming = 'virtual'): string {
  return searchIndexName(fascia, sortSuffix(option, naming));
}

/** The sort option an index name stands for (either naming), or null when it is none of the family. */
export function sortOptionOfIndex(indexName: string, sourceIndex: string): SortOption | null {
  if (indexName === sourceIndex) return 'relevance';
  if (!indexName.startsWith(`${sourceIndex}_`)) return null;
  const suffix = indexName.slice(sourceIndex.length + 1);
  for (const naming of ['virtual', 'legacy'] as const) {
    const found = SORT_OPTIONS.find((option) => SUFFIXES[naming][option] === suffix);
    if (found) return found;
  }
  return null;
}
