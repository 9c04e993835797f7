// Editor values that end up in a link, an image source or a style: checked
// here, once, so nothing an editor types is executed or injected (spec 3 §1,
// issue 18 "editor content is never executed").
import { z } from 'zod';
import { safeUrl } from '../urls/safeUrl';
import { isSafeColour } from './colour';

export { isSafeColour };

export const colour = z.string().max(40).refine(isSafeColour, { message: 'must be a colour such as #1a1a1a, rgb(0, 0, 0) or black' });

/** A link: a path on this site or an http(s) address; javascript:, data: and protocol-relative links are refused. */
export const href = z.string().max(2000).refine((v) => safeUrl(v) !== null, { message: 'must be a path on this site or an http(s) address' });

/** An image or video source: the same rule as a link. */
export const mediaSrc = href;

export const text = (max = 500) => z.string().max(max);

export const pixels = (max = 2000) => z.number().min(0).max(max);

export const percent = z.number().min(0).max(100);

export const image = z.object({
  src: mediaSrc,
  mobileSrc: mediaSrc.optional(),
  alt: text(300),
});

/** CTA button config (spec 3 §3). */
export const ctaLink = z.object({
  label: text(120).min(1),
  href,
  colour: colour.optional(),
  backgroundColour: colour.optional(),
  hoverColour: colour.optional(),
  hoverBackgroundColour: colour.optional(),
  transparentBackground: z.boolean().optional(),
  enableHoverOver: z.boolean().optional(),
  /** On a brand landing page, a /categories/ link carries the brand's filter (spec 3 §2). */
  autoApplyBrandFilter: z.boolean().optional(),
});

const perDevice = <T extends z.ZodType>(value: T) => z.object({ mobile: value, desktop: value });

/** Carousel config (spec 3 §3): each setting for mobile and desktop; defaults per carousel in spec 3 §9. */
export const carouselConfig = z.object({
  slidesPerView: perDevice(z.number().min(1).max(12)).partial().optional(),
  slideGap: perDevice(pixels(200)).partial().optional(),
  showControls: perDevice(z.boolean()).partial().optional(),
  showPagination: perDevice(z.boolean()).partial().optional(),
  autoScroll: perDevice(z.boolean()).partial().optional(),
  variant: text(40).optional(),
  slideDurationMilliseconds: z.number().int().min(1000).max(60000).optional(),
  stopAutoplayOnInteraction: z.boolean().optional(),
  paginationStyle: z.enum(['BAR', 'DOTS']).optional(),
});

/** The wrapper a section may sit in (spec 3 §1). */
export const container = z.object({
  backgroundColour: colour.optional(),
  fullWidth: z.boolean().optional(),
  removeVerticalPadding: z.boolean().optional(),
});

export const visibilityConfig = z.object({
  hideForLoggedInUsers: z.boolean().optional(),
  hideForGuestUsers: z.boolean().optional(),
});

/** Product selection for product blocks: skus or a search (term, brand, category), page size 10. */
export const productQuery = z.object({
  skus: z.array(text(40)).max(30).optional(),
  searchTerm: text(100).optional(),
  brand: text(80).optional(),
  productCategory: text(80).optional(),
});
