// USP banner rules and constants (spec 3 §2, §4, §9).

/** Rotation: a message every 3 s by default, a 500 ms transition. */
export const USP_ROTATION_DELAY_MS = 3000;
export const USP_TRANSITION_MS = 500;
/** Ticker: 40 s a loop, 150 px between messages (half on mobile). */
export const USP_TICKER_SPEED_SECONDS = 40;
export const USP_TICKER_SPACING = 150;
/** A swipe longer than this changes the message. */
export const USP_SWIPE_THRESHOLD_PX = 50;
/** Static banner as a carousel: a slide every 5 s, 4 slides at once on desktop, 1 on mobile. */
export const USP_CAROUSEL = { autoplayMs: 5000, transitionMs: 500, slidesPerView: { desktop: 4, mobile: 1 } } as const;

/** The index `step` slides on, wrapping around both ways. */
export function nextIndex(current: number, count: number, step = 1): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/** A horizontal swipe's effect: leftwards over the threshold goes to the next message, rightwards to the previous. */
export function swipeStep(deltaX: number, threshold = USP_SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (!Number.isFinite(deltaX) || Math.abs(deltaX) <= threshold) return 0;
  return deltaX < 0 ? 1 : -1;
}

export function rotationDelay(rotationDelayMs: number | undefined): number {
  return rotationDelayMs ?? USP_ROTATION_DELAY_MS;
}

export function tickerSpeed(seconds: number | undefined): number {
  return seconds ?? USP_TICKER_SPEED_SECONDS;
}

/** Space between ticker messages: the editor's or 150 px, halved on mobile. */
export function tickerSpacing(spacing: number | undefined, mobile: boolean): number {
  const full = spacing ?? USP_TICKER_SPACING;
  return mobile ? full / 2 : full;
}

/** A basket page (spec 3 §2): any path containing /basket; the banner is compact there. */
export function isBasketPage(pathname: string): boolean {
  return pathname.includes('/basket');
}

/** The indices shown at once, from `start`, wrapping. */
export function visibleIndices(start: number, count: number, perView: number): number[] {
  const shown = Math.min(perView, count);
  return Array.from({ length: shown }, (_, k) => nextIndex(start, count, k));
}

/** rel for a link: a new tab never gets the opener. */
export function relFor(target: string | undefined): string | undefined {
  return target === '_blank' ? 'noopener noreferrer' : undefined;
}
