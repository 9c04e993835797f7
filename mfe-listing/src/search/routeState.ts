// Listing state in the address (InstantSearch routing): q, page, sort,
// perPage and one repeated parameter per refined facet, e.g.
// /search?q=dress&sort=price-asc&page=2&size=M&size=L. Parameters that are
// not ours (the shell's `fascia`, campaign tags) are kept as they are.
import type { IndexUiState } from 'instantsearch.js';
import { FACET_KEYS, facetOfParam, facetParam, type FacetKey } from './facets';
import { DEFAULT_SORT, isSortOption, type SortOption } from './sortOptions';

export const HITS_PER_PAGE_OPTIONS = [24, 48, 96] as const;
export const DEFAULT_HITS_PER_PAGE = 24;
/** Longest query kept from the address (the search service cuts at 512). */
const MAX_QUERY = 512;
const MAX_VALUES_PER_FACET = 50;

export interface ListingRouteState {
  q?: string;
  /** 1-based. */
  page?: number;
  sort?: SortOption;
  perPage?: number;
  facets: Partial<Record<FacetKey, string[]>>;
}

const OWN_PARAMS = new Set(['q', 'page', 'sort', 'perPage']);

function isOwnParam(name: string): boolean {
  return OWN_PARAMS.has(name) || facetOfParam(name) !== null;
}

/** Reads the listing state from a query string, dropping what is not valid. */
export function routeFromSearch(search: string): ListingRouteState {
  const params = new URLSearchParams(search);
  const state: ListingRouteState = { facets: {} };
  const q = params.get('q')?.trim();
  if (q) state.q = q.slice(0, MAX_QUERY);
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) state.page = page;
  const sort = params.get('sort');
  if (isSortOption(sort) && sort !== DEFAULT_SORT) state.sort = sort;
  const perPage = Number(params.get('perPage'));
  if ((HITS_PER_PAGE_OPTIONS as readonly number[]).includes(perPage) && perPage !== DEFAULT_HITS_PER_PAGE) state.perPage = perPage;
  for (const key of FACET_KEYS) {
    const values = [...new Set(params.getAll(facetParam(key)).map((v) => v.trim()).filter(Boolean))].slice(0, MAX_VALUES_PER_FACET);
    if (values.length > 0) state.facets[key] = values;
  }
  return state;
}

/** The query string for a listing state, keeping the parameters that are not ours. */
export function routeToSearch(state: ListingRouteState, currentSearch = ''): string {
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(currentSearch)) if (!isOwnParam(name)) params.append(name, value);
  if (state.q) params.set('q', state.q);
  if (state.sort && state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  for (const key of FACET_KEYS) for (const value of state.facets[key] ?? []) params.append(facetParam(key), value);
  if (state.perPage && state.perPage !== DEFAULT_HITS_PER_PAGE) params.set('perPage', String(state.perPage));
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface IndexNaming {
  /** The index of a sort option. */
  indexOf(sort: SortOption): string;
  /** The sort option of an index name, or null. */
  sortOf(indexName: string): SortOption | null;
}

/** InstantSearch's UI state of our index → the address state. */
export function uiToRoute(ui: IndexUiState | undefined, naming: IndexNaming): ListingRouteState {
  const state: ListingRouteState = { facets: {} };
  if (!ui) return state;
  if (ui.query) state.q = ui.query;
  if (ui.page && ui.page > 1) state.page = ui.page;
  const sort = ui.sortBy ? naming.sortOf(ui.sortBy) : null;
  if (sort && sort !== DEFAULT_SORT) state.sort = sort;
  if (ui.hitsPerPage && ui.hitsPerPage !== DEFAULT_HITS_PER_PAGE) state.perPage = ui.hitsPerPage;
  for (const key of FACET_KEYS) {
    const values = ui.refinementList?.[key];
    if (values && values.length > 0) state.facets[key] = [...values];
  }
  return state;
}

/** The address state → InstantSearch's UI state of our index. */
export function routeToUi(state: ListingRouteState, naming: IndexNaming): IndexUiState {
  const ui: IndexUiState = {};
  if (state.q) ui.query = state.q;
  if (state.page && state.page > 1) ui.page = state.page;
  if (state.sort && state.sort !== DEFAULT_SORT) ui.sortBy = naming.indexOf(state.sort);
  if (state.perPage) ui.hitsPerPage = state.perPage;
  const refinementList: Record<string, string[]> = {};
  for (const key of FACET_KEYS) {
    const values = state.facets[key];
    if (values && values.length > 0) refinementList[key] = [...values];
  }
  if (Object.keys(refinementList).length > 0) ui.refinementList = refinementList;
  return ui;
}
