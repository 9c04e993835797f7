// The user-generated-content gallery's rules (spec 2 §2): which photos it
// asks for (the reviews' photo call, when the product has reviews and a
// sku), how many thumbnails show before a '+N' tile, and a caption as text.
import type { Product } from '@storefront/shared-contracts';
import { reviewLoads, stripOf, type PhotoEntry } from '../reviews/rules';

/** Thumbnails before the '+N' tile: 4 on a phone (2 rows of 2), 8 on a desktop (2 rows of 4). Not given by the spec. */
export const UGC_VISIBLE = { mobile: 4, desktop: 8 } as const;
/** A caption is shown up to this many characters (the review service allows longer). */
export const UGC_CAPTION_MAX = 300;

export const ugcStrip = (total: number, desktop: boolean) => stripOf(total, desktop ? UGC_VISIBLE.desktop : UGC_VISIBLE.mobile);

/** The sku whose review photos are asked for: the product's first variant's, when it has reviews; else none. */
export function ugcSku(product: Pick<Product, 'variants' | 'reviewStats'>): string | null {
  const total = Number.isFinite(product.reviewStats?.totalReviewCount) ? product.reviewStats.totalReviewCount : 0;
  const sku = product.variants[0]?.sku ?? null;
  return reviewLoads(total, sku).photos ? sku : null;
}

/** A photo's caption as plain text (whitespace collapsed, cut at UGC_CAPTION_MAX), or null. Shown as text, never markup. */
export function captionOf(entry: PhotoEntry): string | null {
  const raw = entry.photo.caption;
  if (typeof raw !== 'string') return null;
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > UGC_CAPTION_MAX ? `${text.slice(0, UGC_CAPTION_MAX - 1).trimEnd()}…` : text;
}

/** Who took it: the review's username as text, or null. */
export function photographerOf(entry: PhotoEntry): string | null {
  const name = typeof entry.review.username === 'string' ? entry.review.username.trim() : '';
  return name || null;
}
