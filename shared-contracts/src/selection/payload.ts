// The `pdp:selection-changed` payload (shared-contracts event catalogue).
import type { Product, Variant } from '../entities/product';
import type { EventPayload } from '../events/catalogue';
import { availableQuantityOf } from './variants';
import { colourVariant, findVariant, isAllOutOfStock, isLowStock, isOutOfStockState, type Selection } from './rules';

export type SelectionChanged = EventPayload<'pdp:selection-changed'>;

/** Everything the pickers show, worked out from the selection. */
export interface SelectionState {
  colour: string;
  /** The chosen colour's first in-stock variant, else its first. */
  colourVariant: Variant | undefined;
  sizeVariant: Variant | undefined;
  outOfStock: boolean;
  allOutOfStock: boolean;
  lowStock: boolean;
}

export function selectionState(product: Product, selection: Selection, lowStockThreshold: number): SelectionState {
  const sizeVariant = findVariant(product, selection.sizeVariantId);
  return {
    colour: selection.colour,
    colourVariant: colourVariant(product, selection.colour),
    sizeVariant,
    outOfStock: isOutOfStockState(sizeVariant, selection.colour),
    allOutOfStock: isAllOutOfStock(product),
    lowStock: isLowStock(sizeVariant, selection.colour, lowStockThreshold),
  };
}

/**
 * The event payload. sku, variantId and availableQuantity describe the
 * selected size variant, or the colour variant while no size is chosen
 * (`size` is then null), so that consumers such as the wishlist always have a
 * sku for the colour.
 */
export function selectionPayload(product: Product, state: SelectionState): SelectionChanged {
  const variant = state.sizeVariant ?? state.colourVariant;
  const isOnStock = state.sizeVariant ? !state.outOfStock : Boolean(state.colourVariant?.isOnStock);
  return {
    productId: product.id,
    productKey: product.key,
    colour: state.colour,
    size: state.sizeVariant?.attributes.size ?? null,
    sku: variant?.sku ?? null,
    variantId: variant?.id ?? null,
    isOnStock,
    availableQuantity: variant && isOnStock ? availableQuantityOf(variant) : 0,
    allOutOfStock: state.allOutOfStock,
  };
}
