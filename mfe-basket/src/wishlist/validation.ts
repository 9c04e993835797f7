// Wishlist submission rules (spec 2 §5), checked before anything is sent or
// remembered. The api checks the same again.
import { z } from 'zod';
import type { WishlistItem } from '@storefront/shared-contracts';

/** Three capital letters, five digits, dash, digits, dash, digits. */
export const WISHLIST_SKU_PATTERN = /^[A-Z]{3}\d{5}-\d+-\d+$/;
/** Or a marketplace sku: M followed by at least 8 word characters. */
export const WISHLIST_MARKETPLACE_SKU_PATTERN = /^M\w{8,}$/;

export function isWishlistSku(value: string): boolean {
  return WISHLIST_SKU_PATTERN.test(value) || WISHLIST_MARKETPLACE_SKU_PATTERN.test(value);
}

const wishlistItemSchema = z.object({
  productKey: z.string().regex(/^[A-Za-z0-9-]+$/),
  colourSelected: z.string().refine((colour) => colour.trim() !== ''),
  lineItemSku: z.string().refine(isWishlistSku),
  sizeSelected: z.boolean(),
});

export type WishlistValidation = { valid: true; item: WishlistItem } | { valid: false; field: keyof WishlistItem | null };

export function validateWishlistItem(input: unknown): WishlistValidation {
  const result = wishlistItemSchema.safeParse(input);
  if (result.success) return { valid: true, item: result.data };
  const field = result.error.issues[0]?.path[0];
  return { valid: false, field: typeof field === 'string' && field in wishlistItemSchema.shape ? (field as keyof WishlistItem) : null };
}
