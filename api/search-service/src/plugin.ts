// The Algolia-protocol HTTP surface (a Fastify plugin, encapsulated: its body
// parser, hooks and error shape apply to the /1/* routes only).
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SearchError, badRequest } from './errors';
import { InsightsValidationError, type InsightsStore } from './insights';
import { registerReadRoutes } from './read/routes';
import type { SearchReader } from './read/types';
import { bodyObject, isObject, queryParams } from './request';
import { payloadJson } from './serialize';
import type { SearchEngine } from './types';

export interface ApiKey {
  appId: string;
  apiKey: string;
}

export interface SearchPluginOptions {
  engine: SearchEngine;
  /** getObject(s), browse and getSettings (read/). */
  reader: SearchReader;
  insights: InsightsStore;
  apiKeys: ApiKey[];
  /** Browser origins allowed to call the service (the shell's), or a predicate. */
  allowedOrigins: string[] | ((origin: string) => boolean);
  /** Serve GET/DELETE /1/events/_test (the stored insights events). */
  exposeTestEvents: boolean;
}

const ALLOWED_HEADERS = [
  'content-type',
  'x-algolia-application-id',
  'x-algolia-api-key',
  'x-algolia-agent',
  'x-algolia-usertoken',
  'x-algolia-user-id',
].join(', ');

function credential(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  if (typeof header === 'string') return header;
  // Clients differ in the case of query-string credentials (X-Algolia-Application-Id).
  const query = (request.query ?? {}) as Record<string, unknown>;
  const key = Object.keys(query).find((k) => k.toLowerCase() === name);
  const value = key ? query[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function errorBody(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ message, status });
}

export function searchPlugin(options: SearchPluginOptions): FastifyPluginAsync {
  const { engine, reader, insights, apiKeys } = options;
  const originAllowed =
    typeof options.allowedOrigins === 'function'
      ? options.allowedOrigins
      : (origin: string) => (options.allowedOrigins as string[]).includes(origin);

  return async (app: FastifyInstance) => {
    // The algoliasearch client sends JSON as text/plain (no CORS preflight
    // for simple requests): read every body as JSON whatever its type.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      try {
        done(null, JSON.parse(text));
      } catch {
        done(badRequest('The body is not valid JSON'), undefined);
      }
    });

    app.setReplySerializer((payload) => payloadJson(payload));

    app.setErrorHandler((error, request, reply) => {
      if (error instanceof SearchError) return errorBody(reply, error.status, error.message);
      if (error instanceof InsightsValidationError) return errorBody(reply, 422, error.message);
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) return errorBody(reply, status, (error as Error).message);
      request.log.error(error);
      return errorBody(reply, 500, 'Internal error');
    });

    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (origin && originAllowed(origin)) {
        reply.header('access-control-allow-origin', origin);
        reply.header('vary', 'Origin');
      }
    });

    app.options('/1/*', async (request, reply) => {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
      reply.header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? ALLOWED_HEADERS);
      reply.header('access-control-max-age', '86400');
      return reply.code(204).send();
    });

    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      const appId = credential(request, 'x-algolia-application-id');
      const apiKey = credential(request, 'x-algolia-api-key');
      if (!apiKeys.some((key) => key.appId === appId && key.apiKey === apiKey)) {
        return errorBody(reply, 403, 'Invalid Application-ID or API key');
      }
      return undefined;
    };

    app.post<{ Params: { indexName: string } }>(
      '/1/indexes/:indexName/queries',
      { preHandler: authenticate },
      async (request, reply) => {
        if (request.params.indexName !== '*') return errorBody(reply, 404, 'Not found');
        const body = bodyObject(request.body);
        const { requests, strategy } = body;
        if (!Array.isArray(requests) || requests.length === 0) {
          throw badRequest('"requests" must be a non-empty array');
        }
        if (strategy !== undefined && strategy !== 'none') {
          throw badRequest(`Unsupported strategy: ${String(strategy)} (only "none")`);
        }
        const results = requests.map((entry, position) => {
          if (!isObject(entry)) throw badRequest(`requests[${position}] must be an object`);
          const { indexName, type, facet } = entry;
          if (typeof indexName !== 'string' || indexName === '') {
            throw badRequest(`requests[${position}].indexName is required`);
          }
          if (type === 'facet') {
            if (typeof facet !== 'string' || facet === '') throw badRequest(`requests[${position}].facet is required for type "facet"`);
            return engine.searchForFacetValues(indexName, facet, entry);
          }
          if (type !== undefined && type !== 'default') {
            throw badRequest(`requests[${position}].type must be "default" or "facet"`);
          }
          return engine.search(indexName, entry);
        });
        return { results };
      },
    );

    app.post<{ Params: { indexName: string } }>(
      '/1/indexes/:indexName/query',
      { preHandler: authenticate },
      async (request) => engine.search(request.params.indexName, bodyObject(request.body)),
    );

    app.get<{ Params: { indexName: string } }>(
      '/1/indexes/:indexName',
      { preHandler: authenticate },
      async (request) => engine.search(request.params.indexName, queryParams(request)),
    );

    app.post<{ Params: { indexName: string; facetName: string } }>(
      '/1/indexes/:indexName/facets/:facetName/query',
      { preHandler: authenticate },
      async (request) =>
        engine.searchForFacetValues(request.params.indexName, request.params.facetName, bodyObject(request.body)),
    );

    app.post('/1/events', { preHandler: authenticate }, async (request) => {
      insights.push(request.body, (name) => engine.hasIndex(name));
      return { status: 200, message: 'OK' };
    });

    registerReadRoutes(app, reader, authenticate);

    if (options.exposeTestEvents) {
      app.get('/1/events/_test', async () => ({ events: insights.events() }));
      app.delete('/1/events/_test', async () => {
        insights.clear();
        return { status: 200, message: 'OK' };
      });
    }

    app.route({
      method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
      url: '/1/*',
      handler: async (_request, reply) => errorBody(reply, 404, 'Not found'),
    });
  };
}
