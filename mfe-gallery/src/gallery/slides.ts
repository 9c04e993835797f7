// Gallery slides (spec 1 §3 "Gallery slide": image, video, alt text, lazy-load
// flag, fetch priority). Only image slides exist so far; video slides join
// the union and are inserted at the second slot (spec 1 §4).
import type { Product } from '@storefront/shared-contracts';
import { variantsOfColour } from '@storefront/shared-contracts';
import { safeUrl } from '../common/safeUrl';

export interface SlideLoading {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
}

export interface ImageSlide extends SlideLoading {
  kind: 'image';
  key: string;
  /** Base URL (image.desktop.url); widths and quality are added per use. */
  url: string;
  alt: string;
}

export type GallerySlide = ImageSlide;

/** The first slide is the page's largest image; slides after the second load lazily. */
export function slideLoading(index: number): SlideLoading {
  if (index === 0) return { loading: 'eager', fetchPriority: 'high' };
  return { loading: index === 1 ? 'eager' : 'lazy', fetchPriority: 'auto' };
}

/** Image URLs of a colour: those of its first variant that has images; unsafe URLs are dropped. */
export function colourImages(product: Product, colour: string): string[] {
  for (const variant of variantsOfColour(product, colour)) {
    const urls = (Array.isArray(variant.images) ? variant.images : [])
      .map((image) => safeUrl(image?.desktop?.url))
      .filter((url): url is string => url !== null);
    if (urls.length > 0) return urls;
  }
  return [];
}

export function gallerySlides(product: Product, colour: string, altText: (n: number, total: number) => string): GallerySlide[] {
  const urls = colourImages(product, colour);
  return urls.map((url, index) => ({
    kind: 'image',
    key: `${colour}:${index}:${url}`,
    url,
    alt: altText(index + 1, urls.length),
    ...slideLoading(index),
  }));
}
