// The parts of a /1/* request the routes read: the JSON body as an object,
// and the query-string parameters without the credentials.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (!isObject(body)) throw badRequest('The body must be a JSON object');
  return body;
}

/** Query-string parameters, less the client's `x-algolia-*` ones (credentials, agent). */
export function queryParams(request: FastifyRequest): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (!key.toLowerCase().startsWith('x-algolia-')) params[key] = value;
  }
  return params;
}
