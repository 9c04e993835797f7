// The rotation of social-proof messages (spec 1 §4, §9): the first after an
// initial delay, each fades in, stays, fades out, then the next; no repeat.
// Dismissed messages leave the rotation.

export const SOCIAL_PROOF_TIMING = {
  initialDelayMs: 2000,
  fadeMs: 300,
  /** Fully visible, between the fade in and the fade out. */
  displayMs: 5000,
} as const;

export type RotationPhase = 'waiting' | 'in' | 'shown' | 'out' | 'done';

export interface RotationState {
  phase: RotationPhase;
  /** The message on show; -1 while waiting. */
  index: number;
}

export const ROTATION_START: RotationState = { phase: 'waiting', index: -1 };

/** How long a phase lasts; the rotation ends in 'done'. */
export function phaseDuration(phase: RotationPhase): number | null {
  switch (phase) {
    case 'waiting':
      return SOCIAL_PROOF_TIMING.initialDelayMs;
    case 'in':
    case 'out':
      return SOCIAL_PROOF_TIMING.fadeMs;
    case 'shown':
      return SOCIAL_PROOF_TIMING.displayMs;
    case 'done':
      return null;
  }
}

/** The first message after `after` that was not dismissed, or -1. */
export function nextShowable(keys: readonly string[], after: number, dismissed: ReadonlySet<string>): number {
  for (let i = after + 1; i < keys.length; i += 1) if (!dismissed.has(keys[i]!)) return i;
  return -1;
}

function showNext(keys: readonly string[], after: number, dismissed: ReadonlySet<string>): RotationState {
  const index = nextShowable(keys, after, dismissed);
  return index < 0 ? { phase: 'done', index: -1 } : { phase: 'in', index };
}

/** The state when the current phase's time is up. */
export function advance(state: RotationState, keys: readonly string[], dismissed: ReadonlySet<string>): RotationState {
  switch (state.phase) {
    case 'waiting':
      return showNext(keys, -1, dismissed);
    case 'in':
      return { phase: 'shown', index: state.index };
    case 'shown':
      return { phase: 'out', index: state.index };
    case 'out':
      return showNext(keys, state.index, dismissed);
    case 'done':
      return state;
  }
}

/** Dismissing the message on show moves straight on to the next one. */
export function afterDismiss(state: RotationState, key: string, keys: readonly string[], dismissed: ReadonlySet<string>): RotationState {
  if (state.index < 0 || keys[state.index] !== key) return state;
  return showNext(keys, state.index, dismissed);
}

/** Whether a message is on screen in this state. */
export function isShowing(state: RotationState): boolean {
  return state.phase === 'in' || state.phase === 'shown' || state.phase === 'out';
}
