// Whether the page's scripts run: false on the server and while hydrating,
// true after. The account pages' buttons wait for it, so a form sent before
// the scripts ran cannot post a password or a token the page did not check,
// and a press that only the scripts answer (open the sign-in dialog) is not lost.
import { useSyncExternalStore } from 'react';

/** A store that never changes: only the server and client snapshots differ. */
const noChange = () => () => {};

export function useScriptsReady(): boolean {
  return useSyncExternalStore(noChange, () => true, () => false);
}
