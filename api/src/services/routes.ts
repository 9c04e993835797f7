// Read endpoints for a shell that reaches the api over HTTP (API_URL): each
// answers what one of the in-process services returns, as `{ data }` (null
// when the service found nothing). Only public data, and a session's own
// account and bag as GET /account and GET /_api/basket give them, so nothing
// here needs protecting.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isFasciaKey, type FasciaKey } from '@storefront/shared-contracts';
import { HttpError } from '../http/errors';
import { SESSION_COOKIE } from '../http/shopper';
import type { ApiServices } from './types';

export const SERVICES_PREFIX = '/_api/shell';

type Query = Record<string, unknown>;

function fasciaParam(query: Query): FasciaKey {
  if (!isFasciaKey(query.fascia)) throw new HttpError(400, 'BAD_FASCIA', 'fascia must name one of the fascias (burton, coast, wallis, oasis, dorothyperkins).');
  return query.fascia;
}

function stringParam(query: Query, name: string, { required = true, max = 1000 } = {}): string | undefined {
  const value = query[name];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || (required && value === '') || value.length > max) {
    throw new HttpError(400, 'BAD_PARAMETER', `${name} must be ${required ? 'a non-empty' : 'a'} text of at most ${max} characters.`);
  }
  return value;
}

export async function serviceRoutes(app: FastifyInstance, services: ApiServices) {
  const send = <T>(reply: FastifyReply, data: T) => reply.header('cache-control', 'no-store').send({ data });

  app.get(`${SERVICES_PREFIX}/product-page`, async (request, reply) => {
    const query = request.query as Query;
    return send(reply, await services.getProductPage(fasciaParam(query), stringParam(query, 'slug', { max: 200 })!));
  });

  app.get(`${SERVICES_PREFIX}/account`, async (request, reply) => {
    const fascia = fasciaParam(request.query as Query);
    return send(reply, await services.getAccount(request.cookies[SESSION_COOKIE], fascia));
  });

  app.get(`${SERVICES_PREFIX}/bag`, async (request, reply) => {
    const fascia = fasciaParam(request.query as Query);
    return send(reply, await services.getBag(request.cookies[SESSION_COOKIE], fascia));
  });

  app.get(`${SERVICES_PREFIX}/slugs`, async (request, reply) => {
    return send(reply, await services.listProductSlugs(fasciaParam(request.query as Query)));
  });

  app.get(`${SERVICES_PREFIX}/catalogue`, async (_request, reply) => send(reply, await services.getCatalogue()));

  app.get(`${SERVICES_PREFIX}/listing-preview`, async (request, reply) => {
    const query = request.query as Query;
    const fascia = fasciaParam(query);
    const text = stringParam(query, 'query', { required: false }) ?? '';
    const filters = stringParam(query, 'filters', { required: false });
    // Comma-separated: rule contexts hold letters, digits, - and _ only.
    const ruleContexts = stringParam(query, 'ruleContexts', { required: false })?.split(',').filter(Boolean);
    return send(reply, await services.listingPreview(fascia, { query: text, ...(filters ? { filters } : {}), ...(ruleContexts?.length ? { ruleContexts } : {}) }));
  });

  app.get(`${SERVICES_PREFIX}/content-page`, async (request, reply) => {
    const query = request.query as Query;
    return send(reply, await services.getContentPage(fasciaParam(query), stringParam(query, 'path', { max: 300 })!));
  });
}
