// An in-memory stand-in for the search service in unit tests: it answers
// InstantSearch's multi-queries (legacy `[{ indexName, params }]`) and the
// recently viewed lookup (`{ requests }`) with Algolia-shaped responses.
import type { SearchHit } from '@storefront/shared-contracts';

export type Params = Record<string, unknown>;
export interface SearchRequest {
  indexName: string;
  params: Params;
}

export interface FakeRule {
  query: string;
  userData: unknown;
}

export interface FakeSearchOptions {
  records: SearchHit[];
  rules?: FakeRule[];
  facetOrder?: string[];
  /** Makes every search fail. */
  fail?: Error;
  /** Holds every answer until released. */
  hold?: boolean;
}

const FACETS = ['size', 'colourFacet', 'brand', 'category', 'priceRange', 'occasion'];

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** facetFilters: AND of entries, an inner list is an OR. */
function matchesFacetFilters(record: SearchHit, facetFilters: unknown): boolean {
  return listOf(facetFilters).every((group) =>
    listOf(group).some((filter) => {
      const [attribute, ...rest] = String(filter).split(':');
      const value = rest.join(':');
      return listOf(record[attribute ?? '']).map(String).includes(value);
    }),
  );
}

/** `productKey:"a" OR productKey:"b"` (the recently viewed lookup). */
function matchesFilters(record: SearchHit, filters: unknown): boolean {
  if (typeof filters !== 'string' || !filters.startsWith('productKey:')) return true;
  const keys = [...filters.matchAll(/productKey:"([^"]*)"/g)].map((m) => m[1]);
  return keys.includes(record.productKey);
}

function sortFor(indexName: string): ((a: SearchHit, b: SearchHit) => number) | null {
  const price = (hit: SearchHit) => Number(String(hit.price).split('-')[0]);
  if (indexName.endsWith('_vi-sort-low-high')) return (a, b) => price(a) - price(b);
  if (indexName.endsWith('_vi-sort-high-low')) return (a, b) => price(b) - price(a);
  return null;
}

let queryCounter = 0;

export function createFakeSearch(options: FakeSearchOptions) {
  const requests: SearchRequest[] = [];
  const releases: Array<() => void> = [];
  // Like algoliasearch's clients, an identical batch is answered from memory (same query ids).
  const answered = new Map<string, ReturnType<typeof answer>[]>();

  function answer({ indexName, params }: SearchRequest) {
    const query = String(params.query ?? '').toLowerCase();
    const page = Number(params.page ?? 0);
    const hitsPerPage = Number(params.hitsPerPage ?? 20);
    const matching = options.records
      .filter((record) => !query || record.name.toLowerCase().includes(query))
      .filter((record) => matchesFacetFilters(record, params.facetFilters))
      .filter((record) => matchesFilters(record, params.filters));
    const sorter = sortFor(indexName);
    const sorted = sorter ? [...matching].sort(sorter) : matching;
    const wanted = listOf(params.facets).map(String);
    const facetNames = wanted.includes('*') ? FACETS : wanted.filter((name) => FACETS.includes(name));
    const facets: Record<string, Record<string, number>> = {};
    for (const name of facetNames) {
      for (const record of matching) {
        for (const value of listOf(record[name]).map(String)) {
          facets[name] ??= {};
          facets[name][value] = (facets[name][value] ?? 0) + 1;
        }
      }
    }
    const nbPages = Math.ceil(sorted.length / Math.max(hitsPerPage, 1));
    const rules = (options.rules ?? []).filter((rule) => rule.query === query);
    queryCounter += 1;
    return {
      hits: sorted.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
      nbHits: sorted.length,
      page,
      nbPages,
      hitsPerPage,
      facets,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      processingTimeMS: 1,
      query: String(params.query ?? ''),
      params: '',
      index: indexName,
      ...(params.clickAnalytics ? { queryID: queryCounter.toString(16).padStart(32, '0') } : {}),
      renderingContent: { facetOrdering: { facets: { order: options.facetOrder ?? ['category', 'size', 'colourFacet', 'brand', 'priceRange'] } } },
      ...(rules.length > 0 ? { userData: rules.map((rule) => rule.userData) } : {}),
    };
  }

  async function search(input: unknown) {
    const batch: SearchRequest[] = Array.isArray(input)
      ? (input as SearchRequest[])
      : ((input as { requests: Array<Params & { indexName: string }> }).requests ?? []).map(({ indexName, ...params }) => ({ indexName, params }));
    requests.push(...batch);
    if (options.hold) await new Promise<void>((resolve) => releases.push(resolve));
    if (options.fail) throw options.fail;
    const key = JSON.stringify(batch);
    const results = answered.get(key) ?? batch.map(answer);
    answered.set(key, results);
    return { results };
  }

  return {
    client: { appId: 'STOREFRONT', apiKey: 'search-only-key', search: jest.fn(search) },
    /** Every request sent so far, in order. */
    requests,
    /** The main (hits) requests of InstantSearch, leaving out the facet-only ones. */
    mainRequests: () => requests.filter((r) => Number(r.params.hitsPerPage ?? 1) > 0 && r.params.analytics !== false && !String(r.params.filters ?? '').startsWith('productKey:')),
    lastMain: () => {
      const main = requests.filter((r) => r.params.analytics !== false && Number(r.params.hitsPerPage ?? 1) > 0 && !String(r.params.filters ?? '').startsWith('productKey:'));
      return main[main.length - 1]!;
    },
    release: () => releases.splice(0).forEach((resolve) => resolve()),
  };
}

/** An insights client recording what InstantSearch sends through it. */
export function fakeInsights() {
  const calls: unknown[][] = [];
  let token: string | undefined;
  const client = (method: string, ...args: unknown[]) => {
    calls.push([method, ...args]);
    if (method === 'setUserToken') token = String(args[0]);
    if (method === 'getUserToken' || method === 'onUserTokenChange') {
      const callback = args.find((arg): arg is (...a: unknown[]) => void => typeof arg === 'function');
      if (method === 'getUserToken') callback?.(null, token);
    }
    return undefined;
  };
  client.version = '2.17.3';
  return { client, calls, events: () => calls.filter(([method]) => method === 'clickedObjectIDsAfterSearch' || method === 'viewedObjectIDs') };
}
