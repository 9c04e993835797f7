import { startTransition, useEffect, useState, type RefObject } from 'react';
import { matchesMedia } from '@storefront/shared-contracts/media';

/** The element's width, kept up to date; undefined until measured. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      // A transition: every card of a page measures itself at once, and
      // their re-renders should come in slices, not in one long task.
      if (measured) startTransition(() => setWidth(Math.round(measured)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Whether the main pointer can hover (rollover images make sense). */
export function canHover(): boolean {
  return matchesMedia('(hover: hover)');
}

export function viewportWidth(): number {
  return typeof window === 'undefined' ? 1024 : window.innerWidth;
}
