// Browser signals for the sticky bar. Each starts from what the server
// renders (nothing shown), so hydration matches, then follows the page.
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The page's scroll position as last read in an animation frame, null before
 * the first. Reading `window.scrollY` in a render or a commit made the browser
 * recalculate styles inside React's task (hydration's among them); a frame
 * reads it where the browser brings styles up to date anyway.
 */
interface ScrollStore {
  y: number | null;
  /** Calls `changed` at most once a frame while the page scrolls (passive listener). */
  subscribe(changed: () => void): () => void;
}

function scrollStore(): ScrollStore {
  const store: ScrollStore = {
    y: null,
    subscribe(changed) {
      let frame = 0;
      let pending = false;
      const read = () => {
        pending = false;
        store.y = window.scrollY;
        changed();
      };
      const onScroll = () => {
        if (pending) return;
        pending = true;
        frame = requestAnimationFrame(read);
      };
      window.addEventListener('scroll', onScroll, { passive: true });
      // A first reading: the page may have been scrolled before it hydrated.
      onScroll();
      return () => {
        window.removeEventListener('scroll', onScroll);
        cancelAnimationFrame(frame);
      };
    },
  };
  return store;
}

/**
 * A value derived from the page's scroll position: scrolling is never held
 * up, and the component re-renders only when the derived value changes. The
 * server's value stands until the first frame has read the position.
 */
export function useScrollDerived<T>(derive: (scrollY: number) => T, serverValue: T): T {
  const [store] = useState(scrollStore);
  return useSyncExternalStore(
    store.subscribe,
    () => (store.y === null ? serverValue : derive(store.y)),
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
