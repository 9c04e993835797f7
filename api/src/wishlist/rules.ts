// Wishlist submission rules (spec 2 §5): the same checks the widget makes
// before sending, made again here.
import { z } from 'zod';
import { badRequest, parseWith } from '../http/errors';

export const WISHLIST_LIMIT = 50;
export const WISHLIST_LIMIT_MESSAGE = 'Wishlist limit reached';

const SKU_PATTERN = /^[A-Z]{3}\d{5}-\d+-\d+$/;
const MARKETPLACE_SKU_PATTERN = /^M\w{8,}$/;

export function isWishlistSku(value: string): boolean {
  return SKU_PATTERN.test(value) || MARKETPLACE_SKU_PATTERN.test(value);
}

const productKey = z
  .string({ error: 'productKey is required.' })
  .min(1, { error: 'productKey is required.' })
  .max(64, { error: 'productKey is too long.' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'productKey may hold letters, digits and hyphens only.' });
const colourSelected = z
  .string({ error: 'colourSelected is required.' })
  .trim()
  .min(1, { error: 'colourSelected is required.' })
  .max(100, { error: 'colourSelected is too long.' });
const lineItemSku = z
  .string({ error: 'lineItemSku is required.' })
  .refine(isWishlistSku, { error: 'lineItemSku is not a valid sku.' });
const sizeSelected = z.boolean({ error: 'sizeSelected must be true or false.' });

export const wishlistAddSchema = z.object({ productKey, colourSelected, lineItemSku, sizeSelected });
export const wishlistRemoveSchema = z.object({
  productKey,
  colourSelected,
  lineItemSku: lineItemSku.optional(),
  sizeSelected: sizeSelected.optional(),
});

export type WishlistAddInput = z.infer<typeof wishlistAddSchema>;
export type WishlistRemoveInput = z.infer<typeof wishlistRemoveSchema>;

/**
 * The fields of a wishlist post: a JSON object, form fields, or a `data`
 * field holding JSON (as the product page form posts). Form booleans arrive
 * as the text "true" or "false".
 */
export function readWishlistBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('INVALID_INPUT', 'Send the wishlist item as JSON or form fields.');
  }
  let fields = body as Record<string, unknown>;
  if (typeof fields.data === 'string') {
    try {
      const parsed: unknown = JSON.parse(fields.data);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      fields = parsed as Record<string, unknown>;
    } catch {
      throw badRequest('INVALID_JSON', 'The field data is not valid JSON.', 'data');
    }
  }
  const size = fields.sizeSelected;
  return { ...fields, ...(size === 'true' || size === 'false' ? { sizeSelected: size === 'true' } : {}) };
}

export function parseWishlistAdd(body: unknown): WishlistAddInput {
  return parseWith(wishlistAddSchema, readWishlistBody(body), 'INVALID_INPUT');
}

export function parseWishlistRemove(body: unknown): WishlistRemoveInput {
  return parseWith(wishlistRemoveSchema, readWishlistBody(body), 'INVALID_INPUT');
}
