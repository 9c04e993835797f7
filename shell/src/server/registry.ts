// The registry of the shell's documents and /remotes.json: the live releases
// of the release registry (api/src/releases, in the database) over the
// defaults, which come from the file named by REMOTES_CONFIG, else the local
// ports of tooling/scripts/remotes.mjs. A remote never published uses the
// default, so `pnpm start` needs no setup. A remote's canary (issue 63) rides
// with its live release: every document carries both, the browser chooses
// (../registry/canary.ts), so the document is the same for every visitor.
import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from '@storefront/shared-contracts';
import { LOOPBACK_OVERRIDE_ORIGINS, type Registry, type RegistryEntry } from '../registry/registry';
// @ts-expect-error -- plain ESM module shared with the start scripts
import { REMOTES } from '@storefront/tooling/remotes';

interface RemoteDef {
  name: string;
  dir: string;
  port: number;
}

export function loadRegistry(env: NodeJS.ProcessEnv = process.env): Registry {
  if (env.REMOTES_CONFIG) {
    const parsed = JSON.parse(fs.readFileSync(env.REMOTES_CONFIG, 'utf8')) as Registry;
    if (!parsed || typeof parsed.remotes !== 'object') throw new Error(`${env.REMOTES_CONFIG}: expected { "remotes": { ... } }`);
    // Older files name the contract by its major alone (1).
    for (const entry of Object.values(parsed.remotes)) entry.contract = typeof entry.contract === 'number' ? `${entry.contract}.0.0` : String(entry.contract ?? CONTRACT_VERSION);
    return parsed;
  }
  const host = env.REMOTES_HOST ?? 'http://localhost';
  const root = path.resolve(import.meta.dirname, '../../..');
  const remotes: Registry['remotes'] = {};
  for (const r of REMOTES as RemoteDef[]) {
    let version = '0.0.0';
    try {
      version = (JSON.parse(fs.readFileSync(path.join(root, r.dir, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      // A remote deployed elsewhere has no folder here.
    }
    remotes[r.name] = { manifest: `${host}:${r.port}/mf-manifest.json`, version, contract: CONTRACT_VERSION };
  }
  // The local ports are a developer's machine: overrides from loopback only.
  return { remotes, overrideOrigins: LOOPBACK_OVERRIDE_ORIGINS };
}

/** A live release as GET /_api/releases answers it (with who published it, which the documents leave out). */
type LiveRelease = RegistryEntry & { by?: string; since?: string; canary?: RegistryEntry['canary'] & { by?: string } };

/** The live release of each remote that has one (GET /_api/releases's `remotes`), with its canary. */
export type LiveReleases = () => Promise<Record<string, LiveRelease>>;

/** The live releases from the api over HTTP (the shell run with API_URL). */
export function httpLiveReleases(apiUrl: string, fetchImpl: typeof fetch = fetch, timeoutMs = 2000): LiveReleases {
  const url = new URL('/_api/releases', apiUrl);
  return async () => {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return ((await response.json()) as { remotes: Record<string, LiveRelease> }).remotes;
  };
}

/** The defaults with the live releases (and their canaries) over them; only what a registry entry carries (not who published). */
export function withReleases(defaults: Registry, live: Record<string, LiveRelease>): Registry {
  if (Object.keys(live).length === 0) return defaults;
  const remotes = { ...defaults.remotes };
  for (const [name, entry] of Object.entries(live)) {
    const { canary } = entry;
    remotes[name] = {
      manifest: entry.manifest,
      version: entry.version,
      contract: entry.contract,
      ...(entry.releaseId === undefined ? {} : { releaseId: entry.releaseId }),
      ...(canary ? { canary: { manifest: canary.manifest, version: canary.version, contract: canary.contract, releaseId: canary.releaseId, percent: canary.percent, since: canary.since } } : {}),
    };
  }
  return { ...defaults, remotes };
}

export interface RegistrySourceOptions {
  /** How long one read of the releases serves documents (default 2 s): the next page load after a publish, on every shell instance, within this time. */
  ttlMs?: number;
  now?: () => number;
  /** A failed read (the last good registry keeps serving). */
  onError?: (error: unknown) => void;
}

/**
 * The registry for the next document: the releases read at most once per
 * `ttlMs` (one read at a time), over the defaults. When a read fails the last
 * good registry (at first the defaults) keeps serving.
 */
export function createRegistrySource(defaults: Registry, live: LiveReleases, { ttlMs = 2000, now = Date.now, onError = (e) => console.error('[shell] reading the release registry failed:', e) }: RegistrySourceOptions = {}): () => Promise<Registry> {
  let current: Registry = defaults;
  let readAt = -Infinity;
  let reading: Promise<Registry> | null = null;
  return () => {
    if (now() - readAt < ttlMs) return Promise.resolve(current);
    reading ??= live()
      .then(
        (releases) => {
          current = withReleases(defaults, releases);
          return current;
        },
        (error: unknown) => {
          onError(error);
          return current;
        },
      )
      .finally(() => {
        readAt = now();
        reading = null;
      });
    return reading;
  };
}

/** Which remotes a route's first-screen slots use, for resource hints (slots
 * loaded when visible or on demand are left out). */
export function remotesForRoute(route: string, visitor: { guest: boolean } = { guest: true }): string[] {
  const header = ['basket'];
  switch (route) {
    case 'product':
    case 'premier':
      return ['gallery', 'basket'];
    case 'search':
    case 'category':
      return [...header, 'listing'];
    case 'home':
    case 'content':
      return [...header, 'contentBlocks'];
    // A customer's saved items are listing's cards (the bag's recently viewed loads when
    // visible); a guest is asked to sign in, with no cards.
    case 'wishlist':
      return visitor.guest ? header : [...header, 'listing'];
    // The staff's release page has no header of the shop and no remote.
    case 'releases':
      return [];
    default:
      return header;
  }
}
