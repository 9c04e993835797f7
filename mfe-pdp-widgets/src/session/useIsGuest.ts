// Whether the shopper is a guest (spec 2 §6 user.guest): the session the
// parcel was given, then `session:changed` (replayed). Unknown counts as guest.
import { useEffect, useState } from 'react';
import { type SessionSummary } from '@storefront/shared-contracts';
import { on } from '@storefront/shared-contracts/events/bus';

export function useIsGuest(session: SessionSummary | undefined): boolean {
  const [guest, setGuest] = useState(session?.user?.guest ?? true);
  useEffect(() => on('session:changed', (changed) => setGuest(changed.user.guest), { replay: true }), []);
  return guest;
}
