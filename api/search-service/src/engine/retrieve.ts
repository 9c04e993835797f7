// Retrieve: which docs a query can return and which of a record's attributes
// come back. Text match (each query term looked up in the vocabulary: exact,
// prefix, within the typo budget) → bitset with per-doc typo, prefix and
// attribute scores in the index's scratch space; ANDed with the filters
// (filter.ts); the optional filters kept aside for ranking (rank.ts).
import { andInto, setBit, toDocs, type Bitset } from '../bitset';
import type { QueryTerm } from '../highlight';
import type { IndexData } from '../indexData';
import { typoBudget, typoDistance, words } from '../text';
import type { SearchHitResult, SearchParams, SearchRecord } from '../types';
import { combineFilters, evaluate } from './filter';

/** The candidates of one query, valid until the next query on the same index. */
export interface Candidates {
  /** Candidate doc ids ascending, in a scratch array; the first `size` entries. */
  docs: Uint32Array;
  size: number;
  /** null when every doc is a candidate. */
  bits: Bitset | null;
  terms: QueryTerm[];
  /** Docs matching an optional filter (null when there is none). */
  optional: Bitset | null;
}

interface TermMatch {
  wordId: number;
  typos: number;
  prefix: boolean;
}

const TERM_CACHE_LIMIT = 5000;

export function queryTerms(query: string, typoTolerance: boolean): QueryTerm[] {
  const queryWords = words(query);
  const lastIsPrefix = /[\p{L}\p{N}]$/u.test(query);
  return queryWords.map((word, index) => ({
    word,
    prefix: lastIsPrefix && index === queryWords.length - 1,
    budget: typoTolerance ? typoBudget(word) : 0,
  }));
}

/** Finds a query's candidates; keeps each index's term lookups (the vocabulary walk) between queries. */
export class Retriever {
  private readonly termCache = new Map<IndexData, Map<string, TermMatch[]>>();

  candidates(data: IndexData, params: SearchParams): Candidates {
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
