// Facet keys of spec 1 §3 (shared-contracts, the same list the search service indexes).
import { compareSizes, SEARCH_FACET_KEYS } from '@storefront/shared-contracts';

export const FACET_KEYS = SEARCH_FACET_KEYS;

export type FacetKey = (typeof FACET_KEYS)[number];

export function isFacetKey(value: unknown): value is FacetKey {
  return typeof value === 'string' && (FACET_KEYS as readonly string[]).includes(value);
}

/** Address parameter of a facet: the shopper's word, not the record's. */
export function facetParam(attribute: FacetKey): string {
  return attribute === 'colourFacet' ? 'colour' : attribute;
}

export function facetOfParam(param: string): FacetKey | null {
  if (param === 'colour') return 'colourFacet';
  return isFacetKey(param) && param !== 'colourFacet' ? param : null;
}

/**
 * The facet panels to show, in order: the index's facet ordering first, then
 * any other facet key the results carry, in the order of FACET_KEYS. Facets
 * without values in the results are left out.
 */
export function facetPanelOrder(ordering: readonly string[], present: readonly string[]): FacetKey[] {
  const has = new Set(present);
  const ordered = ordering.filter((name): name is FacetKey => isFacetKey(name) && has.has(name));
  const seen = new Set<string>(ordered);
  const rest = FACET_KEYS.filter((key) => has.has(key) && !seen.has(key));
  return [...new Set(ordered), ...rest];
}

/** A facet value as InstantSearch sorts them. */
interface FacetValue {
  name: string;
}

/** One function for every render: InstantSearch makes a new widget when `sortBy` changes. */
const bySizeChart = (a: FacetValue, b: FacetValue) => compareSizes(a.name, b.name);

/**
 * How a facet panel sorts its values: sizes by the size chart (the same rule
 * as the search service's facet ordering, so hosted Algolia's settings cannot
 * put 10 before 6); undefined leaves the other facets to the index's
 * facet ordering.
 */
export function facetValueSort(attribute: string): typeof bySizeChart | undefined {
  return attribute === 'size' ? bySizeChart : undefined;
}
