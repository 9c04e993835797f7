import { advance, afterDismiss, isShowing, nextShowable, phaseDuration, ROTATION_START, SOCIAL_PROOF_TIMING, type RotationState } from './rotation';

const keys = ['a', 'b', 'c'];
const none = new Set<string>();

/** Every state from the start until done, with how long each lasts. */
function timeline(dismissed: ReadonlySet<string>): Array<[string, number | null]> {
  const steps: Array<[string, number | null]> = [];
  let state: RotationState = ROTATION_START;
  for (let guard = 0; guard < 50; guard += 1) {
    steps.push([`${state.phase}${state.index >= 0 ? `:${keys[state.index]}` : ''}`, phaseDuration(state.phase)]);
    if (state.phase === 'done') break;
    state = advance(state, keys, dismissed);
  }
  return steps;
}

describe('rotation', () => {
  it('uses the spec timings', () => {
    expect(SOCIAL_PROOF_TIMING).toEqual({ initialDelayMs: 2000, fadeMs: 300, displayMs: 5000 });
  });

  it('waits, then shows each message in turn (fade in, shown, fade out) and stops after the last', () => {
    expect(timeline(none)).toEqual([
      ['waiting', 2000],
      ['in:a', 300], ['shown:a', 5000], ['out:a', 300],
      ['in:b', 300], ['shown:b', 5000], ['out:b', 300],
      ['in:c', 300], ['shown:c', 5000], ['out:c', 300],
      ['done', null],
    ]);
  });

  it('skips dismissed messages', () => {
    expect(timeline(new Set(['b'])).map(([step]) => step)).toEqual(['waiting', 'in:a', 'shown:a', 'out:a', 'in:c', 'shown:c', 'out:c', 'done']);
    expect(timeline(new Set(keys)).map(([step]) => step)).toEqual(['waiting', 'done']);
  });

  it('finds the next message that was not dismissed', () => {
    expect(nextShowable(keys, -1, none)).toBe(0);
    expect(nextShowable(keys, 0, new Set(['b']))).toBe(2);
    expect(nextShowable(keys, 2, none)).toBe(-1);
    expect(nextShowable([], -1, none)).toBe(-1);
  });

  it('moves on at once when the message on show is dismissed', () => {
    expect(afterDismiss({ phase: 'shown', index: 0 }, 'a', keys, new Set(['a']))).toEqual({ phase: 'in', index: 1 });
    expect(afterDismiss({ phase: 'in', index: 2 }, 'c', keys, new Set(['c']))).toEqual({ phase: 'done', index: -1 });
  });

  it('leaves the rotation alone when another message is dismissed', () => {
    const state: RotationState = { phase: 'shown', index: 0 };
    expect(afterDismiss(state, 'b', keys, new Set(['b']))).toBe(state);
    expect(afterDismiss(ROTATION_START, 'a', keys, new Set(['a']))).toBe(ROTATION_START);
  });

  it('says when a message is on screen', () => {
    expect([ROTATION_START, { phase: 'in', index: 0 }, { phase: 'shown', index: 0 }, { phase: 'out', index: 0 }, { phase: 'done', index: -1 }].map((s) => isShowing(s as RotationState))).toEqual([
      false, true, true, true, false,
    ]);
  });
});
