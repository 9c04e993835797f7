// Media queries the blocks read: phone width (spec 3 §9: mobile below 768 px)
// and the shopper's reduced-motion preference. Read on first render from
// matchMedia (false where there is none, e.g. the server) and followed after.
import { useSyncExternalStore } from 'react';

export const MOBILE_QUERY = '(max-width: 767.98px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

export function matchesMedia(query: string): boolean {
  return mediaList(query)?.matches ?? false;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => matchesMedia(query),
    () => false,
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
export const useReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);
