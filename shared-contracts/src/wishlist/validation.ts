// Wishlist submission rules (spec 2 §5), checked before anything is sent or
// remembered. The api checks the same again.
import type { WishlistItem } from '../entities/widgets';

/** Three capital letters, five digits, dash, digits, dash, digits. */
export const WISHLIST_SKU_PATTERN = /^[A-Z]{3}\d{5}-\d+-\d+$/;
/** Or a marketplace sku: M followed by at least 8 word characters. */
export const WISHLIST_MARKETPLACE_SKU_PATTERN = /^M\w{8,}$/;

export function isWishlistSku(value: string): boolean {
  return WISHLIST_SKU_PATTERN.test(value) || WISHLIST_MARKETPLACE_SKU_PATTERN.test(value);
}

const PRODUCT_KEY_PATTERN = /^[A-Za-z0-9-]+$/;

// Four fields, each with one rule: plain checks keep a schema library out of
// the product page's bundle.
const rules: Array<[keyof WishlistItem, (value: unknown) => boolean]> = [
  ['productKey', (v) => typeof v === 'string' && PRODUCT_KEY_PATTERN.test(v)],
  ['colourSelected', (v) => typeof v === 'string' && v.trim() !== ''],
  ['lineItemSku', (v) => typeof v === 'string' && isWishlistSku(v)],
  ['sizeSelected', (v) => typeof v === 'boolean'],
];

export type WishlistValidation = { valid: true; item: WishlistItem } | { valid: false; field: keyof WishlistItem | null };

export function validateWishlistItem(input: unknown): WishlistValidation {
  if (typeof input !== 'object' || input === null) return { valid: false, field: null };
  const record = input as Record<string, unknown>;
  const failed = rules.find(([field, ok]) => !ok(record[field]));
  if (failed) return { valid: false, field: failed[0] };
  const { productKey, colourSelected, lineItemSku, sizeSelected } = record as unknown as WishlistItem;
  return { valid: true, item: { productKey, colourSelected, lineItemSku, sizeSelected } };
}
