// Hero content fades in once, when 10 % of it is visible (spec 3 §4). Only
// the text and links fade: the image (perhaps the page's LCP) shows at once.
// No fade where the shopper prefers reduced motion or the browser cannot tell,
// and none for text already on screen: the shell's server drew the page's
// first section's text as the page opened (firstHero), and hiding it and
// fading it in again as this takes over would be a flicker, not a fade. (The
// server's drawing does not fade it either: a CSS fade during the page's load
// cost blocking time on the bench, see the package README.)
import { useEffect, useRef, useState } from 'react';
import { matchesMedia, REDUCED_MOTION_QUERY } from '../../kit/common/media';

export const FADE_THRESHOLD = 0.1;

export function useFadeInOnce<T extends Element>(alreadyShown = false) {
  const ref = useRef<T>(null);
  const [fade] = useState(() => !alreadyShown && typeof IntersectionObserver === 'function' && !matchesMedia(REDUCED_MOTION_QUERY));
  const [shown, setShown] = useState(!fade);
  useEffect(() => {
    const element = ref.current;
    if (!fade || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= FADE_THRESHOLD)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: FADE_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [fade]);
  return { ref, fade, shown };
}
