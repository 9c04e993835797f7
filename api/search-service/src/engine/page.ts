// Page: the requested page of a query's candidates (page, hitsPerPage,
// paginationLimitedTo): a replica's pre-sorted order or the custom ranking
// walked up to the window, or the relevance order of rank.ts.
import type { IndexData } from '../indexData';
import type { SearchParams } from '../types';
import { needsRanking, rankedWindow } from './rank';
import type { Candidates } from './retrieve';

export interface PageBounds {
  nbPages: number;
  /** Positions [start, end) of the page in the ranked candidates. */
  start: number;
  end: number;
}

/** Where the requested page lies among `nbHits` candidates (no more than paginationLimitedTo can be paged). */
export function pageBounds(params: SearchParams, nbHits: number, paginationLimitedTo: number): PageBounds {
  const { hitsPerPage, page } = params;
  const limit = Math.min(nbHits, paginationLimitedTo);
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(limit / hitsPerPage);
  const start = page * hitsPerPage;
  const end = Math.min(start + hitsPerPage, limit);
  return { nbPages, start, end };
}

/**
 * The docs at positions [start, end) of the ranked result. `replicaOrder` is a
 * replica's pre-sorted order (null for the primary: relevance when the query
 * has text or optional filters, else the custom ranking).
 */
export function pageWindow(data: IndexData, replicaOrder: Uint32Array | null, candidates: Candidates, start: number, end: number): number[] {
  if (start >= end) return [];
  const order = replicaOrder ?? data.customOrder;
  if (replicaOrder === null && needsRanking(candidates)) return rankedWindow(data, order, candidates, start, end);
  const bits = candidates.bits;
  const window: number[] = [];
  let position = 0;
  for (let i = 0; i < order.length && position < end; i++) {
    const doc = order[i]!;
    if (bits && (bits[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
    if (position >= start) window.push(doc);
    position++;
  }
  return window;
}
