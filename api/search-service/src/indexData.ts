// Builds the column store an index is searched from, in one pass over the
// records (an iterable, so a caller can stream them): integer-coded facet
// columns with posting lists, numeric columns, a word dictionary (a radix tree
// from minisearch, for prefix and typo look-ups) with per-word posting lists,
// and the pre-sorted orders of every replica. A query then runs as bit
// operations and linear passes over typed arrays, allocating nothing
// proportional to the index. The records are kept as given (not copied): the
// page of hits is read from them.
import SearchableMap from 'minisearch/SearchableMap';
import { BitsetPool, orPosting, wordsFor, type Bitset } from './bitset';
import { words } from './text';
import type { IndexSettings, RenderingContent, SearchRecord } from './types';

export interface FacetColumn {
  attribute: string;
  /** Counted in `facets` (not `filterOnly(...)`). */
  countable: boolean;
  /** Facet-value search allowed (`searchable(...)`). */
  searchable: boolean;
  /** Code → value as stored. */
  values: string[];
  /** Lower-cased value → code(s) (filters match values case-insensitively). */
  byLowerValue: Map<string, number | number[]>;
  /** Doc → code, or -1; set when no doc has more than one value. */
  single: Int32Array | null;
  /** Multi-valued: codes of doc d are codes[offsets[d] .. offsets[d+1]). */
  offsets: Uint32Array | null;
  codes: Uint32Array | null;
  /** Docs holding code c, ascending: postingDocs[postingStart[c] .. postingStart[c+1]). */
  postingStart: Uint32Array;
  postingDocs: Uint32Array;
  /** Code → bitset of its docs, built on first use (common values, bitset counting). */
  dense: Array<Bitset | undefined>;
  /** Code → normalised words (facet-value search), built on first use. */
  valueWords?: string[][];
  /** Scratch: code → count for the current query. */
  counts: Uint32Array;
}

export interface TextIndex {
  /** Word → word id. */
  vocabulary: SearchableMap<number>;
  /** Word id → sorted doc ids containing the word. */
  docs: Uint32Array[];
  /** Word id → for each of those docs, the rank of the best attribute holding the word. */
  ranks: Uint8Array[];
}

/** Per-index scratch space reused by every query (the engine is synchronous). */
export interface Scratch {
  pool: BitsetPool;
  textBits: Bitset;
  nextBits: Bitset;
  filterBits: Bitset;
  optionalBits: Bitset;
  /** Candidate doc ids, ascending. */
  docs: Uint32Array;
  /** Every doc id, ascending (the candidates of an unfiltered query). */
  allDocs: Uint32Array;
  /** Docs touched by the current query term. */
  touched: Uint32Array;
  /** Best match code of the current term per doc (255: none). */
  termBest: Uint8Array;
  totalTypos: Uint8Array;
  nonExact: Uint8Array;
  bestRank: Uint8Array;
  keys: Uint16Array;
  bucketNext: Uint32Array;
}

export interface IndexData {
  size: number;
  /** Doc → record. */
  records: SearchRecord[];
  settings: IndexSettings;
  facets: Map<string, FacetColumn>;
  numerics: Map<string, Float64Array>;
  text: TextIndex;
  /** Docs in custom-ranking order (the relevance index's order for an empty query). */
  customOrder: Uint32Array;
  /** Doc → position in customOrder. */
  customPosition: Uint32Array;
  /** Replica suffix → docs in that replica's order. */
  replicaOrders: Map<string, Uint32Array>;
  scratch: Scratch;
}

/** Number of distinct ranking keys (see engine.ts rankKey). */
export const KEY_SPACE = 1 << 11;

export function recordAt(data: IndexData, doc: number): SearchRecord {
  return data.records[doc]!;
}

export function postingOf(column: FacetColumn, code: number): Uint32Array {
  return column.postingDocs.subarray(column.postingStart[code]!, column.postingStart[code + 1]!);
}

/** The bitset of a facet value's docs, cached. */
export function denseOf(column: FacetColumn, code: number, words: number): Bitset {
  let dense = column.dense[code];
  if (!dense) {
    dense = new Int32Array(words);
    orPosting(dense, postingOf(column, code));
    column.dense[code] = dense;
  }
  return dense;
}

/** `filterOnly(brand)` → { name: 'brand', modifier: 'filterOnly' }. */
export function parseAttributeSpec(spec: string): { name: string; modifier?: string } {
  const match = /^(\w+)\((.+)\)$/.exec(spec.trim());
  return match ? { name: match[2]!.trim(), modifier: match[1] } : { name: spec.trim() };
}

/** Calls `visit` with each value at a (dotted) path, arrays flattened: "colourVariants.colour". */
export function forEachValue(record: unknown, parts: string[], visit: (value: unknown) => void, index = 0): void {
  if (record === undefined || record === null) return;
  if (Array.isArray(record)) {
    for (const item of record) forEachValue(item, parts, visit, index);
    return;
  }
  if (index === parts.length) {
    visit(record);
    return;
  }
  if (typeof record === 'object') forEachValue((record as Record<string, unknown>)[parts[index]!], parts, visit, index + 1);
}

/**
 * An append-only Uint32Array. Building with typed arrays keeps the build's
 * allocations off the JS heap, where a large live record set makes every
 * garbage collection expensive.
 */
class GrowableUint32 {
  data: Uint32Array;
  length = 0;

  constructor(capacity = 16) {
    this.data = new Uint32Array(Math.max(4, capacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  last(): number {
    return this.data[this.length - 1]!;
  }

  toArray(): Uint32Array {
    return this.data.slice(0, this.length);
  }
}

/** Accumulates one facet column while records stream in. */
class FacetBuilder {
  readonly name: string;
  private readonly parts: string[];
  private readonly modifier: string | undefined;
  private readonly codeOf = new Map<string | number | boolean, number>();
  private readonly values: string[] = [];
  private readonly perCode: number[] = [];
  private readonly offsets: GrowableUint32;
  private readonly codes: GrowableUint32;
  private multi = false;
  private docStart = 0;

  constructor(spec: string, expectedSize: number) {
    const { name, modifier } = parseAttributeSpec(spec);
    this.name = name;
    this.modifier = modifier;
    this.parts = name.split('.');
    this.offsets = new GrowableUint32(expectedSize + 1);
    this.codes = new GrowableUint32(expectedSize);
  }

  /** Adds one value of the current doc (keyed by the raw value: no string built per doc). */
  private readonly collect = (value: unknown) => {
    if (typeof value === 'number' ? !Number.isFinite(value) : typeof value !== 'string' && typeof value !== 'boolean') return;
    if (value === '') return;
    const key = value as string | number | boolean;
    let code = this.codeOf.get(key);
    if (code === undefined) {
      const text = typeof key === 'boolean' ? (key ? 'true' : 'false') : String(key);
      // Distinct raw values with the same text (1 and "1") share one code.
      code = this.codeOf.get(text);
      if (code === undefined) {
        code = this.values.length;
        this.values.push(text);
        this.perCode.push(0);
        this.codeOf.set(text, code);
      }
      this.codeOf.set(key, code);
    }
    const codes = this.codes;
    for (let i = this.docStart; i < codes.length; i++) if (codes.data[i] === code) return;
    codes.push(code);
    this.perCode[code]!++;
  };

  add(record: SearchRecord): void {
    this.docStart = this.codes.length;
    this.offsets.push(this.docStart);
    if (this.parts.length === 1) {
      const value = record[this.name];
      if (Array.isArray(value)) for (const item of value) this.collect(item);
      else if (value !== undefined && value !== null) this.collect(value);
    } else {
      forEachValue(record, this.parts, this.collect);
    }
    if (this.codes.length - this.docStart > 1) this.multi = true;
  }

  build(size: number): FacetColumn {
    this.offsets.push(this.codes.length);
    const all = this.offsets.toArray();
    const codes = this.codes.toArray();
    const postingStart = new Uint32Array(this.values.length + 1);
    for (let code = 0; code < this.values.length; code++) postingStart[code + 1] = postingStart[code]! + this.perCode[code]!;
    const cursor = postingStart.slice(0, this.values.length);
    const postingDocs = new Uint32Array(codes.length);
    for (let doc = 0; doc < size; doc++) {
      for (let j = all[doc]!; j < all[doc + 1]!; j++) postingDocs[cursor[codes[j]!]!++] = doc;
    }
    const byLowerValue = new Map<string, number | number[]>();
    this.values.forEach((value, code) => {
      const key = value.toLowerCase();
      const known = byLowerValue.get(key);
      if (known === undefined) byLowerValue.set(key, code);
      else byLowerValue.set(key, Array.isArray(known) ? [...known, code] : [known, code]);
    });
    let single: Int32Array | null = null;
    if (!this.multi) {
      single = new Int32Array(size).fill(-1);
      for (let doc = 0; doc < size; doc++) if (all[doc + 1]! > all[doc]!) single[doc] = codes[all[doc]!]!;
    }
    return {
      attribute: this.name,
      countable: this.modifier !== 'filterOnly',
      searchable: this.modifier === 'searchable',
      values: this.values,
      byLowerValue,
      single,
      offsets: this.multi ? all : null,
      codes: this.multi ? codes : null,
      postingStart,
      postingDocs,
      dense: new Array(this.values.length),
      counts: new Uint32Array(this.values.length),
    };
  }
}

/** Accumulates the word postings while records stream in. */
class TextBuilder {
  private readonly vocabulary = new SearchableMap<number>();
  /** Word id → entries (doc << 3 | attribute rank), docs ascending. */
  private readonly entries: GrowableUint32[] = [];
  private readonly cache = new Map<string, string[]>();
  private readonly attributes: Array<{ name: string; parts: string[] }>;
  private doc = 0;
  private rank = 0;

  constructor(searchableAttributes: string[]) {
    this.attributes = searchableAttributes.map((spec) => {
      const { name } = parseAttributeSpec(spec);
      return { name, parts: name.split('.') };
    });
  }

  private readonly indexValue = (value: unknown) => {
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const text = String(value);
    let tokens = this.cache.get(text);
    if (!tokens) {
      tokens = words(text);
      // Names repeat across products; keep the cache bounded all the same.
      if (this.cache.size > 200_000) this.cache.clear();
      this.cache.set(text, tokens);
    }
    for (const token of tokens) {
      let id = this.vocabulary.get(token);
      if (id === undefined) {
        id = this.entries.length;
        this.vocabulary.set(token, id);
        this.entries.push(new GrowableUint32());
      }
      const list = this.entries[id]!;
      // Docs arrive in order, so a repeat of this doc is the last entry;
      // keep the best (lowest) attribute rank.
      if (list.length > 0 && list.last() >>> 3 === this.doc) {
        if (this.rank < (list.last() & 7)) list.data[list.length - 1] = (this.doc << 3) | this.rank;
      } else {
        list.push((this.doc << 3) | this.rank);
      }
    }
  };

  add(record: SearchRecord, doc: number): void {
    this.doc = doc;
    for (let index = 0; index < this.attributes.length; index++) {
      this.rank = Math.min(index, 7);
      const { name, parts } = this.attributes[index]!;
      if (parts.length === 1) {
        const value = record[name];
        if (Array.isArray(value)) for (const item of value) this.indexValue(item);
        else this.indexValue(value);
      } else {
        forEachValue(record, parts, this.indexValue);
      }
    }
  }

  build(): TextIndex {
    const docs: Uint32Array[] = [];
    const ranks: Uint8Array[] = [];
    for (const list of this.entries) {
      const docList = new Uint32Array(list.length);
      const rankList = new Uint8Array(list.length);
      for (let i = 0; i < list.length; i++) {
        docList[i] = list.data[i]! >>> 3;
        rankList[i] = list.data[i]! & 7;
      }
      docs.push(docList);
      ranks.push(rankList);
    }
    return { vocabulary: this.vocabulary, docs, ranks };
  }
}

/** `asc(price)` → { attribute: 'price', direction: 1 }. */
export function parseCriterion(criterion: string): { attribute: string; direction: 1 | -1 } {
  const match = /^(asc|desc)\((.+)\)$/.exec(criterion.trim());
  if (!match) throw new Error(`Unsupported ranking criterion "${criterion}" (use asc(attribute) or desc(attribute))`);
  return { attribute: match[2]!.trim(), direction: match[1] === 'asc' ? 1 : -1 };
}

/** Each doc's rank by one numeric criterion (missing values rank last). */
function criterionRanks(values: Float64Array, direction: 1 | -1): { ranks: Uint32Array; distinct: number } {
  const present = values.filter((value) => !Number.isNaN(value)).sort();
  let distinct = 0;
  for (let i = 0; i < present.length; i++) if (i === 0 || present[i] !== present[distinct - 1]) present[distinct++] = present[i]!;
  const ranks = new Uint32Array(values.length);
  for (let doc = 0; doc < values.length; doc++) {
    const value = values[doc]!;
    if (Number.isNaN(value)) {
      ranks[doc] = distinct;
      continue;
    }
    let low = 0;
    let high = distinct - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (present[middle]! < value) low = middle + 1;
      else high = middle;
    }
    ranks[doc] = direction === 1 ? low : distinct - 1 - low;
  }
  return { ranks, distinct: distinct + 1 };
}

/** Stable counting sort of `order` by rank. */
function stableSortByRank(order: Uint32Array, ranks: Uint32Array, distinct: number): Uint32Array {
  const next = new Uint32Array(distinct + 1);
  for (let i = 0; i < order.length; i++) next[ranks[order[i]!]! + 1]!++;
  for (let rank = 1; rank <= distinct; rank++) next[rank]! += next[rank - 1]!;
  const sorted = new Uint32Array(order.length);
  for (let i = 0; i < order.length; i++) {
    const doc = order[i]!;
    sorted[next[ranks[doc]!]!++] = doc;
  }
  return sorted;
}

/**
 * Docs sorted by numeric criteria (missing values last), ties kept in `base`
 * order (the custom ranking, or doc id): stable counting sorts applied from
 * the last criterion to the first, O(n) each.
 */
function sortDocs(size: number, criteria: string[], numerics: Map<string, Float64Array>, base?: Uint32Array): Uint32Array {
  let order = base ?? Uint32Array.from({ length: size }, (_, doc) => doc);
  for (const criterion of [...criteria].reverse()) {
    const { attribute, direction } = parseCriterion(criterion);
    const values = numerics.get(attribute);
    if (!values) continue;
    const { ranks, distinct } = criterionRanks(values, direction);
    order = stableSortByRank(order, ranks, distinct);
  }
  return order;
}

/**
 * The settings' renderingContent with the value order of each facet of
 * `facetValueOrder` filled in: every value the index holds, sorted by the
 * facet's rule (the listing shows a facet's values in this order).
 */
function renderingContentOf(settings: IndexSettings, facets: Map<string, FacetColumn>): RenderingContent | undefined {
  const { renderingContent, facetValueOrder } = settings;
  if (!facetValueOrder) return renderingContent;
  const values = { ...renderingContent?.facetOrdering?.values };
  for (const [attribute, compare] of Object.entries(facetValueOrder)) {
    const column = facets.get(attribute);
    if (column) values[attribute] = { ...values[attribute], order: [...column.values].sort(compare) };
  }
  return { ...renderingContent, facetOrdering: { ...renderingContent?.facetOrdering, values } };
}

export function buildIndexData(records: Iterable<SearchRecord>, settings: IndexSettings): IndexData {
  const seen = new Set<string>();
  const expectedSize = Array.isArray(records) ? records.length : 1024;
  const facetBuilders = settings.attributesForFaceting.map((spec) => new FacetBuilder(spec, expectedSize));
  const tags = facetBuilders.some((builder) => builder.name === '_tags') ? null : new FacetBuilder('filterOnly(_tags)', expectedSize);
  let hasTags = false;
  const text = new TextBuilder(settings.searchableAttributes);
  const numbers = new Map<string, number[]>();
  const kept: SearchRecord[] | null = Array.isArray(records) ? null : [];
  let doc = 0;
  for (const record of records) {
    if (typeof record.objectID !== 'string' || record.objectID === '') {
      throw new Error('Every record needs a non-empty string objectID');
    }
    if (seen.has(record.objectID)) throw new Error(`Duplicate objectID "${record.objectID}"`);
    seen.add(record.objectID);
    kept?.push(record);
    for (const builder of facetBuilders) builder.add(record);
    if (tags) {
      tags.add(record);
      if (record._tags !== undefined) hasTags = true;
    }
    text.add(record, doc);
    for (const key in record) {
      const value = record[key];
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      let column = numbers.get(key);
      if (!column) {
        column = [];
        numbers.set(key, column);
      }
      // Fill the docs before this one that lacked the attribute.
      while (column.length < doc) column.push(Number.NaN);
      column.push(value);
    }
    doc++;
  }
  const size = doc;
  const facets = new Map<string, FacetColumn>();
  for (const builder of facetBuilders) facets.set(builder.name, builder.build(size));
  if (tags && hasTags) facets.set('_tags', tags.build(size));
  const numerics = new Map<string, Float64Array>();
  for (const [key, column] of numbers) {
    const values = new Float64Array(size).fill(Number.NaN);
    values.set(column);
    numerics.set(key, values);
  }
  const customOrder = sortDocs(size, settings.customRanking, numerics);
  const customPosition = new Uint32Array(size);
  for (let position = 0; position < size; position++) customPosition[customOrder[position]!] = position;
  const replicaOrders = new Map<string, Uint32Array>();
  for (const replica of settings.replicas) {
    replicaOrders.set(replica.suffix, sortDocs(size, replica.ranking, numerics, customOrder));
  }
  const bitsetWords = wordsFor(size);
  const allDocs = new Uint32Array(size);
  for (let i = 0; i < size; i++) allDocs[i] = i;
  return {
    size,
    records: kept ?? (records as SearchRecord[]),
    settings: { ...settings, renderingContent: renderingContentOf(settings, facets) },
    facets,
    numerics,
    text: text.build(),
    customOrder,
    customPosition,
    replicaOrders,
    scratch: {
      pool: new BitsetPool(bitsetWords),
      textBits: new Int32Array(bitsetWords),
      nextBits: new Int32Array(bitsetWords),
      filterBits: new Int32Array(bitsetWords),
      optionalBits: new Int32Array(bitsetWords),
      docs: new Uint32Array(size),
      allDocs,
      touched: new Uint32Array(size),
      termBest: new Uint8Array(size).fill(255),
      totalTypos: new Uint8Array(size),
      nonExact: new Uint8Array(size),
      bestRank: new Uint8Array(size),
      keys: new Uint16Array(size),
      bucketNext: new Uint32Array(KEY_SPACE),
    },
  };
}
