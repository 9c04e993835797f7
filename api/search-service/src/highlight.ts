// Highlighting and snippeting of hit attributes, with the same word rules as
// matching (exact, prefix on the last query word, typo within budget).
import { escapeHtml, originalPrefixLength, typoDistance, wordSpans, type WordSpan } from './text';
import type { HighlightResult, MatchLevel, SnippetResult } from './types';

export interface QueryTerm {
  /** Normalised query word. */
  word: string;
  /** The last word of a query not ending in a space matches as a prefix. */
  prefix: boolean;
  /** Typos allowed for this word (0 when typo tolerance is off). */
  budget: number;
}

export interface Tags {
  pre: string;
  post: string;
  /**
   * Escape HTML in values. InstantSearch asks with its `__ais-highlight__`
   * placeholder tags when it escapes hits itself; escaping twice would show
   * "&amp;amp;" to shoppers, so values are left raw only for those tags.
   */
  escape: boolean;
}

export const INSTANTSEARCH_PRE_TAG = '__ais-highlight__';

export function tagsFor(pre: string, post: string): Tags {
  return { pre, post, escape: pre !== INSTANTSEARCH_PRE_TAG };
}

interface SpanMatch {
  span: WordSpan;
  /** Characters of the original word to highlight (the whole word, or a prefix). */
  length: number;
}

/** Which query term a word matches, and how much of it to highlight. */
function matchWord(text: string, span: WordSpan, terms: QueryTerm[], matched: Set<number>): number {
  let length = 0;
  terms.forEach((term, index) => {
    let matchedLength = 0;
    if (span.word === term.word) matchedLength = span.end - span.start;
    else if (term.prefix && span.word.startsWith(term.word)) {
      matchedLength = originalPrefixLength(text.slice(span.start, span.end), term.word.length);
    } else if (term.budget > 0 && typoDistance(span.word, term.word, term.budget) <= term.budget) {
      matchedLength = span.end - span.start;
    }
    if (matchedLength > 0) {
      matched.add(index);
      if (matchedLength > length) length = matchedLength;
    }
  });
  return length;
}

function render(text: string, matches: SpanMatch[], from: number, to: number, tags: Tags): string {
  const out: string[] = [];
  const plain = (segment: string) => (tags.escape ? escapeHtml(segment) : segment);
  let cursor = from;
  for (const { span, length } of matches) {
    if (span.start < from || span.end > to) continue;
    out.push(plain(text.slice(cursor, span.start)));
    out.push(tags.pre, plain(text.slice(span.start, span.start + length)), tags.post);
    cursor = span.start + length;
  }
  out.push(plain(text.slice(cursor, to)));
  return out.join('');
}

function analyse(text: string, terms: QueryTerm[]) {
  const spans = wordSpans(text);
  const matched = new Set<number>();
  const matches: SpanMatch[] = [];
  let allWordsFull = spans.length > 0;
  for (const span of spans) {
    const length = terms.length === 0 ? 0 : matchWord(text, span, terms, matched);
    if (length > 0) matches.push({ span, length });
    if (length !== span.end - span.start) allWordsFull = false;
  }
  const matchLevel: MatchLevel =
    matched.size === 0 ? 'none' : matched.size === terms.length ? 'full' : 'partial';
  return { spans, matches, matched, matchLevel, allWordsFull };
}

export function highlightValue(text: string, terms: QueryTerm[], tags: Tags): HighlightResult {
  const { matches, matched, matchLevel, allWordsFull } = analyse(text, terms);
  const result: HighlightResult = {
    value: render(text, matches, 0, text.length, tags),
    matchLevel,
    matchedWords: [...matched].sort((a, b) => a - b).map((index) => terms[index]!.word),
  };
  if (matchLevel !== 'none') result.fullyHighlighted = allWordsFull;
  return result;
}

/** A window of `size` words around the first match, with ellipses where cut. */
export function snippetValue(text: string, terms: QueryTerm[], size: number, tags: Tags, ellipsis: string): SnippetResult {
  const { spans, matches, matchLevel } = analyse(text, terms);
  if (spans.length <= size) {
    return { value: render(text, matches, 0, text.length, tags), matchLevel };
  }
  const firstMatch = matches.length > 0 ? spans.indexOf(matches[0]!.span) : 0;
  const startWord = Math.max(0, Math.min(firstMatch - Math.floor(size / 2), spans.length - size));
  const endWord = startWord + size;
  const from = startWord === 0 ? 0 : spans[startWord]!.start;
  const to = endWord >= spans.length ? text.length : spans[endWord - 1]!.end;
  const body = render(text, matches, from, to, tags);
  const escapedEllipsis = tags.escape ? escapeHtml(ellipsis) : ellipsis;
  return {
    value: `${from > 0 ? escapedEllipsis : ''}${body}${to < text.length ? escapedEllipsis : ''}`,
    matchLevel,
  };
}

/** Highlights a string or an array of strings; other values are not highlightable. */
export function highlightAttribute(value: unknown, terms: QueryTerm[], tags: Tags): HighlightResult | HighlightResult[] | undefined {
  if (typeof value === 'string') return highlightValue(value, terms, tags);
  if (typeof value === 'number') return highlightValue(String(value), terms, tags);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.map((item) => highlightValue(String(item), terms, tags));
  }
  return undefined;
}

export function snippetAttribute(
  value: unknown,
  terms: QueryTerm[],
  size: number,
  tags: Tags,
  ellipsis: string,
): SnippetResult | SnippetResult[] | undefined {
  if (typeof value === 'string') return snippetValue(value, terms, size, tags, ellipsis);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return (value as string[]).map((item) => snippetValue(item, terms, size, tags, ellipsis));
  }
  return undefined;
}

/** Facet value highlighted for facet-value search: query words match word prefixes. */
export function highlightFacetValue(value: string, queryWords: string[], tags: Tags): string {
  const terms = queryWords.map((word) => ({ word, prefix: true, budget: 0 }));
  return highlightValue(value, terms, tags).value;
}
