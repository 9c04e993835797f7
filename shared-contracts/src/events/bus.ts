// The typed event bus: DOM CustomEvents on window, typed by the catalogue.
// shared-contracts is compiled into every remote, so the last-value store
// lives on window where every copy sees the same one.
import { eventCatalogue, type EventName, type EventPayload } from './catalogue';
import { eventMeta } from './meta';

interface Envelope<N extends EventName> {
  version: number;
  payload: EventPayload<N>;
}

type LastValues = Partial<{ [N in EventName]: Envelope<N> }>;

/** The last of every event with when it was emitted: for a parcel mounted by the event it must hear. */
type Recent = Partial<Record<EventName, { version: number; payload: unknown; at: number }>>;

declare global {
  interface Window {
    __storefrontEventState__?: LastValues;
    __storefrontRecentEvents__?: Recent;
  }
}

function recents(): Recent {
  if (typeof window === 'undefined') return {};
  window.__storefrontRecentEvents__ ??= {};
  return window.__storefrontRecentEvents__;
}

function store(): LastValues {
  // On the server (a page drawn before any script ran) nothing has been announced yet.
  if (typeof window === 'undefined') return {};
  const w = window;
  w.__storefrontEventState__ ??= {};
  return w.__storefrontEventState__;
}

/** Reports a rejected payload; tests can replace it. */
export let reportInvalidEvent = (name: string, issues: string): void => {
  console.error(`[events] ${name}: payload rejected: ${issues}`);
};
export function setInvalidEventReporter(fn: (name: string, issues: string) => void): void {
  reportInvalidEvent = fn;
}

/**
 * Validates and dispatches an event. A payload that fails its schema is
 * reported and not delivered. Returns whether it was delivered.
 */
export function emit<N extends EventName>(name: N, payload: EventPayload<N>): boolean {
  const entry = eventMeta[name];
  // Validated in development and tests; production builds drop this branch
  // and the schemas with it (webpack defines NODE_ENV).
  if (process.env.NODE_ENV !== 'production') {
    const result = eventCatalogue[name].schema.safeParse(payload);
    if (!result.success) {
      reportInvalidEvent(name, result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '));
      return false;
    }
  }
  const envelope = { version: entry.version, payload } as Envelope<N>;
  if (entry.stateLike) (store() as Record<string, unknown>)[name] = envelope;
  recents()[name] = { ...envelope, at: Date.now() };
  window.dispatchEvent(new CustomEvent(name, { detail: envelope }));
  return true;
}

export interface OnOptions {
  /** For state-like events: call the handler at once with the last value. */
  replay?: boolean;
  /**
   * For any event: call the handler at once with the last one when it was
   * emitted within this many milliseconds. For a parcel loaded because of
   * the event (a panel that opens on an add), which mounts just after it.
   */
  replayWithinMs?: number;
}

/** Subscribes to an event; returns the unsubscribe function. */
export function on<N extends EventName>(name: N, handler: (payload: EventPayload<N>) => void, options: OnOptions = {}): () => void {
  const expected = eventMeta[name].version;
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<Envelope<N>>).detail;
    if (!detail || detail.version !== expected) return;
    handler(detail.payload);
  };
  window.addEventListener(name, listener);
  if (options.replay ?? eventMeta[name].stateLike) {
    const last = lastValue(name);
    if (last !== undefined) handler(last);
  } else if (options.replayWithinMs !== undefined) {
    const last = lastEmitted(name);
    if (last && Date.now() - last.at <= options.replayWithinMs) handler(last.payload);
  }
  return () => window.removeEventListener(name, listener);
}

/** The last time any event was emitted on the page, with its payload (one-off events too). */
export function lastEmitted<N extends EventName>(name: N): { payload: EventPayload<N>; at: number } | undefined {
  const recent = recents()[name];
  return recent && recent.version === eventMeta[name].version ? { payload: recent.payload as EventPayload<N>, at: recent.at } : undefined;
}

/** The last value of a state-like event, if one was emitted. */
export function lastValue<N extends EventName>(name: N): EventPayload<N> | undefined {
  const envelope = store()[name] as Envelope<N> | undefined;
  return envelope && envelope.version === eventMeta[name].version ? envelope.payload : undefined;
}

/** Clears kept values (tests, and the shell on a page change). */
export function resetEventState(): void {
  window.__storefrontEventState__ = {};
  window.__storefrontRecentEvents__ = {};
}

/** Shorthand for analytics:track. */
export function track(event: string, payload: Record<string, unknown> = {}): void {
  emit('analytics:track', { event, payload });
}
