// Browse: every record matching a query and filters, page by page with a
// cursor, past the 1,000-hit limit of search. As Algolia's browse, no ranking
// by relevance: the records come in the index's own order (a replica's sort,
// the custom ranking for a primary), which is fixed, so paging with the cursor
// meets every matching record exactly once. Records only: the parameters
// Algolia's browse ignores (facets, highlighting, snippets, ranking info,
// rules, optional filters, distinct, personalisation) are accepted and ignored.
import { hasBit } from '../bitset';
import type { LocalSearchEngine } from '../engine';
import { retrieve } from '../engine/retrieve';
import { badRequest } from '../errors';
import { mergeRawParams, parseSearchParams } from '../params';
import type { SearchRecord } from '../types';
import { decodeCursor, encodeCursor } from './cursor';
import type { BrowseResponse } from './types';

export function browse(engine: LocalSearchEngine, indexName: string, raw: Record<string, unknown>): BrowseResponse {
  const started = performance.now();
  const entry = engine.entry(indexName);
  const { data } = entry;
  const order = entry.order ?? data.customOrder;
  const { cursor, ...rest } = mergeRawParams(raw);
  if (cursor !== undefined && cursor !== null && typeof cursor !== 'string') {
    throw badRequest('Invalid value for "cursor": expected a string');
  }
  const state = typeof cursor === 'string' ? decodeCursor(cursor, indexName, data.size) : undefined;
  // A cursor carries the parameters it was issued with; those sent beside it are not read again.
  const rawParams = state ? state.params : rest;
  const params = parseSearchParams(rawParams, data.settings);
  const { bits, count } = engine.matching(indexName, { ...params, optionalFilters: [] });
  const matches = (doc: number) => bits === null || hasBit(bits, doc);
  const { hitsPerPage } = params;
  const page = state ? state.page : params.page;

  // Where the page starts: the cursor's position, or past `page` pages of matches.
  let position = state ? state.position : 0;
  if (!state) {
    for (let skip = page * hitsPerPage; skip > 0 && position < order.length; position++) {
      if (matches(order[position]!)) skip--;
    }
  }
  const hits: SearchRecord[] = [];
  for (; position < order.length && hits.length < hitsPerPage; position++) {
    const doc = order[position]!;
    if (matches(doc)) hits.push(retrieve(data.records[doc]!, params.attributesToRetrieve));
  }
  // The next page starts at the next match; with none left, no cursor (the last page).
  while (position < order.length && !matches(order[position]!)) position++;

  const response: BrowseResponse = {
    hits,
    nbHits: count,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(count / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    query: params.query,
    params: params.echo,
    index: indexName,
    processingTimeMS: 0,
  };
  if (hitsPerPage > 0 && position < order.length) {
    response.cursor = encodeCursor({ index: indexName, size: data.size, position, page: page + 1, params: rawParams });
  }
  response.processingTimeMS = Math.max(1, Math.round(performance.now() - started));
  return response;
}
