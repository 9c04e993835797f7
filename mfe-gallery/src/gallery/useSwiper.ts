// Swiper's core on markup React draws, started after the gallery has painted.
// swiper/react builds its instance while rendering and starts it in the
// commit, where its measuring forces the whole new page's style and layout:
// one task of 120-160 ms on a phone-speed CPU. Here the slides are plain
// React markup that swiper's CSS already lays out as the started carousel
// (so nothing moves), and swiper is built and started in two later tasks of
// their own, once the page is drawn and its styles are settled.
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import Swiper from 'swiper';
import type { SwiperOptions, Swiper as SwiperInstance } from 'swiper/types';

/** Runs `step` in a task after the next frame; returns the cancel. */
function afterPaint(step: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(step, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Starts swiper on `container` (which holds `.swiper-wrapper` and its
 * `.swiper-slide`s) after paint, with the `options` of that moment (so its
 * `initialSlide` can say where the shopper already is). Returns the started
 * instance: null until then, and after unmount.
 */
export function useSwiper(container: RefObject<HTMLElement | null>, options: () => SwiperOptions): RefObject<SwiperInstance | null> {
  const instance = useRef<SwiperInstance | null>(null);
  const optionsNow = useEffectEvent(options);

  useEffect(() => {
    let swiper: SwiperInstance | null = null;
    let started = false;
    let cancel = afterPaint(() => {
      const el = container.current;
      if (!el) return;
      const built = new Swiper(el, { ...optionsNow(), init: false });
      swiper = built;
      cancel = afterPaint(() => {
        built.init();
        started = true;
        instance.current = built;
      });
    });
    return () => {
      cancel();
      instance.current = null;
      // Never started: nothing to undo.
      if (swiper && started && !swiper.destroyed) swiper.destroy(true, false);
    };
  }, [container]);

  return instance;
}
