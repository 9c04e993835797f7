// The releases this page view runs (issue 63), chosen once in the browser
// before any remote loads (client/bootstrap.tsx), and read by whoever needs
// them: the slots' data attributes (data-remote-release, data-remote-channel),
// the field-health reporter (chosenReleases(), chosenReleaseOf(remote)), and
// support in the console (window.__storefrontReleases__). Nothing here runs
// at module load: the server imports the slots, which import this.
import { chooseReleases, isReleaseVisitorId, RELEASE_VISITOR_COOKIE, type ChosenRelease } from './canary';
import type { Overrides, Registry } from './registry';

export type { ChosenRelease, ReleaseChannel } from './canary';

declare global {
  interface Window {
    /** What each remote runs in this page view (read-only), for support. */
    __storefrontReleases__?: Readonly<Record<string, Readonly<ChosenRelease>>>;
  }
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

let chosen: Readonly<Record<string, Readonly<ChosenRelease>>> = Object.freeze({});

/** What each remote runs in this page view: remote → release id, channel (live, canary or override), version, manifest. Empty before the choice. */
export function chosenReleases(): Readonly<Record<string, Readonly<ChosenRelease>>> {
  return chosen;
}

/** What one remote runs in this page view (undefined for a remote the registry does not name, or before the choice). */
export function chosenReleaseOf(remote: string): Readonly<ChosenRelease> | undefined {
  return chosen[remote];
}

/**
 * This browser's visitor id for canaries (cookie sf_rvid): kept, or a new
 * random one kept a year. A random id and nothing else: no personal data.
 * When cookies are blocked the new id serves this page alone.
 */
export function releaseVisitorId(doc: Document = document): string {
  const kept = doc.cookie.split('; ').find((c) => c.startsWith(`${RELEASE_VISITOR_COOKIE}=`))?.slice(RELEASE_VISITOR_COOKIE.length + 1);
  if (isReleaseVisitorId(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${RELEASE_VISITOR_COOKIE}=${id}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  return id;
}

/**
 * Chooses this page view's releases from the document's registry (a
 * remote's canary for its share of visitors, the per-browser overrides over
 * both) and keeps the choice; the registry to load, and the overrides that
 * took effect.
 */
export function chooseThisPageReleases(registry: Registry, overrides: Overrides, visitorId: string = releaseVisitorId()) {
  const choice = chooseReleases(registry, visitorId, overrides);
  chosen = Object.freeze(Object.fromEntries(Object.entries(choice.chosen).map(([name, c]) => [name, Object.freeze(c)])));
  if (typeof window !== 'undefined') window.__storefrontReleases__ = chosen;
  return { registry: choice.registry, active: choice.active };
}

/** Marks a slot's element with the release its remote runs (the remote is the module id's first part). */
export function markSlotRelease(element: HTMLElement | null, moduleId: string): void {
  const release = chosen[moduleId.split('/')[0]!];
  if (!element || !release) return;
  element.dataset.remoteRelease = release.release;
  element.dataset.remoteChannel = release.channel;
}
