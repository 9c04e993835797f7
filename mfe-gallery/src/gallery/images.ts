// Image URLs of the gallery. The shell server-renders the first image
// (sf-lcp-image) with the same helpers and `sizes` from shared-contracts, so
// the browser reuses that download when the gallery mounts.
import { IMAGE_WIDTHS } from '@storefront/shared-contracts';

export { GALLERY_IMAGE_SIZES, imageSrcSet, imageUrl } from '@storefront/shared-contracts';

/** Width of the `src` fallback of a slide, as in the shell's first image (the srcset covers the rest). */
export const SLIDE_SRC_WIDTH = 640;
/** Thumbnails are 100 px wide; the smallest standard width covers 2x screens. */
export const THUMBNAIL_WIDTH = IMAGE_WIDTHS[0];

/** Height for a width at the fascia's aspect ratio (height = width x ratio). */
export function heightFor(width: number, ratio: number): number {
  return Math.round(width * ratio);
}
