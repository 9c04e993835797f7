// Swiper's core on markup React draws, fetched and started on the shopper's
// first intent with the gallery, not with the page: swiper is the largest
// library of the product page's first load after React (about 22 KiB
// compressed) and most visits never move the carousel.
//
// Until it starts the slides are a native scroll-snap strip (gallery.module.css,
// `.carousel:not(.swiper-initialized)`), so a swipe, a trackpad scroll and the
// arrows, dots and thumbnails already work with no script: the swipe that
// fetches swiper is not lost. Swiper takes over once the strip is at rest (no
// finger down, no scrolling for SETTLED_MS), on the slide the shopper is on, in
// one task: the strip is put back to 0 and swiper's translate stands in for it
// before the next paint, so nothing moves.
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import type { SwiperOptions, Swiper as SwiperInstance } from 'swiper/types';

/** How long the strip must be still before swiper takes it over. */
export const SETTLED_MS = 150;

/** What counts as intent: the pointer over the gallery, a touch, focus, a wheel, a key. */
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'wheel', 'keydown'] as const;

export interface CarouselSwiper {
  /** Moves to a slide: with swiper once started, else by scrolling the strip. */
  slideTo(index: number): void;
}

/** The slide a native strip is at rest on. */
export function nativeSlideIndex(scrollLeft: number, width: number): number {
  return width > 0 ? Math.max(0, Math.round(scrollLeft / width)) : 0;
}

/** The scroll strip (swiper's wrapper) in the carousel's container. */
function stripOf(container: HTMLElement | null): HTMLElement | null {
  return container?.querySelector<HTMLElement>('.swiper-wrapper') ?? null;
}

/**
 * @param container holds `.swiper-wrapper` and its `.swiper-slide`s; its parent is the gallery box.
 * @param options swiper's options at the moment it starts (its `initialSlide` is the strip's slide).
 * @param onNativeSlide the slide the strip has scrolled to, before swiper starts.
 * @param allowTouchMove whether a drag moves the started carousel (not while an image is zoomed).
 */
export function useSwiper(
  container: RefObject<HTMLElement | null>,
  options: () => SwiperOptions,
  onNativeSlide: (index: number) => void,
  allowTouchMove: boolean,
): CarouselSwiper {
  const instance = useRef<SwiperInstance | null>(null);
  // The slide a button asked the strip for while it scrolls there smoothly: the
  // slides it passes on the way are not where the shopper is going.
  const target = useRef<number | null>(null);
  const optionsNow = useEffectEvent(options);
  const scrolledTo = useEffectEvent(onNativeSlide);
  const touchMoveNow = useEffectEvent(() => allowTouchMove);

  useEffect(() => {
    const found = container.current;
    const wrapper = stripOf(found);
    if (!found || !wrapper) return;
    const el: HTMLElement = found;
    const strip: HTMLElement = wrapper;
    const box = el.parentElement ?? el;
    let disposed = false;
    let touches = 0;
    let lastScroll = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let Swiper: (new (el: HTMLElement, options: SwiperOptions) => SwiperInstance) | null = null;
    let swiper: SwiperInstance | null = null;

    const onTouch = (event: TouchEvent) => {
      touches = event.touches.length;
      if (touches > 0) target.current = null;
      if (touches === 0) startWhenSettled();
    };
    const onScroll = () => {
      lastScroll = performance.now();
      const index = nativeSlideIndex(strip.scrollLeft, strip.clientWidth);
      if (target.current === null) scrolledTo(index);
      else if (index === target.current) target.current = null;
      startWhenSettled();
    };
    const onIntent = () => {
      for (const type of INTENT_EVENTS) box.removeEventListener(type, onIntent);
      import(/* webpackChunkName: "swiper" */ 'swiper').then(
        (module) => {
          Swiper = module.default;
          startWhenSettled();
        },
        (error: unknown) => {
          // The strip keeps working on its own.
          console.error(`[gallery/carousel] swiper could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
        },
      );
    };

    function startWhenSettled() {
      clearTimeout(timer);
      if (disposed || swiper || !Swiper || touches > 0) return;
      const wait = SETTLED_MS - (performance.now() - lastScroll);
      if (wait > 0) {
        timer = setTimeout(startWhenSettled, wait);
        return;
      }
      stopListening();
      const initialSlide = target.current ?? nativeSlideIndex(strip.scrollLeft, strip.clientWidth);
      target.current = null;
      strip.scrollLeft = 0;
      swiper = new Swiper(el, { ...optionsNow(), allowTouchMove: touchMoveNow(), initialSlide });
      instance.current = swiper;
    }

    function stopListening() {
      strip.removeEventListener('scroll', onScroll);
      box.removeEventListener('touchstart', onTouch);
      box.removeEventListener('touchend', onTouch);
      box.removeEventListener('touchcancel', onTouch);
    }

    for (const type of INTENT_EVENTS) box.addEventListener(type, onIntent, { passive: true });
    box.addEventListener('touchstart', onTouch, { passive: true });
    box.addEventListener('touchend', onTouch, { passive: true });
    box.addEventListener('touchcancel', onTouch, { passive: true });
    strip.addEventListener('scroll', onScroll, { passive: true });

    return () => {
      disposed = true;
      clearTimeout(timer);
      for (const type of INTENT_EVENTS) box.removeEventListener(type, onIntent);
      stopListening();
      instance.current = null;
      if (swiper && !swiper.destroyed) swiper.destroy(true, false);
    };
  }, [container]);

  useEffect(() => {
    if (instance.current) instance.current.allowTouchMove = allowTouchMove;
  }, [allowTouchMove]);

  function slideTo(index: number) {
    if (instance.current) {
      instance.current.slideTo(index);
      return;
    }
    const strip = stripOf(container.current);
    target.current = index;
    // Not in every DOM (jsdom): the active slide is still ours to say.
    strip?.scrollTo?.({ left: index * strip.clientWidth, behavior: 'smooth' });
  }

  return { slideTo };
}
