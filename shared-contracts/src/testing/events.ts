// Event contract helpers for tests (issue 21). A remote's listener contract
// test mounts the parcels that listen, then feeds them every example payload
// (events/examples.ts) of the events they listen to: each must be valid, reach
// a mounted listener and be handled without an error.
import { eventCatalogue, type EventName, type EventPayload } from '../events/catalogue';
import { emit, on } from '../events/bus';
import { eventCatalogueExamples } from '../events/examples';

declare global {
  interface Window {
    __storefrontEventListeners__?: Map<string, Set<unknown>>;
  }
  var __storefrontAllowInvalidEvents__: boolean | undefined;
}

/** The example payloads of an event at the version the catalogue declares for it. */
export function eventExamples<N extends EventName>(name: N): readonly [EventPayload<N>, ...EventPayload<N>[]] {
  // TypeScript does not resolve a generic event's version as a key of its examples; EventCatalogueExamples guarantees it is one.
  const byVersion = eventCatalogueExamples[name] as Partial<Record<number, readonly [EventPayload<N>, ...EventPayload<N>[]]>>;
  const examples = byVersion[eventCatalogue[name].version];
  if (!examples) throw new Error(`${name}: no examples for version ${eventCatalogue[name].version} in events/examples.ts`);
  return examples;
}

/**
 * Counts the listeners added on window per event name from now on (the
 * remotes' jest setup calls it before every test file, so components mounted
 * by a test are seen). Idempotent.
 */
export function watchEventListeners(): Map<string, Set<unknown>> {
  if (window.__storefrontEventListeners__) return window.__storefrontEventListeners__;
  const listeners = new Map<string, Set<unknown>>();
  window.__storefrontEventListeners__ = listeners;
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  window.addEventListener = ((type: string, listener: unknown, options?: unknown) => {
    if (listener) listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    return add(type, listener as EventListener, options as AddEventListenerOptions);
  }) as typeof window.addEventListener;
  window.removeEventListener = ((type: string, listener: unknown, options?: unknown) => {
    listeners.get(type)?.delete(listener);
    return remove(type, listener as EventListener, options as EventListenerOptions);
  }) as typeof window.removeEventListener;
  return listeners;
}

/** How many listeners of this event are on window now (watchEventListeners must have run before they were added). */
export function listenerCount(name: string): number {
  return watchEventListeners().get(name)?.size ?? 0;
}

/**
 * A test that means to emit an invalid payload calls this: the remotes' jest
 * setup then does not fail it for that (until the next test).
 */
export function allowInvalidEvents(): void {
  globalThis.__storefrontAllowInvalidEvents__ = true;
}

export interface ListenerContractOptions {
  /** Wraps each emit, e.g. testing-library's act, so React applies the state updates it causes. */
  act?: (emitIt: () => void) => unknown;
  /** After each example: assert what the shopper sees change, where something does. */
  after?: (name: EventName, example: unknown) => unknown;
}

/**
 * Emits each catalogue example of each named event through the bus, and
 * throws when one is rejected by its schema, when no listener of the event
 * is mounted, or when a listener throws while handling it. Returns what was
 * emitted, in order.
 */
export async function checkListenerContract(names: readonly EventName[], options: ListenerContractOptions = {}): Promise<Array<{ name: EventName; example: unknown }>> {
  const act = options.act ?? ((emitIt: () => void) => emitIt());
  const emitted: Array<{ name: EventName; example: unknown }> = [];
  for (const name of names) {
    if (listenerCount(name) === 0) {
      throw new Error(`${name}: no listener is mounted (mount the parcel that listens first; listeners added before watchEventListeners() ran are not seen)`);
    }
    for (const example of eventExamples(name)) {
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent) => {
        errors.push(event.error ?? event.message);
        event.preventDefault();
      };
      window.addEventListener('error', onError);
      let delivered = false;
      try {
        await act(() => {
          delivered = emit(name, example as never);
        });
      } finally {
        window.removeEventListener('error', onError);
      }
      if (!delivered) throw new Error(`${name}: the catalogue's example was rejected by its own schema: ${JSON.stringify(example)}`);
      if (errors.length) throw new Error(`${name}: a listener threw on the catalogue's example ${JSON.stringify(example)}: ${String(errors[0])}`);
      emitted.push({ name, example });
      await options.after?.(name, example);
    }
  }
  return emitted;
}

const hearing: Array<() => void> = [];

/** The payloads of an event sent from now on, in order (a replay does not count); stopHearing() ends every recording. */
export function heard<N extends EventName>(name: N): Array<EventPayload<N>> {
  const payloads: Array<EventPayload<N>> = [];
  hearing.push(on(name, (payload) => payloads.push(payload), { replay: false }));
  return payloads;
}

/** Ends every heard() recording (in an afterEach). */
export function stopHearing(): void {
  hearing.splice(0).forEach((off) => off());
}
