// The shell's services over HTTP: the same interface as the in-process api
// (./types.ts), answered by the read endpoints of ./routes.ts on API_URL.
import type { FasciaKey } from '@storefront/shared-contracts';
import { SESSION_COOKIE } from '../http/shopper';
import { SERVICES_PREFIX } from './routes';
import type { ApiServices, CatalogueEntry } from './types';

export interface HttpServicesOptions {
  /** The api's base URL, e.g. http://api:3100 (several instances: a load balancer's address). */
  apiUrl: string;
  /** Milliseconds before a call is given up (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * A call is tried twice at most: once more after a dropped connection or a
 * gateway's 502, 503 or 504, which a rolling restart of the api gives for a
 * moment. Two attempts need no back-off schedule, so no retry library.
 */
const MAX_ATTEMPTS = 2;
const RETRIED_STATUSES = new Set([502, 503, 504]);

export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

export function createHttpServices({ apiUrl, timeoutMs = 10_000, fetch: fetchImpl = fetch }: HttpServicesOptions): ApiServices {
  const base = new URL(apiUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error(`API_URL must be an http(s) URL, not ${apiUrl}`);

  async function call<T>(path: string, params: Record<string, string | undefined>, headers: Record<string, string> = {}): Promise<T> {
    const url = new URL(`${SERVICES_PREFIX}/${path}`, base);
    for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
    // One time limit for the call, whether it takes one attempt or two.
    const signal = AbortSignal.timeout(timeoutMs);
    for (let attempt = 1; ; attempt++) {
      const last = attempt === MAX_ATTEMPTS;
      let response: Response;
      try {
        response = await fetchImpl(url, { headers: { accept: 'application/json', ...headers }, signal });
      } catch (error) {
        // A refused or dropped connection (an instance going away behind the load
        // balancer) is tried again; a call out of time is not.
        if (!last && !signal.aborted) continue;
        throw new ApiCallError(`The api at ${base.origin} did not answer ${url.pathname}: ${String(error)}`, null);
      }
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        // Every call is a read, so asking again changes nothing stored.
        if (!last && RETRIED_STATUSES.has(response.status)) continue;
        throw new ApiCallError(`The api answered ${url.pathname} with ${response.status}: ${text.slice(0, 300)}`, response.status);
      }
      const body = (await response.json()) as { data: T };
      return body.data;
    }
  }

  /** The session passed on as the api's own routes read it; a malformed id is not passed at all. */
  const sessionCookie = (sessionId: string | undefined): Record<string, string> =>
    sessionId && /^[\w-]{1,128}$/.test(sessionId) ? { cookie: `${SESSION_COOKIE}=${sessionId}` } : {};

  // The generated catalogue does not change while an api build runs: asked once per shell process.
  let catalogue: Promise<CatalogueEntry[]> | undefined;

  return {
    getProductPage: (fascia, slug) => call('product-page', { fascia, slug }),
    getAccount: (sessionId, fascia: FasciaKey) => call('account', { fascia }, sessionCookie(sessionId)),
    getBag: (sessionId, fascia: FasciaKey) => call('bag', { fascia }, sessionCookie(sessionId)),
    listProductSlugs: (fascia) => call('slugs', { fascia }),
    getCatalogue() {
      catalogue ??= call<CatalogueEntry[]>('catalogue', {}).catch((error: unknown) => {
        catalogue = undefined;
        throw error;
      });
      return catalogue;
    },
    listingPreview: (fascia, { query, filters, ruleContexts }) => call('listing-preview', { fascia, query, filters, ruleContexts: ruleContexts?.join(',') }),
    getContentPage: (fascia, path) => call('content-page', { fascia, path }),
  };
}
