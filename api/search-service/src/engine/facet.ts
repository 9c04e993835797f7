// Facet: value counts of the requested facets over a query's candidates
// (one pass per facet), facets_stats of numeric facets, and the search for
// facet values (searchable facets whose values start with the facet query).
import type { Bitset } from '../bitset';
import { highlightFacetValue, tagsFor } from '../highlight';
import { denseOf, type FacetColumn, type IndexData } from '../indexData';
import { words } from '../text';
import type { FacetHit, FacetStats, SearchParams } from '../types';
import type { Candidates } from './retrieve';

/** `facets` and `facets_stats` of a search response. */
export function facetCounts(data: IndexData, params: SearchParams, candidates: Candidates) {
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

/** The values of a searchable facet that match `params.facetQuery` among the candidates, most frequent first. */
export function facetHits(column: FacetColumn, params: SearchParams, candidates: Candidates): FacetHit[] {
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
  return matching.slice(0, params.maxFacetHits).map((code) => ({
    value: column.values[code]!,
    highlighted: highlightFacetValue(column.values[code]!, queryWords, tags),
    count: column.counts[code]!,
  }));
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
