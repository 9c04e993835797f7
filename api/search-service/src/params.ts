// Search parameters: the accepted names, their coercion from JSON fields or
// from the URL-encoded `params` string, and their defaults. Anything else is a
// 400 naming it, so a client typo never silently changes results.
import { badRequest } from './errors';
import type { FilterNode } from './filters/ast';
import {
  facetFiltersToNode,
  numericFiltersToNode,
  optionalFiltersToNodes,
  tagFiltersToNode,
} from './filters/listFilters';
import { parseFilters } from './filters/parseFilters';
import type { SearchParams } from './types';

/** Algolia cuts longer queries; we do the same (documented in README). */
export const MAX_QUERY_LENGTH = 512;

type Kind = 'string' | 'int' | 'bool' | 'list' | 'filters' | 'boolOrInt';

const ACCEPTED: Record<string, Kind> = {
  query: 'string',
  facets: 'list',
  maxValuesPerFacet: 'int',
  sortFacetValuesBy: 'string',
  filters: 'string',
  facetFilters: 'filters',
  numericFilters: 'filters',
  tagFilters: 'filters',
  optionalFilters: 'filters',
  page: 'int',
  hitsPerPage: 'int',
  highlightPreTag: 'string',
  highlightPostTag: 'string',
  attributesToRetrieve: 'list',
  attributesToHighlight: 'list',
  attributesToSnippet: 'list',
  snippetEllipsisText: 'string',
  typoTolerance: 'bool',
  clickAnalytics: 'bool',
  analytics: 'bool',
  analyticsTags: 'list',
  getRankingInfo: 'bool',
  userToken: 'string',
  enablePersonalization: 'bool',
  personalizationImpact: 'int',
  ruleContexts: 'list',
  enableRules: 'bool',
  enableABTest: 'bool',
  distinct: 'boolOrInt',
  facetingAfterDistinct: 'bool',
  responseFields: 'list',
  facetQuery: 'string',
  maxFacetHits: 'int',
};

/** Fields of a multi-query entry that are not search parameters. */
const ENVELOPE = new Set(['indexName', 'type', 'facet', 'params']);

export function isAcceptedParameter(name: string): boolean {
  return name in ACCEPTED;
}

/** Decodes Algolia's `params` string ("query=a&hitsPerPage=2") into raw fields. */
export function decodeParamsString(params: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(params)) out[key] = value;
  return out;
}

/** The request's raw parameters: the `params` string (or object) merged under the JSON fields. */
export function mergeRawParams(raw: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  const params = raw.params;
  if (typeof params === 'string') Object.assign(merged, decodeParamsString(params));
  else if (params && typeof params === 'object' && !Array.isArray(params)) Object.assign(merged, params);
  else if (params !== undefined) throw badRequest('Invalid value for "params": expected a URL-encoded string');
  for (const [key, value] of Object.entries(raw)) {
    if (!ENVELOPE.has(key) && value !== undefined) merged[key] = value;
  }
  return merged;
}

function invalid(name: string, expected: string): never {
  throw badRequest(`Invalid value for "${name}": expected ${expected}`);
}

function coerce(name: string, kind: Kind, value: unknown): unknown {
  switch (kind) {
    case 'string':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      return invalid(name, 'a string');
    case 'int': {
      const number = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
      if (typeof number === 'number' && Number.isInteger(number)) return number;
      return invalid(name, 'an integer');
    }
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      return invalid(name, 'a boolean');
    case 'boolOrInt':
      if (typeof value === 'boolean' || (typeof value === 'number' && Number.isInteger(value))) return value;
      if (value === 'true' || value === 'false') return value === 'true';
      if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
      return invalid(name, 'a boolean or an integer');
    case 'list':
      return toStringList(name, value);
    case 'filters':
      return value;
  }
}

/** A list of strings from an array, a JSON array text or a comma-separated string. */
export function toStringList(name: string, value: unknown): string[] {
  if (Array.isArray(value)) {
    if (!value.every((item) => typeof item === 'string')) invalid(name, 'a list of strings');
    return value as string[];
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        return toStringList(name, JSON.parse(trimmed));
      } catch (error) {
        if (error instanceof SyntaxError) invalid(name, 'a JSON list of strings');
        throw error;
      }
    }
    return trimmed === '' ? [] : trimmed.split(',').map((item) => item.trim());
  }
  return invalid(name, 'a list of strings');
}

function inRange(name: string, value: number, min: number, max: number): number {
  if (value < min) throw badRequest(`Invalid value for "${name}": must be greater than or equal to ${min}`);
  if (value > max) throw badRequest(`Invalid value for "${name}": must be less than or equal to ${max}`);
  return value;
}

function echoValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface ParamDefaults {
  hitsPerPage: number;
  maxValuesPerFacet: number;
}

/**
 * Validates and normalises raw parameters. Throws a 400 SearchError naming
 * the first unknown parameter or the first invalid value.
 */
export function parseSearchParams(raw: Record<string, unknown>, defaults: ParamDefaults): SearchParams {
  const merged = mergeRawParams(raw);
  const values: Record<string, unknown> = {};
  const echo: string[] = [];
  for (const [name, value] of Object.entries(merged)) {
    const kind = ACCEPTED[name];
    if (!kind) throw badRequest(`Unknown parameter: ${name}`);
    if (value === null) continue;
    values[name] = coerce(name, kind, value);
    echo.push(`${encodeURIComponent(name)}=${encodeURIComponent(echoValue(value))}`);
  }
  const string = (name: string, fallback: string) => (values[name] as string | undefined) ?? fallback;
  const bool = (name: string, fallback: boolean) => (values[name] as boolean | undefined) ?? fallback;
  const list = (name: string) => values[name] as string[] | undefined;
  const int = (name: string, fallback: number, min: number, max: number) =>
    inRange(name, (values[name] as number | undefined) ?? fallback, min, max);

  const sortFacetValuesBy = string('sortFacetValuesBy', 'count');
  if (sortFacetValuesBy !== 'count' && sortFacetValuesBy !== 'alpha') {
    invalid('sortFacetValuesBy', '"count" or "alpha"');
  }
  const filters: FilterNode | undefined =
    values.filters === undefined ? undefined : parseFilters(values.filters as string);

  return {
    query: string('query', '').slice(0, MAX_QUERY_LENGTH),
    facets: list('facets') ?? [],
    maxValuesPerFacet: int('maxValuesPerFacet', defaults.maxValuesPerFacet, 0, 1000),
    sortFacetValuesBy,
    filters,
    facetFilters: facetFiltersToNode(values.facetFilters),
    numericFilters: numericFiltersToNode(values.numericFilters),
    tagFilters: tagFiltersToNode(values.tagFilters),
    optionalFilters: optionalFiltersToNodes(values.optionalFilters),
    page: int('page', 0, 0, Number.MAX_SAFE_INTEGER),
    hitsPerPage: int('hitsPerPage', defaults.hitsPerPage, 0, 1000),
    highlightPreTag: string('highlightPreTag', '<em>'),
    highlightPostTag: string('highlightPostTag', '</em>'),
    attributesToRetrieve: list('attributesToRetrieve'),
    attributesToHighlight: list('attributesToHighlight'),
    attributesToSnippet: list('attributesToSnippet'),
    snippetEllipsisText: string('snippetEllipsisText', '…'),
    typoTolerance: bool('typoTolerance', true),
    clickAnalytics: bool('clickAnalytics', false),
    analytics: bool('analytics', true),
    analyticsTags: list('analyticsTags') ?? [],
    getRankingInfo: bool('getRankingInfo', false),
    userToken: values.userToken as string | undefined,
    enablePersonalization: bool('enablePersonalization', false),
    ruleContexts: list('ruleContexts') ?? [],
    enableRules: bool('enableRules', true),
    enableABTest: bool('enableABTest', true),
    responseFields: list('responseFields'),
    maxFacetHits: int('maxFacetHits', 10, 1, 100),
    facetQuery: string('facetQuery', ''),
    echo: echo.join('&'),
  };
}
