// The request body of POST /_api/basket/addToCart (spec 1 §7): a form with one
// field, `data`, holding a JSON list of items. Shared by the add-to-basket
// button and quick add, so both send exactly the same shape.
import type { AddToBasketItem, SearchTracking } from '@storefront/shared-contracts';

/** One thing to add, as a caller knows it: the variant's skus and the shopper's choices. */
export interface AddToCartLine {
  sku: string;
  /** Marketplace products are sold under their marketplace sku, which wins over `sku`. */
  marketplaceSku?: string | null;
  /** Defaults to 1. */
  quantity?: number;
  searchTracking?: SearchTracking;
  /** Entered customisation values keyed by field apiName. */
  customisation?: Record<string, string>;
}

export const DEFAULT_QUANTITY = 1;

export function toAddToBasketItem(line: AddToCartLine): AddToBasketItem {
  const sku = (line.marketplaceSku?.trim() || line.sku.trim());
  if (!sku) throw new RangeError('addToCart: an item has no sku');
  const quantity = line.quantity ?? DEFAULT_QUANTITY;
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`addToCart: quantity must be a positive whole number, got ${String(quantity)}`);
  }
  const item: AddToBasketItem = { sku, quantity };
  if (line.searchTracking && line.searchTracking.hitObjectIDs.length > 0) item.searchTracking = line.searchTracking;
  // Optional fields left empty are not customisation: sending them would put
  // blank personalisation lines on the order.
  const customisation = Object.fromEntries(
    Object.entries(line.customisation ?? {}).filter(([, value]) => value.trim() !== ''),
  );
  if (Object.keys(customisation).length > 0) item.customisation = customisation;
  return item;
}

/** The urlencoded form for addToCart; throws RangeError on an empty list or a bad item. */
export function buildAddToCartBody(lines: readonly AddToCartLine[]): URLSearchParams {
  if (lines.length === 0) throw new RangeError('addToCart: nothing to add');
  return new URLSearchParams({ data: JSON.stringify(lines.map(toAddToBasketItem)) });
}
