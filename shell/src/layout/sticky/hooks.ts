// Browser signals for the sticky bar. Each starts from what the server
// renders (nothing shown), so hydration matches, then follows the page.
import { useEffect, useState, useSyncExternalStore } from 'react';

/** Calls `changed` at most once a frame while the page scrolls (passive listener). */
function subscribeToScroll(changed: () => void): () => void {
  let frame = 0;
  let pending = false;
  const onScroll = () => {
    if (pending) return;
    pending = true;
    frame = requestAnimationFrame(() => {
      pending = false;
      changed();
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
  };
}

/**
 * A value derived from the page's scroll position: scrolling is never held
 * up, and the component re-renders only when the derived value changes.
 */
export function useScrollDerived<T>(derive: (scrollY: number) => T, serverValue: T): T {
  return useSyncExternalStore(
    subscribeToScroll,
    () => derive(window.scrollY),
    () => serverValue,
  );
}

/**
 * Whether the element matching the selector is in the viewport. Until the
 * observer first answers it counts as in view (nothing shows early); without
 * IntersectionObserver it counts as out of view, so the scroll rule alone decides.
 */
export function useElementInView(selector: string): boolean {
  const [inView, setInView] = useState<boolean | null>(null);
  useEffect(() => {
    const element = document.querySelector(selector);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [selector]);
  if (typeof IntersectionObserver === 'undefined') return false;
  return inView ?? true;
}
