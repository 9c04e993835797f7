// The local search engine: Algolia's query semantics over the column store of
// indexData.ts. A query runs as: text match → bitset (with per-doc typo,
// prefix and attribute scores), filters → bitset, AND, then one linear pass
// per requested facet and one pass over the replica's pre-sorted order to cut
// the requested page.
import { randomBytes } from 'node:crypto';
import { assignVariant, validateAbTest, type AbAssignment } from './abTests';
import { andInto, hasBit, invert, orInto, orPosting, setBit, toDocs, type Bitset } from './bitset';
import { badRequest, indexNotFound } from './errors';
import { and, type FilterNode } from './filters/ast';
import { parseNumber } from './filters/parseFilters';
import {
  highlightAttribute,
  highlightFacetValue,
  snippetAttribute,
  tagsFor,
  type QueryTerm,
  type Tags,
} from './highlight';
import {
  buildIndexData,
  denseOf,
  KEY_SPACE,
  parseAttributeSpec,
  postingOf,
  recordAt,
  type FacetColumn,
  type IndexData,
} from './indexData';
import { mergeRawParams, parseSearchParams } from './params';
import { matchingUserData } from './rules';
import { asciiJson, markRecordJson } from './serialize';
import { typoBudget, typoDistance, words } from './text';
import type {
  AbTest,
  FacetHit,
  FacetStats,
  IndexSettings,
  ReplicaSettings,
  SearchEngine,
  SearchForFacetValuesResponse,
  SearchHitResult,
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

interface TermMatch {
  wordId: number;
  typos: number;
  prefix: boolean;
}

/** The candidates of one query, valid until the next query on the same index. */
interface Candidates {
  /** Candidate doc ids ascending, in a scratch array; the first `size` entries. */
  docs: Uint32Array;
  size: number;
  /** null when every doc is a candidate. */
  bits: Bitset | null;
  terms: QueryTerm[];
  /** Docs matching an optional filter (null when there is none). */
  optional: Bitset | null;
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

const TERM_CACHE_LIMIT = 5000;
/** Records whose JSON text is kept (about 2 KB each). */
const JSON_CACHE_LIMIT = 5000;

export class LocalSearchEngine implements SearchEngine {
  private readonly entries = new Map<string, IndexEntry>();
  private readonly termCache = new Map<IndexData, Map<string, TermMatch[]>>();
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
    const candidates = this.candidates(this.entry(indexName).data, params);
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
    const candidates = this.candidates(data, params);
    const nbHits = candidates.size;
    const { hitsPerPage, page } = params;
    const limit = Math.min(nbHits, data.settings.paginationLimitedTo);
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(limit / hitsPerPage);
    const start = page * hitsPerPage;
    const end = Math.min(start + hitsPerPage, limit);
    const window = start < end ? this.pageWindow(entry, candidates, start, end) : [];

    const tags = tagsFor(params.highlightPreTag, params.highlightPostTag);
    const hits = window.map((doc) => this.hit(data, doc, params, candidates, tags));

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
      const { facets, stats } = this.facetCounts(data, params, candidates);
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
    const candidates = this.candidates(data, params);
    countFacet(column, candidates);
    const queryWords = words(params.facetQuery);
    column.valueWords ??= column.values.map((value) => words(value));
    const matching: number[] = [];
    for (let code = 0; code < column.values.length; code++) {
      if (column.counts[code] === 0) continue;
      const valueWords = column.valueWords[code]!;
      if (queryWords.every((query) => valueWords.some((word) => word.startsWith(query)))) matching.push(code);
    }
    matching.sort((a, b) => column.counts[b]! - column.counts[a]! || compareText(column.values[a]!, column.values[b]!));
    const tags = tagsFor(params.highlightPreTag, params.highlightPostTag);
    const facetHits: FacetHit[] = matching.slice(0, params.maxFacetHits).map((code) => ({
      value: column.values[code]!,
      highlighted: highlightFacetValue(column.values[code]!, queryWords, tags),
      count: column.counts[code]!,
    }));
    return {
      facetHits,
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

  // ---- candidates -------------------------------------------------------

  private candidates(data: IndexData, params: SearchParams): Candidates {
    const scratch = data.scratch;
    const terms = queryTerms(params.query, params.typoTolerance);
    let bits: Bitset | null = null;
    if (terms.length > 0) bits = this.matchText(data, terms);
    const filter = combineFilters(params);
    if (filter) {
      evaluate(data, filter, scratch.filterBits);
      if (bits) andInto(bits, scratch.filterBits);
      else bits = scratch.filterBits;
    }
    let optional: Bitset | null = null;
    if (params.optionalFilters.length > 0) {
      optional = scratch.optionalBits;
      evaluate(data, { type: 'or', children: params.optionalFilters }, optional);
    }
    if (!bits) return { docs: scratch.allDocs, size: data.size, bits: null, terms, optional };
    const size = toDocs(bits, scratch.docs);
    return { docs: scratch.docs, size, bits, terms, optional };
  }

  private lookup(data: IndexData, term: QueryTerm): TermMatch[] {
    let cache = this.termCache.get(data);
    if (!cache) {
      cache = new Map();
      this.termCache.set(data, cache);
    }
    const key = `${term.word}\u0000${term.prefix ? 1 : 0}${term.budget}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const { vocabulary } = data.text;
    const matches: TermMatch[] = [];
    const seen = new Set<number>();
    const exact = vocabulary.get(term.word);
    if (exact !== undefined) {
      matches.push({ wordId: exact, typos: 0, prefix: false });
      seen.add(exact);
    }
    if (term.prefix) {
      for (const [word, wordId] of vocabulary.atPrefix(term.word).entries()) {
        if (word === term.word || seen.has(wordId)) continue;
        matches.push({ wordId, typos: 0, prefix: true });
        seen.add(wordId);
      }
    }
    if (term.budget > 0) {
      // fuzzyGet counts a transposition as two edits; allow one more and
      // keep the words within budget by Algolia's count.
      for (const [word, [wordId]] of vocabulary.fuzzyGet(term.word, term.budget + 1)) {
        if (seen.has(wordId)) continue;
        const typos = typoDistance(word, term.word, term.budget);
        if (typos <= term.budget) {
          matches.push({ wordId, typos, prefix: false });
          seen.add(wordId);
        }
      }
    }
    if (cache.size >= TERM_CACHE_LIMIT) cache.clear();
    cache.set(key, matches);
    return matches;
  }

  /** ANDs the query terms; fills the per-doc typo/prefix/attribute scores. */
  private matchText(data: IndexData, terms: QueryTerm[]): Bitset {
    const { textBits, nextBits, termBest, touched, totalTypos, nonExact, bestRank } = data.scratch;
    const { docs: postings, ranks: postingRanks } = data.text;
    let current = textBits;
    let spare = nextBits;
    for (let t = 0; t < terms.length; t++) {
      const matches = this.lookup(data, terms[t]!);
      let touchedCount = 0;
      for (const match of matches) {
        const docs = postings[match.wordId]!;
        const ranks = postingRanks[match.wordId]!;
        const base = (match.typos << 4) | (match.prefix ? 8 : 0);
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]!;
          if (t > 0 && (current[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
          const code = base | ranks[i]!;
          const previous = termBest[doc]!;
          if (previous === 255) {
            touched[touchedCount++] = doc;
            termBest[doc] = code;
          } else if (code < previous) {
            termBest[doc] = code;
          }
        }
      }
      const target = t === 0 ? current : spare;
      target.fill(0);
      for (let i = 0; i < touchedCount; i++) {
        const doc = touched[i]!;
        const code = termBest[doc]!;
        termBest[doc] = 255;
        setBit(target, doc);
        const typos = code >>> 4;
        const prefix = (code >>> 3) & 1;
        const rank = code & 7;
        if (t === 0) {
          totalTypos[doc] = typos;
          nonExact[doc] = prefix;
          bestRank[doc] = rank;
        } else {
          totalTypos[doc] = Math.min(255, totalTypos[doc]! + typos);
          nonExact[doc] = Math.min(255, nonExact[doc]! + prefix);
          if (rank < bestRank[doc]!) bestRank[doc] = rank;
        }
      }
      if (t > 0) [current, spare] = [spare, current];
      if (touchedCount === 0) break;
    }
    return current;
  }

  // ---- ordering ---------------------------------------------------------

  /** The docs at positions [start, end) of the ranked result. */
  private pageWindow(entry: IndexEntry, candidates: Candidates, start: number, end: number): number[] {
    const { data } = entry;
    const bits = candidates.bits;
    const window: number[] = [];
    const ranked = entry.order === null && (candidates.terms.length > 0 || candidates.optional !== null);
    const order = entry.order ?? data.customOrder;
    if (!ranked) {
      let position = 0;
      for (let i = 0; i < order.length && position < end; i++) {
        const doc = order[i]!;
        if (bits && (bits[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
        if (position >= start) window.push(doc);
        position++;
      }
      return window;
    }
    // Relevance: a counting sort on the ranking key, stable over the custom
    // ranking order, filling only the requested window.
    const { keys, bucketNext } = data.scratch;
    bucketNext.fill(0);
    const { docs, size } = candidates;
    for (let i = 0; i < size; i++) {
      const doc = docs[i]!;
      const key = rankKey(data, doc, candidates);
      keys[doc] = key;
      bucketNext[key]!++;
    }
    let offset = 0;
    for (let key = 0; key < KEY_SPACE; key++) {
      const bucketSize = bucketNext[key]!;
      bucketNext[key] = offset;
      offset += bucketSize;
    }
    const slots = new Array<number>(end - start);
    let filled = 0;
    for (let i = 0; i < order.length && filled < slots.length; i++) {
      const doc = order[i]!;
      if (bits && (bits[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
      const position = bucketNext[keys[doc]!]!++;
      if (position >= start && position < end) {
        slots[position - start] = doc;
        filled++;
      }
    }
    window.push(...slots);
    return window;
  }

  // ---- facets -----------------------------------------------------------

  private facetCounts(data: IndexData, params: SearchParams, candidates: Candidates) {
    const names = params.facets.includes('*')
      ? [...data.facets.values()].filter((column) => column.countable).map((column) => column.attribute)
      : params.facets;
    const facets: Record<string, Record<string, number>> = {};
    let stats: Record<string, FacetStats> | undefined;
    for (const name of names) {
      const column = data.facets.get(name);
      if (!column || !column.countable) continue;
      countFacet(column, candidates);
      facets[name] = topValues(column, params.maxValuesPerFacet, params.sortFacetValuesBy);
      const numeric = data.numerics.get(name);
      if (numeric) {
        const facetStats = numericStats(numeric, candidates.docs, candidates.size);
        if (facetStats) (stats ??= {})[name] = facetStats;
      }
    }
    return { facets, stats };
  }

  // ---- hits -------------------------------------------------------------

  private hit(data: IndexData, doc: number, params: SearchParams, candidates: Candidates, tags: Tags): SearchHitResult {
    const record = recordAt(data, doc);
    const hit = retrieve(record, params.attributesToRetrieve);
    if (!params.attributesToRetrieve || (params.attributesToRetrieve.includes('*') && !params.attributesToRetrieve.some((name) => name.startsWith('-')))) {
      markRecordJson(hit, this.recordJson(data, doc));
    }
    const { terms } = candidates;
    const settings = data.settings;
    const searchable = settings.searchableAttributes.map((spec) => parseAttributeSpec(spec).name);
    const toHighlight = expandStar(params.attributesToHighlight ?? settings.attributesToHighlight, searchable);
    if (toHighlight.length > 0) {
      const highlights: NonNullable<SearchHitResult['_highlightResult']> = {};
      for (const attribute of toHighlight) {
        const result = highlightAttribute(record[attribute], terms, tags);
        if (result) highlights[attribute] = result;
      }
      hit._highlightResult = highlights;
    }
    if (params.attributesToSnippet && params.attributesToSnippet.length > 0) {
      const snippets: NonNullable<SearchHitResult['_snippetResult']> = {};
      for (const spec of params.attributesToSnippet) {
        const [name, sizeText] = spec.split(':');
        const size = sizeText ? Number.parseInt(sizeText, 10) : 10;
        for (const attribute of expandStar([name!], searchable)) {
          const result = snippetAttribute(record[attribute], terms, Number.isFinite(size) && size > 0 ? size : 10, tags, params.snippetEllipsisText);
          if (result) snippets[attribute] = result;
        }
      }
      hit._snippetResult = snippets;
    }
    if (params.getRankingInfo) {
      const { totalTypos, nonExact, bestRank } = data.scratch;
      const hasText = terms.length > 0;
      const typos = hasText ? totalTypos[doc]! : 0;
      hit._rankingInfo = {
        nbTypos: typos,
        firstMatchedWord: hasText ? bestRank[doc]! * 1000 : 0,
        proximityDistance: 0,
        userScore: data.size - data.customPosition[doc]!,
        geoDistance: 0,
        geoPrecision: 1,
        nbExactWords: hasText ? Math.max(0, terms.length - nonExact[doc]! - typos) : 0,
        words: terms.length,
        filters: candidates.optional && hasBit(candidates.optional, doc) ? 1 : 0,
      };
    }
    return hit;
  }
}

// ---- pure helpers ---------------------------------------------------------

export function queryTerms(query: string, typoTolerance: boolean): QueryTerm[] {
  const queryWords = words(query);
  const lastIsPrefix = /[\p{L}\p{N}]$/u.test(query);
  return queryWords.map((word, index) => ({
    word,
    prefix: lastIsPrefix && index === queryWords.length - 1,
    budget: typoTolerance ? typoBudget(word) : 0,
  }));
}

function combineFilters(params: SearchParams): FilterNode | undefined {
  const parts = [params.filters, params.facetFilters, params.numericFilters, params.tagFilters].filter(
    (node): node is FilterNode => node !== undefined,
  );
  return parts.length === 0 ? undefined : and(parts);
}

/** Lower keys rank first: typos, then optional-filter miss, attribute, inexact (prefix) words. */
function rankKey(data: IndexData, doc: number, candidates: Candidates): number {
  const optionalMiss = candidates.optional && !hasBit(candidates.optional, doc) ? 1 : 0;
  if (candidates.terms.length === 0) return optionalMiss << 6;
  const { totalTypos, nonExact, bestRank } = data.scratch;
  return (
    (Math.min(totalTypos[doc]!, 15) << 7) |
    (optionalMiss << 6) |
    (Math.min(bestRank[doc]!, 7) << 3) |
    Math.min(nonExact[doc]!, 7)
  );
}

/** Evaluates a filter tree into `out` (fully overwritten). */
export function evaluate(data: IndexData, node: FilterNode, out: Bitset): void {
  switch (node.type) {
    case 'facet': {
      out.fill(0);
      const column = data.facets.get(node.attribute);
      if (column) orFacetValue(column, node.value, out);
      const numbers = data.numerics.get(node.attribute);
      const value = parseNumber(node.value);
      if (numbers && value !== undefined) compareInto(numbers, '=', value, out);
      return;
    }
    case 'numeric': {
      out.fill(0);
      const numbers = data.numerics.get(node.attribute);
      if (numbers) compareInto(numbers, node.operator, node.value, out);
      return;
    }
    case 'range': {
      out.fill(0);
      const numbers = data.numerics.get(node.attribute);
      if (!numbers) return;
      for (let doc = 0; doc < numbers.length; doc++) {
        const value = numbers[doc]!;
        if (value >= node.lower && value <= node.upper) setBit(out, doc);
      }
      return;
    }
    case 'not':
      evaluate(data, node.child, out);
      invert(out, data.size);
      return;
    case 'and':
    case 'or': {
      evaluate(data, node.children[0]!, out);
      const pool = data.scratch.pool;
      const temporary = pool.acquire();
      for (let i = 1; i < node.children.length; i++) {
        evaluate(data, node.children[i]!, temporary);
        if (node.type === 'and') andInto(out, temporary);
        else orInto(out, temporary);
      }
      pool.release(temporary);
      return;
    }
  }
}

function orFacetValue(column: FacetColumn, value: string, out: Bitset): void {
  const codes = column.byLowerValue.get(value.toLowerCase());
  if (codes === undefined) return;
  for (const code of typeof codes === 'number' ? [codes] : codes) {
    const start = column.postingStart[code]!;
    const length = column.postingStart[code + 1]! - start;
    // A common value is cheaper as one bitset OR than as a posting walk.
    if (length > out.length) orInto(out, denseOf(column, code, out.length));
    else orPosting(out, postingOf(column, code));
  }
}

function compareInto(numbers: Float64Array, operator: string, target: number, out: Bitset): void {
  for (let doc = 0; doc < numbers.length; doc++) {
    const value = numbers[doc]!;
    let match: boolean;
    switch (operator) {
      case '<':
        match = value < target;
        break;
      case '<=':
        match = value <= target;
        break;
      case '>':
        match = value > target;
        break;
      case '>=':
        match = value >= target;
        break;
      case '!=':
        match = !Number.isNaN(value) && value !== target;
        break;
      default:
        match = value === target;
    }
    if (match) out[doc >>> 5]! |= 1 << (doc & 31);
  }
}

function popcountAnd(a: Bitset, b: Bitset): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    let v = a[i]! & b[i]!;
    if (v === 0) continue;
    v = (v - ((v >>> 1) & 0x55555555)) | 0;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return total;
}

/**
 * Fills column.counts for the candidates. Unfiltered: the posting lengths.
 * Many candidates and few values: one AND-popcount per value over bitsets.
 * Otherwise: one pass over the candidate docs.
 */
export function countFacet(column: FacetColumn, candidates: Pick<Candidates, 'docs' | 'size' | 'bits'>): void {
  const { counts, postingStart } = column;
  const valueCount = column.values.length;
  const { docs, size, bits } = candidates;
  if (bits === null) {
    for (let code = 0; code < valueCount; code++) counts[code] = postingStart[code + 1]! - postingStart[code]!;
    return;
  }
  // The docs buffer is as long as the index.
  const valuesPerDoc = column.postingDocs.length / Math.max(1, docs.length);
  if (valueCount * bits.length < size * (1 + valuesPerDoc)) {
    for (let code = 0; code < valueCount; code++) counts[code] = popcountAnd(denseOf(column, code, bits.length), bits);
    return;
  }
  counts.fill(0);
  if (column.single) {
    const single = column.single;
    for (let i = 0; i < size; i++) {
      const code = single[docs[i]!]!;
      if (code >= 0) counts[code]!++;
    }
    return;
  }
  const offsets = column.offsets!;
  const codes = column.codes!;
  for (let i = 0; i < size; i++) {
    const doc = docs[i]!;
    const last = offsets[doc + 1]!;
    for (let j = offsets[doc]!; j < last; j++) counts[codes[j]!]!++;
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The `max` most frequent values (count desc, then value), ordered as asked. */
function topValues(column: FacetColumn, max: number, sortBy: 'count' | 'alpha'): Record<string, number> {
  const { counts, values } = column;
  const codes: number[] = [];
  for (let code = 0; code < counts.length; code++) if (counts[code]! > 0) codes.push(code);
  codes.sort((a, b) => counts[b]! - counts[a]! || compareText(values[a]!, values[b]!));
  const kept = codes.slice(0, max);
  if (sortBy === 'alpha') kept.sort((a, b) => compareText(values[a]!, values[b]!));
  const out: Record<string, number> = {};
  for (const code of kept) out[values[code]!] = counts[code]!;
  return out;
}

function numericStats(numbers: Float64Array, docs: Uint32Array, size: number): FacetStats | undefined {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < size; i++) {
    const value = numbers[docs[i]!]!;
    if (Number.isNaN(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value;
    n++;
  }
  if (n === 0) return undefined;
  return { min, max, avg: sum / n, sum };
}

function expandStar(attributes: string[], searchable: string[]): string[] {
  return attributes.includes('*') ? searchable : attributes;
}

/** The record's attributes to retrieve (`*`, `-attr` exclusions); objectID always. */
export function retrieve(record: SearchRecord, attributes: string[] | undefined): SearchHitResult {
  if (!attributes || attributes.includes('*')) {
    const excluded = (attributes ?? []).filter((name) => name.startsWith('-')).map((name) => name.slice(1));
    if (excluded.length === 0) return { ...record };
    const hit: SearchHitResult = { objectID: record.objectID };
    for (const key of Object.keys(record)) if (!excluded.includes(key) || key === 'objectID') hit[key] = record[key];
    return hit;
  }
  const hit: SearchHitResult = { objectID: record.objectID };
  for (const name of attributes) if (name in record) hit[name] = record[name];
  return hit;
}

function pickResponseFields(response: SearchResponse, fields: string[] | undefined): SearchResponse {
  if (!fields || fields.includes('*')) return response;
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    if (field in response) picked[field] = (response as unknown as Record<string, unknown>)[field];
  }
  return picked as unknown as SearchResponse;
}
