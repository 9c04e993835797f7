// The local search engine: Algolia's query semantics over the column store of
// indexData.ts. A query runs as: retrieve (engine/retrieve.ts: text match →
// bitset with per-doc typo, prefix and attribute scores, ANDed with the
// filters of engine/filter.ts), then one linear pass per requested facet
// (engine/facet.ts) and one pass over the replica's pre-sorted order, or the
// relevance order of engine/rank.ts, to cut the requested page
// (engine/page.ts), whose hits are highlighted (engine/highlight.ts). This
// module holds the indexes, replicas, rules, A/B tests and caches.
import { randomBytes } from 'node:crypto';
import { assignVariant, validateAbTest, type AbAssignment } from './abTests';
import type { Bitset } from './bitset';
import { badRequest, indexNotFound } from './errors';
import { facetCounts, facetHits } from './engine/facet';
import { highlightedHit } from './engine/highlight';
import { pageBounds, pageWindow } from './engine/page';
import { Retriever } from './engine/retrieve';
import { tagsFor } from './highlight';
import { buildIndexData, recordAt, type IndexData } from './indexData';
import { mergeRawParams, parseSearchParams } from './params';
import { matchingUserData } from './rules';
import { asciiJson } from './serialize';
import type {
  AbTest,
  IndexSettings,
  ReplicaSettings,
  SearchEngine,
  SearchForFacetValuesResponse,
  SearchParams,
  SearchRecord,
  SearchResponse,
  SearchRule,
} from './types';


export interface IndexEntry {
  name: string;
  /** The source index (itself for a primary). */
  primary: string;
  /** A replica's sort; null for a primary. */
  replica: ReplicaSettings | null;
  readonly data: IndexData;
  /** Pre-sorted order of a replica; null for the relevance-ranked primary. */
  readonly order: Uint32Array | null;
}

/** An index's column store, built at once or on first use (`LocalEngineOptions.buildOnFirstSearch`). */
function indexDataOf(config: LocalIndexConfig, onFirstSearch: boolean): () => IndexData {
  let data: IndexData | undefined = onFirstSearch ? undefined : buildIndexData(config.records, config.settings);
  return () => (data ??= buildIndexData(config.records, config.settings));
}

export interface LocalIndexConfig {
  name: string;
  /** Any iterable: a generator lets a caller stream records without holding them all. */
  records: Iterable<SearchRecord>;
  settings: IndexSettings;
}

export interface LocalEngineOptions {
  indexes: LocalIndexConfig[];
  rules?: SearchRule[];
  abTests?: AbTest[];
  /**
   * Build each index when it is first searched rather than here (tests, most of which
   * never search: four fascia indexes take seconds to build on a busy machine).
   */
  buildOnFirstSearch?: boolean;
}

/** Records whose JSON text is kept (about 2 KB each). */
const JSON_CACHE_LIMIT = 5000;

export class LocalSearchEngine implements SearchEngine {
  private readonly entries = new Map<string, IndexEntry>();
  private readonly retriever = new Retriever();
  private readonly jsonCache = new Map<IndexData, Map<number, string>>();
  private readonly rules: SearchRule[];
  private readonly abTests = new Map<string, AbTest>();

  constructor(options: LocalEngineOptions) {
    for (const config of options.indexes) {
      const data = indexDataOf(config, options.buildOnFirstSearch ?? false);
      this.addEntry({
        name: config.name,
        primary: config.name,
        replica: null,
        get data() {
          return data();
        },
        order: null,
      });
      for (const replica of config.settings.replicas) {
        this.addEntry({
          name: `${config.name}_${replica.suffix}`,
          primary: config.name,
          replica,
          get data() {
            return data();
          },
          get order() {
            return data().replicaOrders.get(replica.suffix)!;
          },
        });
      }
    }
    this.rules = options.rules ?? [];
    for (const test of options.abTests ?? []) {
      validateAbTest(test);
      for (const variant of test.variants) {
        if (!this.entries.has(variant.index)) throw new Error(`A/B test ${test.abTestID} names unknown index ${variant.index}`);
      }
      this.abTests.set(test.index, test);
    }
  }

  private addEntry(entry: IndexEntry): void {
    if (this.entries.has(entry.name)) throw new Error(`Index ${entry.name} is defined twice`);
    this.entries.set(entry.name, entry);
  }

  hasIndex(indexName: string): boolean {
    return this.entries.has(indexName);
  }

  indexNames(): string[] {
    return [...this.entries.keys()];
  }

  /** An index (404 when unknown): what the read API (read/) serves from. */
  entry(indexName: string): IndexEntry {
    const entry = this.entries.get(indexName);
    if (!entry) throw indexNotFound();
    return entry;
  }

  /**
   * The docs matching the query and the filters of `params`, unranked (browse,
   * read/browse.ts): a copy of the bitset (null: every doc) and their count.
   */
  matching(indexName: string, params: SearchParams): { bits: Bitset | null; count: number } {
    const candidates = this.retriever.candidates(this.entry(indexName).data, params);
    return { bits: candidates.bits && candidates.bits.slice(), count: candidates.size };
  }

  search(indexName: string, raw: Record<string, unknown>): SearchResponse {
    const started = performance.now();
    const requested = this.entry(indexName);
    let entry = requested;
    let params = parseSearchParams(raw, requested.data.settings);
    let assignment: AbAssignment | undefined;
    const test = this.abTests.get(indexName);
    if (test && params.enableABTest) {
      assignment = assignVariant(test, params.userToken);
      entry = this.entry(assignment.variant.index);
      if (assignment.variant.customSearchParameters) {
        params = parseSearchParams(
          { ...mergeRawParams(raw), ...assignment.variant.customSearchParameters },
          entry.data.settings,
        );
      }
    }
    const data = entry.data;
    const candidates = this.retriever.candidates(data, params);
    const nbHits = candidates.size;
    const { hitsPerPage, page } = params;
    const { nbPages, start, end } = pageBounds(params, nbHits, data.settings.paginationLimitedTo);
    const window = pageWindow(data, entry.order, candidates, start, end);

    const tags = tagsFor(params.highlightPreTag, params.highlightPostTag);
    const recordJson = (indexData: IndexData, doc: number) => this.recordJson(indexData, doc);
    const hits = window.map((doc) => highlightedHit(data, doc, params, candidates, tags, recordJson));

    const response: SearchResponse = {
      hits,
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustive: { facetsCount: true, nbHits: true, typo: true },
      query: params.query,
      params: params.echo,
      index: indexName,
      processingTimeMS: 0,
    };
    if (params.facets.length > 0) {
      const { facets, stats } = facetCounts(data, params, candidates);
      response.facets = facets;
      if (stats) response.facets_stats = stats;
    }
    if (entry !== requested) response.indexUsed = entry.name;
    if (params.clickAnalytics) response.queryID = randomBytes(16).toString('hex');
    if (params.enableRules) {
      const rules = this.rules.filter((rule) => rule.index === undefined || rule.index === entry.primary);
      const userData = matchingUserData(rules, params.query, params.ruleContexts);
      if (userData) response.userData = userData;
    }
    if (data.settings.renderingContent) response.renderingContent = data.settings.renderingContent;
    if (assignment) {
      response.abTestID = assignment.test.abTestID;
      response.abTestVariantID = assignment.abTestVariantID;
    }
    response.processingTimeMS = Math.max(1, Math.round(performance.now() - started));
    return pickResponseFields(response, params.responseFields);
  }

  searchForFacetValues(indexName: string, facetName: string, raw: Record<string, unknown>): SearchForFacetValuesResponse {
    const started = performance.now();
    const { data } = this.entry(indexName);
    const column = data.facets.get(facetName);
    if (!column || !column.searchable) {
      throw badRequest(
        `Cannot search in "${facetName}" attribute, you need to add "searchable(${facetName})" to attributesForFaceting.`,
      );
    }
    const params = parseSearchParams(raw, data.settings);
    const candidates = this.retriever.candidates(data, params);
    return {
      facetHits: facetHits(column, params, candidates),
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
    };
  }

  /** JSON text of a record, cached for the records that get served. */
  private recordJson(data: IndexData, doc: number): string {
    let cache = this.jsonCache.get(data);
    if (!cache) {
      cache = new Map();
      this.jsonCache.set(data, cache);
    }
    let json = cache.get(doc);
    if (json === undefined) {
      json = asciiJson(JSON.stringify(recordAt(data, doc)));
      if (cache.size >= JSON_CACHE_LIMIT) cache.clear();
      cache.set(doc, json);
    }
    return json;
  }
}

function pickResponseFields(response: SearchResponse, fields: string[] | undefined): SearchResponse {
  if (!fields || fields.includes('*')) return response;
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    if (field in response) picked[field] = (response as unknown as Record<string, unknown>)[field];
  }
  return picked as unknown as SearchResponse;
}
