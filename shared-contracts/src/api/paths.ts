// The relative paths the browser calls (apiPaths.ts) and the images' URLs; the
// shell serves the api under the same origin (docs/architecture.md §1).
import type { Product } from '../entities/product';
import type { BadgeConfig } from '../entities/badge';
import type { ProductDelivery, SocialProofEntry } from '../entities/widgets';

export * as apiPaths from './apiPaths';

/** Answer of GET /_api/product/{slug}: everything the product page needs. */
export interface ProductPageData {
  product: Product;
  /** Badge configurations that apply to this product. */
  badges: BadgeConfig[];
  socialProof: SocialProofEntry | null;
  /** Delivery, delivery messaging, countdown content and (marketplace) seller details; absent from older answers. */
  delivery?: ProductDelivery;
}

/** Standard image widths the gallery asks for (srcset). */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;

/** The widths product images and review photos are made at (`?w=`, whole numbers): others answer 400. */
export const IMAGE_MIN_WIDTH = 64;
export const IMAGE_MAX_WIDTH = 1600;

/** `sizes` of the gallery's main image: the shell's server-rendered first
 * image and the gallery's first slide must agree so the browser reuses it. */
export const GALLERY_IMAGE_SIZES = '(min-width: 768px) 560px, 100vw';

export function imageUrl(baseUrl: string, width: number, quality: 80 | 95 = 80): string {
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}w=${width}&q=${quality}`;
}

export function imageSrcSet(baseUrl: string, quality: 80 | 95 = 80): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(baseUrl, w, quality)} ${w}w`).join(', ');
}
