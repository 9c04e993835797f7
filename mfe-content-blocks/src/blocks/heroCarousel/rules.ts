// Hero carousel constants and rules (spec 3 §3, §4, §9).
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_TRANSITION_MS = 500;
/** Autoplay resumes this long after a touch ends or a shoppable popup closes. */
export const HERO_RESUME_AFTER_MS = 5000;
export const HERO_PAGINATION_DEFAULT = 'BAR' as const;

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
