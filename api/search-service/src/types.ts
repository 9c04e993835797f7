// The engine's public shapes. They follow Algolia's v1 search API so that the
// algoliasearch client (and InstantSearch) read them unchanged.
import type { FilterNode } from './filters/ast';

/** A record: `{ objectID, ...attributes }` (a SearchHit plus facet attributes). */
export interface SearchRecord {
  objectID: string;
  [attribute: string]: unknown;
}

/** Search parameters after validation (see params.ts for the accepted names). */
export interface SearchParams {
  query: string;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  filters?: FilterNode;
  facetFilters?: FilterNode;
  numericFilters?: FilterNode;
  tagFilters?: FilterNode;
  /** Each entry boosts records matching it (an OR group counts as one). */
  optionalFilters: FilterNode[];
  page: number;
  hitsPerPage: number;
  highlightPreTag: string;
  highlightPostTag: string;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  snippetEllipsisText: string;
  typoTolerance: boolean;
  clickAnalytics: boolean;
  analytics: boolean;
  analyticsTags: string[];
  getRankingInfo: boolean;
  userToken?: string;
  enablePersonalization: boolean;
  ruleContexts: string[];
  enableRules: boolean;
  enableABTest: boolean;
  responseFields?: string[];
  maxFacetHits: number;
  /** Only for facet-value search. */
  facetQuery: string;
  /** The parameters as received, echoed URL-encoded in the answer's `params`. */
  echo: string;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface SearchHitResult extends SearchRecord {
  _highlightResult?: Record<string, HighlightResult | HighlightResult[]>;
  _snippetResult?: Record<string, SnippetResult | SnippetResult[]>;
  _rankingInfo?: Record<string, unknown>;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface FacetOrdering {
  facets?: { order?: string[] };
  values?: Record<string, { order?: string[]; sortRemainingBy?: 'count' | 'alpha' | 'hidden' }>;
}

export interface RenderingContent {
  facetOrdering?: FacetOrdering;
}

export interface SearchResponse {
  hits: SearchHitResult[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveFacetsCount: boolean;
  exhaustiveNbHits: boolean;
  exhaustive: { facetsCount: boolean; nbHits: boolean; typo: boolean };
  query: string;
  params: string;
  index: string;
  /** The index that answered, when an A/B test variant points elsewhere. */
  indexUsed?: string;
  processingTimeMS: number;
  queryID?: string;
  userData?: unknown[];
  renderingContent?: RenderingContent;
  abTestID?: number;
  abTestVariantID?: number;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface SearchForFacetValuesResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

/** One sort order over the same records. */
export interface ReplicaSettings {
  /** Appended to the source index name with `_`: `burton_products_price-asc`. */
  suffix: string;
  /** Virtual ("relevant sort") or standard replica; both sort by `ranking` here. */
  virtual: boolean;
  /** `asc(attr)` / `desc(attr)` criteria applied before the custom ranking. */
  ranking: string[];
}

export interface IndexSettings {
  /** Ordered: a match in an earlier attribute ranks higher. */
  searchableAttributes: string[];
  /** Facet attributes; `filterOnly(x)` is filterable but not counted, `searchable(x)` allows facet-value search. */
  attributesForFaceting: string[];
  /** Tie-breaks after text relevance: `asc(attr)` / `desc(attr)`. */
  customRanking: string[];
  attributesToHighlight: string[];
  replicas: ReplicaSettings[];
  renderingContent?: RenderingContent;
  /**
   * Local, not an Algolia setting: facets whose values the answer's
   * renderingContent lists in this order (every value of the index, sorted).
   * Hosted Algolia takes the same list as the facet's explicit `order`.
   */
  facetValueOrder?: Record<string, (a: string, b: string) => number>;
  paginationLimitedTo: number;
  maxValuesPerFacet: number;
  hitsPerPage: number;
}

/** A query rule: when a condition matches, its consequence's userData is returned. */
export interface SearchRule {
  objectID: string;
  /** Source index the rule belongs to (it applies to the index's replicas too); absent: every index. */
  index?: string;
  enabled?: boolean;
  /** The rule applies when any condition matches (Algolia's semantics). */
  conditions: Array<{
    pattern?: string;
    anchoring?: 'is' | 'contains' | 'startsWith' | 'endsWith';
    /** Must be among the request's ruleContexts. */
    context?: string;
  }>;
  consequence: { userData?: unknown };
}

export interface AbTestVariant {
  /** Index answering this variant (the tested index itself for a parameter test). */
  index: string;
  trafficPercentage: number;
  /** Parameters applied on top of the request for this variant. */
  customSearchParameters?: Record<string, unknown>;
}

export interface AbTest {
  abTestID: number;
  /** The index the shopper's query names (variant A's index). */
  index: string;
  variants: AbTestVariant[];
}

/**
 * The seam: the local engine implements it; hosted Algolia (or another
 * engine) can stand behind the same routes.
 */
export interface SearchEngine {
  hasIndex(indexName: string): boolean;
  indexNames(): string[];
  /** Raw Algolia parameters (JSON object, possibly with a `params` string). */
  search(indexName: string, params: Record<string, unknown>): SearchResponse;
  searchForFacetValues(
    indexName: string,
    facetName: string,
    params: Record<string, unknown>,
  ): SearchForFacetValuesResponse;
}
