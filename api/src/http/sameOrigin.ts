// Another site must not change a shopper's bag, wishlist or session (issue
// 22). The session cookie's SameSite=Lax already keeps today's browsers from
// sending it on another site's POST, but a storefront does not rely on one
// layer: every state-changing request (any method but GET, HEAD and OPTIONS)
// is refused with 403, before its body is read, when its Origin names
// another origin than the request's own, or, without Origin, when
// Sec-Fetch-Site does not say same-origin, same-site or none. A request with
// neither header is not from a browser page (curl, a server-side call) and
// passes: it carries no shopper's cookie by accident.
//
// A hook of our own, not a plugin: @fastify/csrf-protection (the Fastify
// team's) checks a token per form, not the origin, and no well-kept Fastify
// plugin checks Origin and Sec-Fetch-Site.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** An origin other than the request's own whose pages may change state: exact (`http://localhost:3003`) or a pattern. */
export type TrustedOrigin = string | RegExp;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of a request the site's own pages (or the shopper, typing an address) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

export const CROSS_SITE_MESSAGE = 'This request came from another site, so nothing was changed. Please try again on our site.';

export interface StateChangeRequest {
  method: string;
  /** The Origin header, if any. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header, if any. */
  fetchSite: string | undefined;
  /** The request's own origin, `protocol://host` as the server sees them (forwarded only by trusted proxies). */
  ownOrigin: string;
}

/** `scheme://host[:port]`, normalised (case, default port); null for "null" or anything unreadable. */
function originOf(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Whether another site sent this request and it would change state. */
export function isCrossSiteChange(request: StateChangeRequest, trusted: readonly TrustedOrigin[] = []): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (request.origin !== undefined) {
    const origin = originOf(request.origin);
    if (origin === null) return true;
    if (origin === originOf(request.ownOrigin)) return false;
    return !trusted.some((rule) => (typeof rule === 'string' ? originOf(rule) === origin : rule.test(origin)));
  }
  if (request.fetchSite !== undefined) return !OWN_FETCH_SITES.has(request.fetchSite.toLowerCase());
  return false;
}

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(', ') : value);

/**
 * Refuses cross-site state changes on every route of `app` (registered in the
 * api's routes scope, so the shell's in-process api has it too). The search
 * service's /1/* stays outside: like hosted Algolia it answers other origins
 * by design, and its POSTs are queries and analytics events, not a shopper's
 * state.
 */
export function refuseCrossSiteChanges(app: FastifyInstance, trusted: readonly TrustedOrigin[] = []): void {
  app.addHook('onRequest', async (request) => {
    const cross = isCrossSiteChange(
      {
        method: request.method,
        origin: header(request.headers.origin),
        fetchSite: header(request.headers['sec-fetch-site']),
        ownOrigin: `${request.protocol}://${request.host}`,
      },
      trusted,
    );
    if (cross) throw new HttpError(403, 'CROSS_SITE_REQUEST', CROSS_SITE_MESSAGE, undefined, { success: false });
  });
}
