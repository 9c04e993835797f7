// POST /_api/url-shorten and GET /s/{code} (spec 2 §4, §7; issue 20).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { creationLimit, DEFAULT_CREATION_LIMITS, type CreationLimit } from '../http/creationLimit';
import { badRequest } from '../http/errors';
import { checkShareUrl, redirectLocation, SHORT_CODE_PATTERN } from './rules';
import { ShortLinkService } from './shortLinkService';

export const SHORT_LINK_NOT_FOUND = 'This link does not exist. It may have been mistyped.';

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** The request's own origin as the server sees it (forwarded only by trusted proxies), as the same-origin check reads it. */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ShareRoutesOptions {
  limit?: CreationLimit;
  links?: ShortLinkService;
}

export async function shareRoutes(app: FastifyInstance, { db }: Pick<ApiContext, 'db'>, { limit = DEFAULT_CREATION_LIMITS.shortLinks, links = new ShortLinkService(db) }: ShareRoutesOptions = {}) {
  // `?index` (spec 2 §7) is accepted and means nothing here.
  app.post('/_api/url-shorten', creationLimit(limit, 'links shared'), async (request, reply) => {
    const origin = ownOrigin(request);
    const check = checkShareUrl(field(request.body, 'url'), origin);
    if (!check.ok) throw badRequest('INVALID_URL', check.message, 'url');
    const code = await links.shorten(check.url);
    return reply.header('cache-control', 'no-store').send({ shorturl: `${new URL(origin).origin}/s/${code}` });
  });

  app.get<{ Params: { code: string } }>('/s/:code', async (request, reply) => {
    const { code } = request.params;
    const target = SHORT_CODE_PATTERN.test(code) ? await links.target(code) : undefined;
    if (target) return reply.header('cache-control', 'no-store').redirect(redirectLocation(target), 302);
    reply.status(404).header('cache-control', 'no-store');
    // A shopper following a dead link reads a page; a program reads the api's JSON error.
    if (request.headers.accept?.includes('text/html')) {
      return reply
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Link not found</title><h1>Link not found</h1><p>${escapeHtml(SHORT_LINK_NOT_FOUND)}</p><p><a href="/">Go to the home page</a></p></html>`);
    }
    return reply.send({ error: 'SHORT_LINK_NOT_FOUND', message: SHORT_LINK_NOT_FOUND });
  });
}
