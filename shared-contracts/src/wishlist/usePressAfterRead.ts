// A wishlist heart saves or removes depending on whether the item is saved, which
// it reads from the server when it is shown. A press that comes before that read
// has answered waits for the answer instead of guessing "not saved" (and sending
// an add for an item already on the list). Shared by mfe-basket's heart and the
// content blocks' shoppable heart, which read the same saved state.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface PressAfterRead {
  /** A press is waiting for the read: the button says it is busy. */
  waiting: boolean;
  /**
   * Resolves true once the read has answered (at once when it already has);
   * false for a press made while another is waiting, which is dropped so that
   * several quick presses are one action.
   */
  afterRead: () => Promise<boolean>;
}

/** `answered`: the read has an answer (data or an error) or there is nothing to read (SWR: not `isLoading`). */
export function usePressAfterRead(answered: boolean): PressAfterRead {
  const [waiting, setWaiting] = useState(false);
  const answeredNow = useRef(answered);
  const release = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    answeredNow.current = answered;
    if (answered && release.current) {
      release.current();
      release.current = null;
    }
  });

  const afterRead = useCallback(async () => {
    if (release.current) return false;
    if (answeredNow.current) return true;
    setWaiting(true);
    await new Promise<void>((resolve) => (release.current = resolve));
    setWaiting(false);
    return true;
  }, []);

  return { waiting, afterRead };
}
