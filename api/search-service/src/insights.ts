// The Insights events endpoint (POST /1/events): click, view and conversion
// events validated with Algolia's rules and kept in memory, newest last, for
// tests and local debugging (GET /1/events/_test).
import { z } from 'zod';

const USER_TOKEN = /^[a-zA-Z0-9_=/+:-]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/;

const baseEvent = {
  eventName: z.string().trim().min(1, 'eventName must not be empty').max(64, 'eventName is longer than 64 characters'),
  index: z.string().min(1, 'index must not be empty'),
  userToken: z.string().regex(USER_TOKEN, 'userToken must be 1-129 characters of [a-zA-Z0-9_=/+:-]'),
  authenticatedUserToken: z.string().regex(USER_TOKEN, 'authenticatedUserToken must be 1-129 characters of [a-zA-Z0-9_=/+:-]').optional(),
  timestamp: z.number().int().positive().optional(),
  queryID: z.string().regex(QUERY_ID, 'queryID must be 32 hexadecimal characters').optional(),
  objectIDs: z.array(z.string().min(1)).min(1).max(20, 'at most 20 objectIDs per event').optional(),
  // search-insights sends filters URL-encoded ("size%3AL").
  filters: z
    .array(z.string().transform((f) => { try { return decodeURIComponent(f); } catch { return f; } }).pipe(z.string().regex(/^[^:]+:.+$/, 'filters must read "attribute:value"')))
    .min(1)
    .max(10)
    .optional(),
  positions: z.array(z.number().int().positive('positions start at 1')).optional(),
  eventSubtype: z.enum(['addToCart', 'purchase']).optional(),
  objectData: z.array(z.record(z.string(), z.unknown())).optional(),
  currency: z.string().length(3).optional(),
  value: z.union([z.number(), z.string()]).optional(),
};

export const insightsEventSchema = z
  // Unknown fields (e.g. InstantSearch's algoliaSource) are dropped, as Algolia does.
  .object({ eventType: z.enum(['click', 'view', 'conversion'], 'eventType must be click, view or conversion'), ...baseEvent })
  .superRefine((event, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', message });
    if (!event.objectIDs === !event.filters) issue('an event needs either objectIDs or filters');
    if (event.positions) {
      if (event.eventType !== 'click' || !event.queryID) issue('positions are only for click events after a search (with queryID)');
      else if (!event.objectIDs || event.positions.length !== event.objectIDs.length) {
        issue('positions must have one entry per objectID');
      }
    }
    if (event.eventType === 'click' && event.queryID && !event.positions) {
      issue('a click after a search (with queryID) needs positions');
    }
    if (event.eventType === 'view' && event.queryID) issue('view events do not take a queryID');
    if (event.eventSubtype && event.eventType !== 'conversion') issue('eventSubtype is only for conversion events');
  });

export type InsightsEvent = z.infer<typeof insightsEventSchema>;

export interface StoredInsightsEvent extends InsightsEvent {
  receivedAt: number;
}

export class InsightsValidationError extends Error {
  readonly status = 422;
}

export interface InsightsStore {
  /** Validates every event; stores all of them or none. */
  push(body: unknown, knownIndex: (name: string) => boolean): number;
  events(): StoredInsightsEvent[];
  clear(): void;
}

export function createInsightsStore(limit = 10_000): InsightsStore {
  let stored: StoredInsightsEvent[] = [];
  return {
    push(body, knownIndex) {
      if (!body || typeof body !== 'object' || !Array.isArray((body as { events?: unknown }).events)) {
        throw new InsightsValidationError('The body must be { events: [...] }');
      }
      const events = (body as { events: unknown[] }).events;
      if (events.length === 0 || events.length > 1000) {
        throw new InsightsValidationError('events must hold between 1 and 1000 events');
      }
      const valid: InsightsEvent[] = events.map((event, position) => {
        const result = insightsEventSchema.safeParse(event);
        if (!result.success) {
          const first = result.error.issues[0]!;
          const path = first.path.length > 0 ? `${first.path.join('.')}: ` : '';
          throw new InsightsValidationError(`events[${position}]: ${path}${first.message}`);
        }
        if (!knownIndex(result.data.index)) {
          throw new InsightsValidationError(`events[${position}]: index ${result.data.index} does not exist`);
        }
        return result.data;
      });
      const receivedAt = Date.now();
      stored.push(...valid.map((event) => ({ ...event, receivedAt })));
      if (stored.length > limit) stored = stored.slice(stored.length - limit);
      return valid.length;
    },
    events: () => [...stored],
    clear() {
      stored = [];
    },
  };
}
