// Gallery slides (spec 1 §3 "Gallery slide": image, video, alt text, lazy-load
// flag, fetch priority). A video is inserted at the second slot (spec 1 §4);
// the loading flags follow each slide's final position.
import type { Product, VideoMedia } from '@storefront/shared-contracts';
import { variantsOfColour } from '@storefront/shared-contracts';
import { safeUrl } from '../common/safeUrl';
import { readVideoMedia } from '../video/sources';

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
  /** 1-based position among the images (thumbnail names count images only). */
  number: number;
}

export interface VideoSlide extends SlideLoading {
  kind: 'video';
  key: string;
  video: VideoMedia;
  /** Accessible name of the video. */
  label: string;
}

export type GallerySlide = ImageSlide | VideoSlide;

/** Where a product video goes: the second slot. */
export const VIDEO_SLOT = 1;

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

export interface SlideTexts {
  imageAlt(n: number, total: number): string;
  videoLabel: string;
}

export function gallerySlides(product: Product, colour: string, texts: SlideTexts): GallerySlide[] {
  const urls = colourImages(product, colour);
  const images = urls.map((url, index): Omit<ImageSlide, keyof SlideLoading> => ({
    kind: 'image',
    key: `${colour}:${index}:${url}`,
    url,
    alt: texts.imageAlt(index + 1, urls.length),
    number: index + 1,
  }));
  const video = readVideoMedia(product.media?.video);
  const ordered: Array<Omit<ImageSlide, keyof SlideLoading> | Omit<VideoSlide, keyof SlideLoading>> = [...images];
  // A colour without images shows no gallery at all, so no lone video either.
  if (video && images.length > 0) ordered.splice(VIDEO_SLOT, 0, { kind: 'video', key: `video:${product.id}`, video, label: texts.videoLabel });
  return ordered.map((slide, index) => ({ ...slide, ...slideLoading(index) }) as GallerySlide);
}
