// Which release of a remote this page runs, and on which channel (issue 63).
// The one place field health asks: the canary work's module in
// shell/src/registry/ (the release id and channel chosen for this visitor)
// replaces the body of chosenReleaseOf. Until then: the release id when the
// registry entry carries one, else its version, always live. A remote loaded
// through a developer's override is not reported (null).
import type { Registry, RegistryEntry } from '../registry/registry';

export interface ChosenRelease {
  /** Release id (or version): letters, digits, . _ + -, at most 100. */
  release: string;
  channel: 'live' | 'canary';
}

const RELEASE = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,99}$/;

export function chosenReleaseOf(remote: string, registry: Pick<Registry, 'remotes'>): ChosenRelease | null {
  const entry = registry.remotes[remote] as (RegistryEntry & { releaseId?: number | string; channel?: 'live' | 'canary' }) | undefined;
  if (!entry || entry.version === 'override') return null;
  const release = String(entry.releaseId ?? entry.version);
  if (!RELEASE.test(release)) return null;
  return { release, channel: entry.channel === 'canary' ? 'canary' : 'live' };
}
