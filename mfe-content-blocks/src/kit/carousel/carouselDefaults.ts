// The card carousels' settings (spec 3 §3 carousel config, §9 defaults): what
// an editor set for a device wins, else the carousel's default. Slides per
// view by width: mobile below 768 px, desktop from 768 px; a carousel may name
// steps of its own (the social feed's 1.2 / 2 / 3 / 5).
import type { SectionOf } from '@storefront/shared-contracts/content';

export type CarouselConfig = NonNullable<SectionOf<'ctaCarousel'>['carousel']>;

export type CarouselKind = 'perks' | 'brandRoom' | 'familyOfBrands' | 'category' | 'cta' | 'product' | 'blog' | 'wishlist' | 'imageCta' | 'socials';

export interface PerDevice<T> {
  mobile: T;
  desktop: T;
}

/** Mobile below this width (spec 3 §9). */
export const DESKTOP_MIN_WIDTH = 768;
/** Large screens from this width (spec 3 §9). */
export const LARGE_MIN_WIDTH = 1024;
/** The widest step (spec 3 §9's hero text scaling width; the social feed's 5 slides). */
export const WIDE_MIN_WIDTH = 1440;

/** Slides per view, mobile / desktop (spec 3 §9). */
export const CAROUSEL_SLIDES: Record<Exclude<CarouselKind, 'socials'>, PerDevice<number>> = {
  perks: { mobile: 2, desktop: 4 },
  brandRoom: { mobile: 1, desktop: 2 },
  familyOfBrands: { mobile: 2, desktop: 4 },
  category: { mobile: 1, desktop: 3 },
  cta: { mobile: 3.5, desktop: 10 },
  product: { mobile: 3.3, desktop: 3.3 },
  blog: { mobile: 1.3, desktop: 3.3 },
  wishlist: { mobile: 2.5, desktop: 2.1 },
  imageCta: { mobile: 1.75, desktop: 3.5 },
};

/** The image CTA carousel with this many items or fewer shows 3 on desktop (spec 3 §9). */
export const IMAGE_CTA_FEW_ITEMS = 3;
export const IMAGE_CTA_FEW_SLIDES = 3;

/** Social feed slides by width: below 768, from 768, from 1024, from 1440 (spec 3 §9: 1.2, 2, 3 or 5). */
export const SOCIAL_SLIDES = [1.2, 2, 3, 5] as const;

/** 0.5rem (8 px at the default root size) between slides (spec 3 §9). */
export const DEFAULT_GAP_PX = 8;
/** Autoplay interval where an editor turns auto scroll on without a duration. */
export const DEFAULT_SLIDE_DURATION_MS = 5000;

/** Slides per view at each width step: below 768, from 768, from 1024, from 1440. */
export type SlideSteps = readonly [number, number, number, number];

export interface ResolvedCarousel {
  slides: SlideSteps;
  gap: PerDevice<number>;
  showControls: PerDevice<boolean>;
  showPagination: PerDevice<boolean>;
  autoScroll: PerDevice<boolean>;
  paginationStyle: 'BAR' | 'DOTS';
  slideDurationMs: number;
  stopAutoplayOnInteraction: boolean;
}

/** Default slides per view of a kind, given how many items it has (the image CTA carousel's few-items rule). */
export function defaultSlides(kind: CarouselKind, itemCount: number): SlideSteps {
  if (kind === 'socials') return SOCIAL_SLIDES;
  if (kind === 'imageCta') {
    const desktop = itemCount <= IMAGE_CTA_FEW_ITEMS ? IMAGE_CTA_FEW_SLIDES : CAROUSEL_SLIDES.imageCta.desktop;
    return [CAROUSEL_SLIDES.imageCta.mobile, desktop, desktop, desktop];
  }
  const { mobile, desktop } = CAROUSEL_SLIDES[kind];
  return [mobile, desktop, desktop, desktop];
}

function pick<T>(set: Partial<PerDevice<T>> | undefined, fallback: PerDevice<T>): PerDevice<T> {
  return { mobile: set?.mobile ?? fallback.mobile, desktop: set?.desktop ?? fallback.desktop };
}

export function resolveCarousel(kind: CarouselKind, config: CarouselConfig | undefined, itemCount: number): ResolvedCarousel {
  const defaults = defaultSlides(kind, itemCount);
  const mobile = config?.slidesPerView?.mobile;
  const desktop = config?.slidesPerView?.desktop;
  const slides: SlideSteps = [mobile ?? defaults[0], desktop ?? defaults[1], desktop ?? defaults[2], desktop ?? defaults[3]];
  return {
    slides,
    gap: pick(config?.slideGap, { mobile: DEFAULT_GAP_PX, desktop: DEFAULT_GAP_PX }),
    showControls: pick(config?.showControls, { mobile: false, desktop: true }),
    showPagination: pick(config?.showPagination, { mobile: false, desktop: false }),
    autoScroll: pick(config?.autoScroll, { mobile: false, desktop: false }),
    paginationStyle: config?.paginationStyle ?? 'BAR',
    slideDurationMs: config?.slideDurationMilliseconds ?? DEFAULT_SLIDE_DURATION_MS,
    stopAutoplayOnInteraction: config?.stopAutoplayOnInteraction ?? true,
  };
}

/** The step of a width: 0 below 768, 1 from 768, 2 from 1024, 3 from 1440. */
export function stepOf(width: { desktop: boolean; large: boolean; wide: boolean }): 0 | 1 | 2 | 3 {
  if (width.wide) return 3;
  if (width.large) return 2;
  return width.desktop ? 1 : 0;
}

/** The first slide index the carousel can start at: the last one leaves no empty space after the last slide. */
export function lastStart(count: number, slidesPerView: number): number {
  return Math.max(0, Math.ceil(count - slidesPerView));
}

/** Slides fully in view from `start` (at least one): the 1-based first and last item shown. */
export function shownRange(start: number, count: number, slidesPerView: number): { first: number; last: number } {
  const whole = Math.max(1, Math.floor(slidesPerView));
  return { first: Math.min(start, Math.max(0, count - 1)) + 1, last: Math.min(count, start + whole) };
}

/**
 * How a slide's images load: the slides in the first view take the section's
 * loading (eager for the page's first two sections, spec 3 §1; "first items
 * eager", §9), the rest lazily. `slidesPerView` is the widest view's.
 */
export function slideImageLoading(index: number, slidesPerView: number, sectionLoading: 'eager' | 'lazy'): 'eager' | 'lazy' {
  return index < Math.ceil(slidesPerView) ? sectionLoading : 'lazy';
}

/** The widest count of slides in view of any width step. */
export const widestView = (steps: SlideSteps) => Math.max(...steps);
