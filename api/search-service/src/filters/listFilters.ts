// The list forms of filtering: facetFilters, numericFilters, tagFilters and
// optionalFilters. Top-level entries are ANDed; a nested array is an OR group.
import { badRequest } from '../errors';
import { and, or, type FilterNode, type NumericOperator } from './ast';
import { parseNumber } from './parseFilters';

type Entry = string | Entry[];

/**
 * The value a client sent, normalised to a list: an array, a JSON array in a
 * string (the `params` string form), or Algolia's legacy "a,(b,c)" string.
 */
export function toFilterList(name: string, value: unknown): Entry[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map((entry) => checkEntry(name, entry, 0));
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(trimmed);
      } catch {
        throw badRequest(`Invalid ${name}: not a valid JSON array`);
      }
      return toFilterList(name, parsed);
    }
    return splitLegacy(name, trimmed);
  }
  throw badRequest(`Invalid ${name}: expected an array of strings or of arrays of strings`);
}

function checkEntry(name: string, entry: unknown, depth: number): Entry {
  if (typeof entry === 'string') return entry;
  if (Array.isArray(entry) && depth === 0) return entry.map((inner) => checkEntry(name, inner, 1));
  throw badRequest(`Invalid ${name}: entries must be strings or arrays of strings (one level of nesting)`);
}

function splitLegacy(name: string, text: string): Entry[] {
  const entries: Entry[] = [];
  let group: string[] | null = null;
  let current = '';
  const flush = () => {
    const item = current.trim();
    current = '';
    if (item === '') return;
    if (group) group.push(item);
    else entries.push(item);
  };
  for (const char of text) {
    if (char === '(') {
      if (group) throw badRequest(`Invalid ${name}: nested parentheses`);
      flush();
      group = [];
    } else if (char === ')') {
      if (!group) throw badRequest(`Invalid ${name}: unbalanced parentheses`);
      flush();
      entries.push(group);
      group = null;
    } else if (char === ',') {
      flush();
    } else {
      current += char;
    }
  }
  if (group) throw badRequest(`Invalid ${name}: unbalanced parentheses`);
  flush();
  return entries;
}

function build(name: string, entries: Entry[], parseOne: (text: string) => FilterNode): FilterNode | undefined {
  const nodes: FilterNode[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') {
      if (entry.trim() !== '') nodes.push(parseOne(entry));
    } else {
      const members = entry.filter((text): text is string => typeof text === 'string' && text.trim() !== '');
      if (members.length > 0) nodes.push(or(members.map(parseOne)));
    }
  }
  return nodes.length === 0 ? undefined : and(nodes);
}

/** "brand:Nike" → facet; "brand:-Nike" → NOT facet; "brand:\-Nike" → the value "-Nike". */
export function parseFacetFilter(text: string, name = 'facetFilters'): FilterNode {
  const separator = text.indexOf(':');
  if (separator <= 0) throw badRequest(`Invalid ${name}: expected "attribute:value" but got "${text}"`);
  const attribute = text.slice(0, separator).trim();
  let value = text.slice(separator + 1).replace(/<score=\d+>$/, '');
  if (value.startsWith('-')) return { type: 'not', child: { type: 'facet', attribute, value: value.slice(1) } };
  if (value.startsWith('\\-')) value = value.slice(1);
  return { type: 'facet', attribute, value };
}

const NUMERIC = /^\s*([^\s<>=!:]+)\s*(<=|>=|!=|<|>|=|:)\s*(.+?)\s*$/;

/** "price>=10", "price != 5", "price:10 TO 20". */
export function parseNumericFilter(text: string): FilterNode {
  const match = NUMERIC.exec(text);
  if (!match) throw badRequest(`Invalid numericFilters: cannot read "${text}" (expected "attribute>=number" or "attribute:lower TO upper")`);
  const [, attribute, operator, rest] = match as unknown as [string, string, string, string];
  if (operator === ':') {
    const range = /^(\S+)\s+TO\s+(\S+)$/.exec(rest);
    const lower = range ? parseNumber(range[1]!) : undefined;
    const upper = range ? parseNumber(range[2]!) : undefined;
    if (lower === undefined || upper === undefined) {
      throw badRequest(`Invalid numericFilters: "${text}" needs "attribute:lower TO upper" with two numbers`);
    }
    return { type: 'range', attribute, lower, upper };
  }
  const value = parseNumber(rest);
  if (value === undefined) throw badRequest(`Invalid numericFilters: "${rest}" in "${text}" is not a number`);
  return { type: 'numeric', attribute, operator: operator as NumericOperator, value };
}

/** Tags live in the `_tags` attribute; "-tag" excludes. */
export function parseTagFilter(text: string): FilterNode {
  if (text.startsWith('-')) return { type: 'not', child: { type: 'facet', attribute: '_tags', value: text.slice(1) } };
  return { type: 'facet', attribute: '_tags', value: text };
}

export function facetFiltersToNode(value: unknown): FilterNode | undefined {
  return build('facetFilters', toFilterList('facetFilters', value), (text) => parseFacetFilter(text));
}

export function numericFiltersToNode(value: unknown): FilterNode | undefined {
  return build('numericFilters', toFilterList('numericFilters', value), parseNumericFilter);
}

export function tagFiltersToNode(value: unknown): FilterNode | undefined {
  return build('tagFilters', toFilterList('tagFilters', value), parseTagFilter);
}

/** One node per top-level entry: each is a separate boost. */
export function optionalFiltersToNodes(value: unknown): FilterNode[] {
  return toFilterList('optionalFilters', value)
    .map((entry) => build('optionalFilters', [entry], (text) => parseFacetFilter(text, 'optionalFilters')))
    .filter((node): node is FilterNode => node !== undefined);
}
