// With API_URL the shell does not run the api in its process: every address
// the api answers (one list, @storefront/api's routeList) is forwarded to
// API_URL with @fastify/reply-from, body and cookies as they came, and the
// answer (Set-Cookie included) goes back as it is.
//
// The api must know who the shopper is (the sign-in throttle counts per
// address, the office network is matched on it) and which host and protocol
// they asked for (fascia, same-origin check, secure cookies). The shell
// tells it in X-Forwarded-For / -Proto / -Host: the client as the shell
// itself sees it (its own TRUST_PROXY decides whether a proxy in front of it
// is believed), replacing any chain a client sent. So the api trusts one
// hop, the shell (TRUST_PROXY on the api: the shells' addresses, or 1).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyReplyFrom from '@fastify/reply-from';
import { API_EXACT_PATHS, API_PATH_PREFIXES } from '@storefront/api/routes';

type Headers = Record<string, string | string[] | number | undefined>;

/** The headers sent to the api for `request`: the client's address, protocol and host as the shell sees them. */
export function forwardedHeaders(request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>, headers: Headers): Headers {
  return {
    ...headers,
    // The host the shopper asked for, not the api's (reply-from sets the upstream's).
    host: request.host,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

/** The routes the proxy registers: every exact path and `prefix*` of the api's list. */
export function proxiedRoutes(): string[] {
  return [...API_EXACT_PATHS, ...API_PATH_PREFIXES.map((prefix) => `${prefix}*`)];
}

export async function registerApiProxy(app: FastifyInstance, apiUrl: string): Promise<void> {
  const base = new URL(apiUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error(`API_URL must be an http(s) URL, not ${apiUrl}`);
  await app.register(async (scoped) => {
    // Bodies go to the api unread (forms, JSON, anything): the api parses and checks them.
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await scoped.register(fastifyReplyFrom, { base: base.origin });
    for (const url of proxiedRoutes()) {
      scoped.all(url, (request, reply) =>
        reply.from(request.url, {
          rewriteRequestHeaders: (req, headers) => forwardedHeaders(req, headers) as typeof headers,
        }),
      );
    }
  });
}
