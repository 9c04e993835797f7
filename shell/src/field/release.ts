// Which release of a remote this page view runs, and on which channel (issue
// 63): the one place field health asks. The choice is the registry's
// (registry/chosenReleases.ts: the live release, or the canary for this
// visitor's share), made before any remote loads. A remote loaded through a
// developer's override is not reported (null), nor one the choice does not name.
import { chosenReleaseOf as chosenForThisPage } from '../registry/chosenReleases';

export interface ChosenRelease {
  /** Release id ('default' for a remote never published): letters, digits, . _ + -, at most 100. */
  release: string;
  channel: 'live' | 'canary';
}

const RELEASE = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,99}$/;

export function chosenReleaseOf(remote: string): ChosenRelease | null {
  const chosen = chosenForThisPage(remote);
  if (!chosen || chosen.channel === 'override' || !RELEASE.test(chosen.release)) return null;
  return { release: chosen.release, channel: chosen.channel };
}
