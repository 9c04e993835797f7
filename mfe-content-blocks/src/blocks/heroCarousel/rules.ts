// Hero carousel constants and rules (spec 3 §3, §4, §9).
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_TRANSITION_MS = 500;
/** Autoplay resumes this long after a touch ends or a shoppable popup closes. */
export const HERO_RESUME_AFTER_MS = 5000;
export const HERO_PAGINATION_DEFAULT = 'BAR' as const;
/**
 * Autoplay runs only while at least this share of the carousel is in the
 * viewport. Half: with less, the slide's text and links (placed at the top,
 * middle or bottom) may be cut off, so a slide change there is motion no
 * shopper can follow, while a hero scrolled only a little under the header
 * keeps turning. It is also where the video block plays and pauses (spec 3
 * §9 scroll-to-play at 50 %), so the page's moving parts stop together.
 */
export const HERO_AUTOPLAY_MIN_VISIBLE = 0.5;

export interface HeroCarouselSettings {
  intervalMs: number;
  paginationStyle: 'BAR' | 'DOTS';
  stopOnInteraction: boolean;
}

export function heroCarouselSettings(config: { slideDurationMilliseconds?: number | undefined; paginationStyle?: 'BAR' | 'DOTS' | undefined; stopAutoplayOnInteraction?: boolean | undefined } | undefined): HeroCarouselSettings {
  const duration = config?.slideDurationMilliseconds;
  return {
    intervalMs: typeof duration === 'number' && Number.isFinite(duration) && duration > 0 ? duration : HERO_AUTOPLAY_MS,
    paginationStyle: config?.paginationStyle ?? HERO_PAGINATION_DEFAULT,
    stopOnInteraction: config?.stopAutoplayOnInteraction === true,
  };
}

/** The slide after `index`, back to the first after the last. */
export const nextSlide = (index: number, count: number) => (count > 0 ? (index + 1) % count : 0);
export const previousSlide = (index: number, count: number) => (count > 0 ? (index - 1 + count) % count : 0);
