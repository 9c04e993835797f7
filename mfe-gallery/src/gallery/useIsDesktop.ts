// Desktop or mobile by the 768 px breakpoint (spec 1 §9), following resizes.
import { useSyncExternalStore } from 'react';

export const DESKTOP_QUERY = '(min-width: 768px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

// Without matchMedia (old browsers, jsdom) the gallery behaves as on desktop.
const isDesktopNow = () => query()?.matches ?? true;

export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopNow, () => true);
}
