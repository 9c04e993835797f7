// Drives the rotation's timers over the pure rules of rotation.ts.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BannerMessage } from './entry';
import { advance, afterDismiss, isShowing, phaseDuration, ROTATION_START, type RotationPhase, type RotationState } from './rotation';

export interface Rotation {
  current: BannerMessage | null;
  phase: RotationPhase;
  dismiss: (key: string) => void;
}

/** Mount it again (key) for a new product: dismissals start empty. */
export function useRotation(messages: readonly BannerMessage[]): Rotation {
  const keyList = messages.map((message) => message.key).join('\u0001');
  // Same keys, same list: a refetch with equal data does not restart anything.
  const keys = useMemo(() => (keyList ? keyList.split('\u0001') : []), [keyList]);
  const [state, setState] = useState<RotationState>(ROTATION_START);
  const dismissed = useRef(new Set<string>());

  useEffect(() => {
    const ms = phaseDuration(state.phase);
    // The initial delay starts once there is something to show.
    if (ms === null || keys.length === 0) return undefined;
    const timer = setTimeout(() => setState((now) => advance(now, keys, dismissed.current)), ms);
    return () => clearTimeout(timer);
  }, [state, keys]);

  const dismiss = useCallback(
    (key: string) => {
      dismissed.current.add(key);
      setState((now) => afterDismiss(now, key, keys, dismissed.current));
    },
    [keys],
  );

  const current = isShowing(state) ? (messages.find((message) => message.key === keys[state.index]) ?? null) : null;
  return { current, phase: state.phase, dismiss };
}
