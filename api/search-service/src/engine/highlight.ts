// Highlight: one hit of a search response. The retrieved attributes
// (retrieve.ts), _highlightResult and _snippetResult of the query terms
// (the text-level marking is ../highlight.ts), _rankingInfo on request.
import { hasBit } from '../bitset';
import { highlightAttribute, snippetAttribute, type Tags } from '../highlight';
import { parseAttributeSpec, recordAt, type IndexData } from '../indexData';
import { markRecordJson } from '../serialize';
import type { SearchHitResult, SearchParams } from '../types';
import { retrieve, type Candidates } from './retrieve';

/**
 * The hit of `doc`. `recordJson` gives the record's JSON text, which is served
 * as is when the whole record is retrieved.
 */
export function highlightedHit(
  data: IndexData,
  doc: number,
  params: SearchParams,
  candidates: Candidates,
  tags: Tags,
  recordJson: (data: IndexData, doc: number) => string,
): SearchHitResult {
  const record = recordAt(data, doc);
  const hit = retrieve(record, params.attributesToRetrieve);
  if (!params.attributesToRetrieve || (params.attributesToRetrieve.includes('*') && !params.attributesToRetrieve.some((name) => name.startsWith('-')))) {
    markRecordJson(hit, recordJson(data, doc));
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

function expandStar(attributes: string[], searchable: string[]): string[] {
  return attributes.includes('*') ? searchable : attributes;
}
