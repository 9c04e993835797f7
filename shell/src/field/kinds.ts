// How a slot failed, in the kinds field health counts (issue 63): its
// manifest (not there, not valid, or of another contract major), its scripts
// (the remote entry or a chunk did not load, or is not a parcel), the time
// limit, a lifecycle (bootstrap, mount, update, unmount) or a render.
import type { SlotLoadError } from '../slots/loadParcel';

export type FailureKind = 'manifest' | 'script' | 'timeout' | 'mount' | 'render';

// Module Federation's runtime codes (@module-federation/error-codes): the
// manifest could not be fetched (003), the remote's snapshot or entry could
// not be read from it (004, 007, 011) or it is not a manifest (013).
const MANIFEST_CODES = /#RUNTIME-0(03|04|07|11|13)\b/;

/** The kind of a slot's load failure (loadParcel's SlotLoadError, or anything else it rejected with). */
export function loadFailureKind(error: unknown): FailureKind {
  const failure = error as Partial<Pick<SlotLoadError, 'reason' | 'message'>> | null;
  if (failure?.reason === 'timeout') return 'timeout';
  if (failure?.reason === 'incompatible') return 'manifest';
  const message = typeof failure?.message === 'string' ? failure.message : String(error);
  return MANIFEST_CODES.test(message) ? 'manifest' : 'script';
}
