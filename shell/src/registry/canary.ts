// Which release of each remote this page view runs (issue 63), chosen in the
// browser so the document stays the same for every visitor (a shared cache
// may serve it): the registry carries each remote's live release and its
// canary with its share, and a visitor is in a canary when the bucket of
// (visitor id, remote, canary release) is under the share. The same visitor
// keeps the same choice on every page and day (the id is kept a year, see
// chosenReleases.ts); each remote, and each new canary, buckets apart. A
// per-browser override wins over both. Pure: no DOM.
import { applyOverrides, type Overrides, type Registry } from './registry';

/** The cookie of the visitor id the canaries bucket by: random, first-party, readable by the page (not sf_vid, which is httpOnly). */
export const RELEASE_VISITOR_COOKIE = 'sf_rvid';

/** What a visitor id may look like: anything else in the cookie is replaced. */
export const isReleaseVisitorId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value);

export type ReleaseChannel = 'live' | 'canary' | 'override';

/** The release one remote runs in this page view. */
export interface ChosenRelease {
  /** The release registry's id; 'default' for a remote never published, 'override' for a per-browser override. */
  release: string;
  channel: ReleaseChannel;
  version: string;
  manifest: string;
}

/** 0-9999, evenly spread: FNV-1a with murmur3's finaliser. */
export function bucketOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % 10000;
}

/** Whether this visitor runs the remote's canary. */
export const inCanary = (visitorId: string, remote: string, canary: { releaseId: number; percent: number }): boolean =>
  bucketOf(`${visitorId}\n${remote}\n${canary.releaseId}`) < canary.percent * 100;

/**
 * The registry this page view loads (one manifest per remote, so every slot
 * of a remote runs the same release), what each remote runs, and the
 * overrides that took effect.
 */
export function chooseReleases(registry: Registry, visitorId: string, overrides: Overrides) {
  const remotes: Registry['remotes'] = {};
  const chosen: Record<string, ChosenRelease> = {};
  for (const [name, { canary, releaseId, ...live }] of Object.entries(registry.remotes)) {
    const pick = canary && inCanary(visitorId, name, canary) ? canary : null;
    remotes[name] = pick ? { manifest: pick.manifest, version: pick.version, contract: pick.contract, releaseId: pick.releaseId } : { ...live, ...(releaseId === undefined ? {} : { releaseId }) };
    const id = pick?.releaseId ?? releaseId;
    chosen[name] = { release: id === undefined ? 'default' : String(id), channel: pick ? 'canary' : 'live', version: remotes[name].version, manifest: remotes[name].manifest };
  }
  const { registry: loaded, active } = applyOverrides({ ...registry, remotes }, overrides);
  for (const { name, url } of active) chosen[name] = { release: 'override', channel: 'override', version: 'override', manifest: url };
  return { registry: { ...loaded, ...(registry.overrideOrigins ? { overrideOrigins: registry.overrideOrigins } : {}) }, chosen, active };
}
