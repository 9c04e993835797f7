// Shared state from the event bus: the session and admin preview mode are
// state-like events, so a card mounted late still reads the last value.
import { useEffect, useState } from 'react';
import { type SessionSummary } from '@storefront/shared-contracts';
import { lastValue, on } from '@storefront/shared-contracts/events/bus';

/** The shopper's session: the last `session:changed`, else the one passed in. */
export function useSession(initial: SessionSummary | undefined): SessionSummary | undefined {
  const [fromBus, setFromBus] = useState<SessionSummary | undefined>(() => lastValue('session:changed'));
  useEffect(() => on('session:changed', setFromBus, { replay: false }), []);
  return fromBus ?? initial;
}

/** Whether admin preview mode is on with a feature (spec 1 §6). */
export function useAdminFeature(feature: string): AdminFeature {
  const [state, setState] = useState(() => adminFeature(feature));
  useEffect(() => on('admin:preview-changed', () => setState(adminFeature(feature)), { replay: false }), [feature]);
  return state;
}

export interface AdminFeature {
  active: boolean;
  data: Record<string, unknown>;
}

function adminFeature(feature: string): AdminFeature {
  const state = lastValue('admin:preview-changed');
  return { active: Boolean(state?.active && state.features.includes(feature)), data: state?.data ?? {} };
}
