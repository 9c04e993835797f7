// Rank: relevance order of a query's candidates on the primary index. Each
// candidate gets a key (typos, then optional-filter miss, best attribute,
// inexact (prefix) words); a counting sort on the key, stable over the custom
// ranking order, fills only the requested window of positions.
import { hasBit } from '../bitset';
import { KEY_SPACE, type IndexData } from '../indexData';
import type { Candidates } from './retrieve';

/** Whether a query on an index without a pre-sorted order needs relevance ranking. */
export function needsRanking(candidates: Candidates): boolean {
  return candidates.terms.length > 0 || candidates.optional !== null;
}

/** Lower keys rank first: typos, then optional-filter miss, attribute, inexact (prefix) words. */
export function rankKey(data: IndexData, doc: number, candidates: Candidates): number {
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

/** The docs at positions [start, end) of the relevance-ranked candidates, ties in `order` (the custom ranking). */
export function rankedWindow(data: IndexData, order: Uint32Array, candidates: Candidates, start: number, end: number): number[] {
  const bits = candidates.bits;
  const window: number[] = [];
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
