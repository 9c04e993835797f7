// Click and view events go through Algolia's search-insights library to
// POST {host}/1/events. InstantSearch (4.11x) adds its own `algoliaSource`
// field to every event and sends an "instantsearch" usage event; the
// Insights API schema (and our search service, which checks it strictly)
// knows neither. This wrapper passes the public event fields only.
import { createInsightsClient, getRequesterForBrowser } from './libraries';
import { isRecord } from '@storefront/shared-contracts';

type Args = unknown[];
export type InsightsClientFn = ((method: string, ...args: Args) => unknown) & { version?: string };

const EVENT_TYPES = new Set(['click', 'view', 'conversion']);
/** Fields InstantSearch adds that the Insights API does not define. */
const PRIVATE_FIELDS = ['algoliaSource'];

function publicFields(event: unknown): unknown {
  if (!isRecord(event) || 'headers' in event) return event; // the request options argument
  const copy = { ...event };
  for (const field of PRIVATE_FIELDS) delete copy[field];
  return copy;
}

/** The insights client InstantSearch should use: the public Insights events only. */
export function forInsightsApi(client: InsightsClientFn): InsightsClientFn {
  const wrapped: InsightsClientFn = (method, ...args) => {
    if (method === 'sendEvents') {
      const [events, ...rest] = args;
      const kept = (Array.isArray(events) ? events : []).filter((event) => isRecord(event) && EVENT_TYPES.has(String(event.eventType))).map(publicFields);
      if (kept.length === 0) return Promise.resolve(false);
      return client(method, kept, ...rest);
    }
    return client(method, ...args.map(publicFields));
  };
  if (client.version !== undefined) wrapped.version = client.version;
  return wrapped;
}

type Requester = Parameters<typeof createInsightsClient>[0];

/**
 * search-insights puts the credentials in the query string as
 * `X-Algolia-Application-Id` / `X-Algolia-API-Key` (a beacon cannot carry
 * headers). The Insights REST API documents them in lower case, which is
 * what our search service reads: send them that way.
 */
export function lowerCaseCredentialParams(url: string): string {
  const [base, query] = url.split('?', 2);
  if (query === undefined) return url;
  const params = query.split('&').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return /^x-algolia-/i.test(name) ? [name.toLowerCase(), ...value].join('=') : pair;
  });
  return `${base}?${params.join('&')}`;
}

let shared: InsightsClientFn | undefined;

/** The page's search-insights client (sending with beacon, XHR or fetch). */
export function searchInsightsClient(): InsightsClientFn {
  if (!shared) {
    const send = getRequesterForBrowser();
    const requester: Requester = (url, data) => send(lowerCaseCredentialParams(url), data);
    shared = createInsightsClient(requester) as unknown as InsightsClientFn;
  }
  return shared;
}
