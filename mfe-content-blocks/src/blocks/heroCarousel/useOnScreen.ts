// Whether the shopper can see the hero carousel: enough of it in the viewport
// (IntersectionObserver) and its tab not hidden (visibilitychange). Autoplay
// runs only then: a carousel scrolled away or in a background tab moves for
// no one, and timers keep firing there (throttled, not stopped) in browsers.
// The carousel does its own autoplay (a timer, not Swiper's Autoplay module,
// which would pause on a hidden tab by itself), so it watches the tab too.
import { useEffect, useState, useSyncExternalStore } from 'react';

function subscribeToTab(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const tabShown = () => document.visibilityState !== 'hidden';
const shownOnServer = () => true;

/**
 * Attach `ref` to the element watched. Until the observer first answers (one
 * frame, far less than a slide's interval) and where there is none, the
 * element counts as in view, so autoplay runs as it did before.
 */
export function useOnScreen(threshold: number): { ref: (element: Element | null) => void; onScreen: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [inView, setInView] = useState(true);
  const shown = useSyncExternalStore(subscribeToTab, tabShown, shownOnServer);

  useEffect(() => {
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries[entries.length - 1];
        if (latest) setInView(latest.isIntersecting && latest.intersectionRatio >= threshold);
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInView(true);
    };
  }, [element, threshold]);

  return { ref: setElement, onScreen: inView && shown };
}
