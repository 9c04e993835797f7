// Response serialisation for the /1/* routes. A hit that carries its record
// whole is written from the record's cached JSON text plus the per-query
// fields (highlighting, snippets, ranking info), so a page of hits is not
// re-serialised from objects on every request. Output is ASCII (other
// characters written as \uXXXX): valid JSON that both ends encode and decode
// on their fast paths.
import type { SearchHitResult, SearchResponse } from './types';

/** Non-enumerable marker on a hit: the JSON text of its full record. */
export const RECORD_JSON = Symbol('recordJson');

const PER_QUERY_FIELDS = ['_highlightResult', '_snippetResult', '_rankingInfo'] as const;

const NON_ASCII = /[\u0080-\uffff]/g;

/** JSON text with every non-ASCII character escaped. */
export function asciiJson(json: string): string {
  NON_ASCII.lastIndex = 0;
  if (!NON_ASCII.test(json)) return json;
  return json.replace(NON_ASCII, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function stringify(value: unknown): string {
  return asciiJson(JSON.stringify(value));
}

export function markRecordJson(hit: SearchHitResult, json: string): void {
  Object.defineProperty(hit, RECORD_JSON, { value: json, enumerable: false });
}

function hitJson(hit: SearchHitResult): string {
  const json = (hit as unknown as Record<symbol, unknown>)[RECORD_JSON];
  if (typeof json !== 'string') return stringify(hit);
  let out = json.slice(0, -1);
  for (const field of PER_QUERY_FIELDS) {
    if (hit[field] !== undefined) out += `,"${field}":${stringify(hit[field])}`;
  }
  return `${out}}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function searchResponseJson(response: SearchResponse): string {
  const { hits, ...rest } = response;
  const restJson = stringify(rest);
  const tail = restJson === '{}' ? '' : `,${restJson.slice(1, -1)}`;
  return `{"hits":[${hits.map(hitJson).join(',')}]${tail}}`;
}

/** JSON text of any payload of the search routes. */
export function payloadJson(payload: unknown): string {
  if (isObject(payload)) {
    if (Array.isArray(payload.hits)) return searchResponseJson(payload as unknown as SearchResponse);
    if (Array.isArray(payload.results)) return `{"results":[${payload.results.map(payloadJson).join(',')}]}`;
  }
  return stringify(payload);
}
