// Field health in the browser (issue 63; docs/field-health.md): per page view
// and remote release, slot failures by kind, uncaught errors attributed to a
// remote and the page's web vitals, sent with navigator.sendBeacon to
// POST /_api/field/reports when the page is hidden or left. Sampled per view
// (the server's FIELD_SAMPLE_RATE, every view by default).
//
// Costs nothing before the first interaction: the web-vitals library is a
// chunk of its own, imported once the page has loaded and the main thread is
// idle (its observers read the buffered entries, so the LCP before it is
// still seen). Nothing here touches window at module load: the server
// imports the slots, which import this.
import type { Registry } from '../registry/registry';
import { remoteFolders, remoteOfError } from './attribution';
import type { FailureKind } from './kinds';
import { chosenReleaseOf } from './release';
import { createFieldReporter, remoteOfModule, type FieldReporter, type VitalName } from './reporter';

export const FIELD_REPORTS_PATH = '/_api/field/reports';

let active: FieldReporter | null = null;
/** Removes the listeners of the page view reported now (a new start replaces it). */
let listening: AbortController | null = null;

/** Hook of the slots (shell/src/slots/RemoteSlot.tsx): a slot of this module started loading. */
export function recordSlotStart(moduleId: string): void {
  active?.slotStarted(moduleId);
}

/** Hook of the slots: a slot of this module failed, of this kind. */
export function recordSlotFailure(moduleId: string, kind: FailureKind): void {
  active?.slotFailed(moduleId, kind);
}

export type VitalsLoader = (report: (name: VitalName, value: number) => void) => void;

/** web-vitals, imported after load and once idle, reporting LCP, INP and CLS. */
export const loadWebVitals: VitalsLoader = (report) => {
  const load = () =>
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onLCP, onINP, onCLS }) => {
      onLCP((metric) => report('lcp', metric.value));
      onINP((metric) => report('inp', metric.value));
      onCLS((metric) => report('cls', metric.value));
    });
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

export interface FieldHealthOptions {
  /** The route name: the page type. */
  page: string;
  fascia: string;
  /** The registry this page loads (the releases chosen, overrides applied): where its remotes' scripts are. */
  registry: Pick<Registry, 'remotes'>;
  /** The share of page views reported, 0 to 1 (1: every view). */
  sampleRate?: number | undefined;
  random?: () => number;
  loadVitals?: VitalsLoader;
  /** Sends a body; navigator.sendBeacon by default (fetch with keepalive without it). */
  send?: (body: string) => void;
}

function beacon(body: string): void {
  try {
    if (navigator.sendBeacon?.(FIELD_REPORTS_PATH, body)) return;
  } catch {
    // Refused (too large for the queue, a policy): the fetch below.
  }
  void fetch(FIELD_REPORTS_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => {});
}

/** Starts reporting this page view (when it is sampled); returns the reporter, or null. */
export function startFieldHealth({ page, fascia, registry, sampleRate = 1, random = Math.random, loadVitals = loadWebVitals, send = beacon }: FieldHealthOptions): FieldReporter | null {
  active = null;
  listening?.abort();
  listening = null;
  if (!(random() < sampleRate)) return null;
  const reporter = createFieldReporter({ page, fascia }, chosenReleaseOf, send);
  active = reporter;

  listening = new AbortController();
  const { signal } = listening;
  const folders = remoteFolders(registry);
  const attribute = (error: unknown, filename?: string) => {
    const remote = remoteOfError(error, filename, folders);
    if (remote) reporter.error(remote);
  };
  window.addEventListener('error', (event) => attribute(event.error, event.filename), { signal });
  window.addEventListener('unhandledrejection', (event) => attribute(event.reason), { signal });

  // On window and not capturing, so web-vitals' own listeners (capturing)
  // have reported the final INP and CLS by the time this runs.
  window.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') reporter.flush();
    },
    { signal },
  );
  window.addEventListener('pagehide', () => reporter.flush(), { signal });
  window.addEventListener('pageshow', (event) => event.persisted && reporter.newView(), { signal });
  loadVitals((name, value) => reporter.vital(name, value));
  return reporter;
}

export { remoteOfModule };
export { loadFailureKind, type FailureKind } from './kinds';
