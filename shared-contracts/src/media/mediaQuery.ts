// How a widget follows a media query (the 768 px breakpoint, reduced motion,
// hover): read on first render and followed as the window changes. Where there
// is no matchMedia (the server, jsdom, old browsers) the caller says what to
// assume: the gallery assumes a desktop, the other widgets do not.
import { useSyncExternalStore } from 'react';

// globalThis, not window: the server has no window to ask.
const mediaList = (query: string): MediaQueryList | undefined => globalThis.matchMedia?.(query);

/** Whether the query matches now; `unsupported` where there is no matchMedia. */
export const matchesMedia = (query: string, unsupported = false): boolean => mediaList(query)?.matches ?? unsupported;

/** Whether the query matches, re-rendering when that changes; `unsupported` on the server and without matchMedia. */
export function useMediaQuery(query: string, unsupported = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matchesMedia(query, unsupported),
    () => unsupported,
  );
}
