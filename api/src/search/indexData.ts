// Builds the column store an index is searched from: integer-coded facet
// columns with sorted posting lists, numeric columns, a word dictionary (a
// radix tree from minisearch, for prefix and typo look-ups) with per-word
// posting lists, and the pre-sorted document orders of every replica. The
// engine then answers a query with bit operations and linear passes over
// typed arrays, and allocates nothing proportional to the index per query.
import SearchableMap from 'minisearch/SearchableMap';
import { BitsetPool, wordsFor, type Bitset } from './bitset';
import { words } from './text';
import type { IndexSettings, SearchRecord } from './types';

export interface FacetColumn {
  attribute: string;
  /** Counted in `facets` (not `filterOnly(...)`). */
  countable: boolean;
  /** Facet-value search allowed (`searchable(...)`). */
  searchable: boolean;
  /** Code → value as stored. */
  values: string[];
  /** Lower-cased value → codes (filters match values case-insensitively). */
  byLowerValue: Map<string, number[]>;
  /** Doc → code, or -1; set when no doc has more than one value. */
  single: Int32Array | null;
  /** Multi-valued: codes of doc d are codes[offsets[d] .. offsets[d+1]). */
  offsets: Uint32Array | null;
  codes: Uint32Array | null;
  /** Code → sorted doc ids. */
  postings: Uint32Array[];
  /** Code → bitset, built on first use for values too common for a posting walk. */
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

/** `filterOnly(brand)` → { name: 'brand', modifier: 'filterOnly' }. */
export function parseAttributeSpec(spec: string): { name: string; modifier?: string } {
  const match = /^(\w+)\((.+)\)$/.exec(spec.trim());
  return match ? { name: match[2]!.trim(), modifier: match[1] } : { name: spec.trim() };
}

/** Values at a (dotted) path, arrays flattened: "colourVariants.colourFacet". */
export function valuesAt(record: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  const visit = (value: unknown, parts: string[], index: number) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, parts, index);
      return;
    }
    if (index === parts.length) {
      out.push(value);
      return;
    }
    if (typeof value === 'object') visit((value as Record<string, unknown>)[parts[index]!], parts, index + 1);
  };
  visit(record, path.split('.'), 0);
  return out;
}

function facetStrings(record: SearchRecord, attribute: string): string[] {
  const out: string[] = [];
  for (const value of valuesAt(record, attribute)) {
    let text: string | undefined;
    if (typeof value === 'string') text = value;
    else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
    else if (typeof value === 'boolean') text = value ? 'true' : 'false';
    if (text !== undefined && text !== '' && !out.includes(text)) out.push(text);
  }
  return out;
}

function buildFacet(records: SearchRecord[], spec: string): FacetColumn {
  const { name, modifier } = parseAttributeSpec(spec);
  const size = records.length;
  const codeOf = new Map<string, number>();
  const values: string[] = [];
  const postings: number[][] = [];
  const offsets = new Uint32Array(size + 1);
  const codes: number[] = [];
  let multi = false;
  for (let doc = 0; doc < size; doc++) {
    offsets[doc] = codes.length;
    const docValues = facetStrings(records[doc]!, name);
    if (docValues.length > 1) multi = true;
    for (const value of docValues) {
      let code = codeOf.get(value);
      if (code === undefined) {
        code = values.length;
        codeOf.set(value, code);
        values.push(value);
        postings.push([]);
      }
      codes.push(code);
      postings[code]!.push(doc);
    }
  }
  offsets[size] = codes.length;
  const byLowerValue = new Map<string, number[]>();
  values.forEach((value, code) => {
    const key = value.toLowerCase();
    const list = byLowerValue.get(key);
    if (list) list.push(code);
    else byLowerValue.set(key, [code]);
  });
  let single: Int32Array | null = null;
  if (!multi) {
    single = new Int32Array(size).fill(-1);
    for (let doc = 0; doc < size; doc++) {
      if (offsets[doc + 1]! > offsets[doc]!) single[doc] = codes[offsets[doc]!]!;
    }
  }
  return {
    attribute: name,
    countable: modifier !== 'filterOnly',
    searchable: modifier === 'searchable',
    values,
    byLowerValue,
    single,
    offsets: multi ? offsets : null,
    codes: multi ? Uint32Array.from(codes) : null,
    postings: postings.map((list) => Uint32Array.from(list)),
    dense: new Array(values.length),
    counts: new Uint32Array(values.length),
  };
}

/** Top-level attributes holding numbers become numeric columns (NaN where missing). */
function buildNumerics(records: SearchRecord[]): Map<string, Float64Array> {
  const columns = new Map<string, Float64Array>();
  records.forEach((record, doc) => {
    for (const key in record) {
      const value = record[key];
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      let column = columns.get(key);
      if (!column) {
        column = new Float64Array(records.length).fill(Number.NaN);
        columns.set(key, column);
      }
      column[doc] = value;
    }
  });
  return columns;
}

function buildText(records: SearchRecord[], searchableAttributes: string[]): TextIndex {
  const vocabulary = new SearchableMap<number>();
  const docs: number[][] = [];
  const ranks: number[][] = [];
  const cache = new Map<string, string[]>();
  const attributes = searchableAttributes.map((spec) => parseAttributeSpec(spec).name);
  records.forEach((record, doc) => {
    attributes.forEach((attribute, attributeIndex) => {
      const rank = Math.min(attributeIndex, 7);
      for (const value of valuesAt(record, attribute)) {
        if (typeof value !== 'string' && typeof value !== 'number') continue;
        const text = String(value);
        let tokens = cache.get(text);
        if (!tokens) {
          tokens = words(text);
          cache.set(text, tokens);
        }
        for (const token of tokens) {
          let id = vocabulary.get(token);
          if (id === undefined) {
            id = docs.length;
            vocabulary.set(token, id);
            docs.push([]);
            ranks.push([]);
          }
          const list = docs[id]!;
          const rankList = ranks[id]!;
          // Docs arrive in order, so a repeat of this doc is the last entry.
          if (list.length > 0 && list[list.length - 1] === doc) {
            if (rank < rankList[rankList.length - 1]!) rankList[rankList.length - 1] = rank;
          } else {
            list.push(doc);
            rankList.push(rank);
          }
        }
      }
    });
  });
  return {
    vocabulary,
    docs: docs.map((list) => Uint32Array.from(list)),
    ranks: ranks.map((list) => Uint8Array.from(list)),
  };
}

/** `asc(price)` → { attribute: 'price', direction: 1 }. */
export function parseCriterion(criterion: string): { attribute: string; direction: 1 | -1 } {
  const match = /^(asc|desc)\((.+)\)$/.exec(criterion.trim());
  if (!match) throw new Error(`Unsupported ranking criterion "${criterion}" (use asc(attribute) or desc(attribute))`);
  return { attribute: match[2]!.trim(), direction: match[1] === 'asc' ? 1 : -1 };
}

/** Docs sorted by numeric criteria, missing values last, then by `tieBreak` position. */
function sortDocs(
  size: number,
  criteria: string[],
  numerics: Map<string, Float64Array>,
  tieBreak?: Uint32Array,
): Uint32Array {
  const columns = criteria.map((criterion) => {
    const { attribute, direction } = parseCriterion(criterion);
    return { values: numerics.get(attribute), direction };
  });
  const order = Array.from({ length: size }, (_, doc) => doc);
  order.sort((a, b) => {
    for (const { values, direction } of columns) {
      if (!values) continue;
      const va = values[a]!;
      const vb = values[b]!;
      const missingA = Number.isNaN(va);
      const missingB = Number.isNaN(vb);
      if (missingA !== missingB) return missingA ? 1 : -1;
      if (!missingA && va !== vb) return (va - vb) * direction;
    }
    return tieBreak ? tieBreak[a]! - tieBreak[b]! : a - b;
  });
  return Uint32Array.from(order);
}

export function buildIndexData(records: SearchRecord[], settings: IndexSettings): IndexData {
  const size = records.length;
  const seen = new Set<string>();
  for (const record of records) {
    if (typeof record.objectID !== 'string' || record.objectID === '') {
      throw new Error('Every record needs a non-empty string objectID');
    }
    if (seen.has(record.objectID)) throw new Error(`Duplicate objectID "${record.objectID}"`);
    seen.add(record.objectID);
  }
  const facets = new Map<string, FacetColumn>();
  for (const spec of settings.attributesForFaceting) {
    const column = buildFacet(records, spec);
    facets.set(column.attribute, column);
  }
  if (!facets.has('_tags') && records.some((record) => record._tags !== undefined)) {
    facets.set('_tags', buildFacet(records, 'filterOnly(_tags)'));
  }
  const numerics = buildNumerics(records);
  const text = buildText(records, settings.searchableAttributes);
  const customOrder = sortDocs(size, settings.customRanking, numerics);
  const customPosition = new Uint32Array(size);
  customOrder.forEach((doc, position) => {
    customPosition[doc] = position;
  });
  const replicaOrders = new Map<string, Uint32Array>();
  for (const replica of settings.replicas) {
    replicaOrders.set(replica.suffix, sortDocs(size, replica.ranking, numerics, customPosition));
  }
  const words = wordsFor(size);
  return {
    size,
    records,
    settings,
    facets,
    numerics,
    text,
    customOrder,
    customPosition,
    replicaOrders,
    scratch: {
      pool: new BitsetPool(words),
      textBits: new Uint32Array(words),
      nextBits: new Uint32Array(words),
      filterBits: new Uint32Array(words),
      optionalBits: new Uint32Array(words),
      docs: new Uint32Array(size),
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
