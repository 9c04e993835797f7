// The read API's routes, on Algolia's paths, registered inside the search
// plugin (its body parser, error shape and API keys apply). Reads only: the
// write methods on the same paths (PUT or DELETE an object, PUT settings)
// are not served and fall to the plugin's 404.
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import { badRequest, SearchError } from '../errors';
import { toStringList } from '../params';
import { bodyObject, isObject, queryParams } from '../request';
import { asciiJson } from '../serialize';
import type { GetObjectsRequest, SearchReader } from './types';

/**
 * JSON written as is: a record may hold any attribute, and the plugin's
 * serializer reads a payload with a `hits` or `results` array as a search answer.
 */
function sendJson(reply: FastifyReply, value: unknown) {
  return reply.type('application/json; charset=utf-8').send(asciiJson(JSON.stringify(value)));
}

/** The query-string parameters, refusing any but `accepted`. */
function onlyParams(params: Record<string, unknown>, accepted: string[]): Record<string, unknown> {
  const unknown = Object.keys(params).find((name) => !accepted.includes(name));
  if (unknown !== undefined) throw badRequest(`Unknown parameter: ${unknown}`);
  return params;
}

function attributesToRetrieve(value: unknown, name: string): string[] | undefined {
  return value === undefined || value === null ? undefined : toStringList(name, value);
}

function objectsRequests(body: Record<string, unknown>): GetObjectsRequest[] {
  const { requests } = body;
  if (!Array.isArray(requests) || requests.length === 0) throw badRequest('"requests" must be a non-empty array');
  return requests.map((entry, position) => {
    if (!isObject(entry)) throw badRequest(`requests[${position}] must be an object`);
    const { indexName, objectID } = entry;
    if (typeof indexName !== 'string' || indexName === '') throw badRequest(`requests[${position}].indexName is required`);
    if (typeof objectID !== 'string' || objectID === '') throw badRequest(`requests[${position}].objectID is required`);
    return { indexName, objectID, attributesToRetrieve: attributesToRetrieve(entry.attributesToRetrieve, `requests[${position}].attributesToRetrieve`) };
  });
}

export function registerReadRoutes(app: FastifyInstance, reader: SearchReader, authenticate: preHandlerAsyncHookHandler): void {
  type IndexRoute = { Params: { indexName: string } };

  app.get<IndexRoute>('/1/indexes/:indexName/settings', { preHandler: authenticate }, async (request, reply) => {
    // getVersion=2 leaves synonyms out of the answer: there are none here either way.
    onlyParams(queryParams(request), ['getVersion']);
    return sendJson(reply, reader.getSettings(request.params.indexName));
  });

  app.get<IndexRoute>('/1/indexes/:indexName/browse', { preHandler: authenticate }, async (request) =>
    reader.browse(request.params.indexName, queryParams(request)),
  );

  app.post<IndexRoute>('/1/indexes/:indexName/browse', { preHandler: authenticate }, async (request) =>
    reader.browse(request.params.indexName, bodyObject(request.body)),
  );

  app.post<IndexRoute>('/1/indexes/:indexName/objects', { preHandler: authenticate }, async (request, reply) => {
    if (request.params.indexName !== '*') throw new SearchError(404, 'Not found');
    return sendJson(reply, { results: reader.getObjects(objectsRequests(bodyObject(request.body))) });
  });

  app.get<{ Params: { indexName: string; objectID: string } }>(
    '/1/indexes/:indexName/:objectID',
    { preHandler: authenticate },
    async (request, reply) => {
      const params = onlyParams(queryParams(request), ['attributesToRetrieve']);
      const { indexName, objectID } = request.params;
      return sendJson(reply, reader.getObject(indexName, objectID, attributesToRetrieve(params.attributesToRetrieve, 'attributesToRetrieve')));
    },
  );
}
