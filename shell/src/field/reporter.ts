// What one page view tells field health (issue 63), per remote release: it
// was on the page (a slot of it started, or its code threw), the kinds of slot
// failure seen, uncaught errors in its scripts, and the page's web vitals.
// Each flush sends what is new since the last one (the api adds it up:
// api/src/field/), so a shopper coming back to a tab adds to the same view
// instead of counting another. Nothing personal: page type, fascia, names and
// numbers only (api/src/field/report.ts checks it again).
import type { ChosenRelease } from './release';
import type { FailureKind } from './kinds';

export type VitalName = 'lcp' | 'inp' | 'cls';

/** The most errors one report counts per remote (the api's limit). */
export const MAX_ERRORS_PER_REPORT = 50;

export interface FieldPage {
  /** The route name (product, search...): never the URL. */
  page: string;
  fascia: string;
}

export interface FieldReporter {
  /** A slot of the remote of `moduleId` (e.g. gallery/ProductGallery) started loading. */
  slotStarted(moduleId: string): void;
  slotFailed(moduleId: string, kind: FailureKind): void;
  /** An uncaught error attributed to the remote. */
  error(remote: string): void;
  vital(name: VitalName, value: number): void;
  /** Sends what is new, if anything; returns the body sent. */
  flush(): string | null;
  /** The page was shown again from the back/forward cache: a new view. */
  newView(): void;
}

interface RemoteState {
  viewSent: boolean;
  failedSent: boolean;
  kindsSent: Set<FailureKind>;
  kinds: Set<FailureKind>;
  errors: number;
}

export const remoteOfModule = (moduleId: string) => moduleId.split('/')[0] ?? moduleId;

export function createFieldReporter(page: FieldPage, releaseOf: (remote: string) => ChosenRelease | null, send: (body: string) => void): FieldReporter {
  let remotes = new Map<string, RemoteState>();
  let vitals: Partial<Record<VitalName, number>> = {};
  let vitalsSent = new Set<VitalName>();

  const stateOf = (remote: string) => {
    let state = remotes.get(remote);
    if (!state) {
      state = { viewSent: false, failedSent: false, kindsSent: new Set(), kinds: new Set(), errors: 0 };
      remotes.set(remote, state);
    }
    return state;
  };

  return {
    slotStarted(moduleId) {
      stateOf(remoteOfModule(moduleId));
    },
    slotFailed(moduleId, kind) {
      stateOf(remoteOfModule(moduleId)).kinds.add(kind);
    },
    error(remote) {
      stateOf(remote).errors++;
    },
    vital(name, value) {
      if (Number.isFinite(value) && value >= 0 && !vitalsSent.has(name)) vitals[name] = value;
    },
    flush() {
      const entries = [];
      for (const [name, state] of remotes) {
        const chosen = releaseOf(name);
        if (!chosen) continue;
        const failures = [...state.kinds].filter((kind) => !state.kindsSent.has(kind));
        entries.push({
          name,
          release: chosen.release,
          channel: chosen.channel,
          view: state.viewSent ? 0 : 1,
          failed: !state.failedSent && failures.length > 0 ? 1 : 0,
          failures,
          errors: Math.min(state.errors, MAX_ERRORS_PER_REPORT),
        });
      }
      const fresh = Object.fromEntries(Object.entries(vitals).filter(([name]) => !vitalsSent.has(name as VitalName))) as Partial<Record<VitalName, number>>;
      const news = entries.some((e) => e.view || e.failures.length || e.errors) || (entries.length > 0 && Object.keys(fresh).length > 0);
      if (!news) return null;
      const body = JSON.stringify({ v: 1, page: page.page, fascia: page.fascia, remotes: entries.slice(0, 12), ...(Object.keys(fresh).length ? { vitals: fresh } : {}) });
      send(body);
      for (const entry of entries) {
        const state = remotes.get(entry.name)!;
        state.viewSent = true;
        if (entry.failed) state.failedSent = true;
        for (const kind of entry.failures) state.kindsSent.add(kind);
        state.errors = 0;
      }
      for (const name of Object.keys(fresh) as VitalName[]) vitalsSent.add(name);
      vitals = {};
      return body;
    },
    newView() {
      // The remotes are on the restored page too: each counts a view again.
      remotes = new Map([...remotes.keys()].map((name) => [name, { viewSent: false, failedSent: false, kindsSent: new Set(), kinds: new Set(), errors: 0 }]));
      vitals = {};
      vitalsSent = new Set();
    },
  };
}
