// Click and view events go through Algolia's search-insights library to
// POST {host}/1/events. InstantSearch (4.11x) adds its own `algoliaSource`
// field to every event and sends an "instantsearch" usage event; the
// Insights API schema (and our search service, which checks it strictly)
// knows neither. This wrapper passes the public event fields only.
import { createInsightsClient, getRequesterForBrowser } from 'search-insights';

type Args = unknown[];
export type InsightsClientFn = ((method: string, ...args: Args) => unknown) & { version?: string };

const EVENT_TYPES = new Set(['click', 'view', 'conversion']);
/** Fields InstantSearch adds that the Insights API does not define. */
const PRIVATE_FIELDS = ['algoliaSource'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

let shared: InsightsClientFn | undefined;

/** The page's search-insights client (sending with beacon, XHR or fetch). */
export function searchInsightsClient(): InsightsClientFn {
  shared ??= createInsightsClient(getRequesterForBrowser()) as unknown as InsightsClientFn;
  return shared;
}
