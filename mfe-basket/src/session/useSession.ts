// The shopper's session as the shell announces it (session:changed, replayed
// on mount), falling back to the session the parcel was given.
import { useEffect, useState } from 'react';
import { type SessionSummary } from '@storefront/shared-contracts';
import { lastValue, on } from '@storefront/shared-contracts/events/bus';

export function useSession(fallback: SessionSummary | null = null): SessionSummary | null {
  const [session, setSession] = useState<SessionSummary | null>(() => lastValue('session:changed') ?? fallback);
  useEffect(() => on('session:changed', setSession, { replay: true }), []);
  return session;
}

/** Signed in: a user who is not a guest. Unknown counts as a guest. */
export function isSignedIn(session: SessionSummary | null): boolean {
  return session?.user.guest === false;
}
