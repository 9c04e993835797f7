// The add-to-basket button's state (spec 1 §5, spec 2 §4, §5, §8), as plain
// functions of the selection, the customisation form and the add in flight.
import { customisationGroupOf, type EventPayload, type Product, type Variant } from '@storefront/shared-contracts';

export type Selection = EventPayload<'pdp:selection-changed'>;
export type Customisation = EventPayload<'pdp:customisation-changed'>;

/** Where the add itself is: nothing sent, waiting for the server, or just added. */
export type AddStatus = 'idle' | 'adding' | 'added';

export interface AddButtonInput {
  selection: Selection | null;
  customisation: Customisation | null;
  /** From the page data, until the selection says otherwise. */
  productOutOfStock: boolean;
  status: AddStatus;
}

export interface AddButtonState {
  /** The catalogue key of the button text. */
  label: 'pdp.addToBag' | 'pdp.adding' | 'pdp.added' | 'pdp.outOfStock';
  /** Cannot be pressed and says so (`disabled`): out of stock, or customisation invalid. */
  disabled: boolean;
  /** An add is in flight. */
  busy: boolean;
  /**
   * Pressing does nothing for now (adding, or just added) but the button
   * keeps focus, so it is aria-disabled rather than disabled.
   */
  inert: boolean;
}

export function sizeChosen(selection: Selection | null): selection is Selection & { size: string; sku: string } {
  return Boolean(selection?.size && selection.sku);
}

/**
 * The out-of-stock state: the chosen size is out of stock or belongs to
 * another colour (both reported as isOnStock false), or nothing is in stock.
 */
export function isOutOfStock(selection: Selection | null, productOutOfStock: boolean): boolean {
  if (selection) return selection.allOutOfStock || (selection.size !== null && !selection.isOnStock);
  return productOutOfStock;
}

/** Customisation fields are present and not all valid. */
export function customisationBlocks(customisation: Customisation | null): boolean {
  return Boolean(customisation?.hasFields && !customisation.valid);
}

/**
 * The customisation form the button goes by: the last pdp:customisation-changed
 * for this product; before there is one, a product that names a customisation
 * group has fields present and not yet valid, so no add slips through before
 * the fields have loaded.
 */
export function customisationFor(product: Pick<Product, 'id' | 'variants'>, known: Customisation | null | undefined): Customisation | null {
  if (known && known.productId === product.id) return known;
  return customisationGroupOf(product) ? { productId: product.id, hasFields: true, valid: false, values: {} } : null;
}

export function addButtonState({ selection, customisation, productOutOfStock, status }: AddButtonInput): AddButtonState {
  if (status === 'adding') return { label: 'pdp.adding', disabled: false, busy: true, inert: true };
  if (status === 'added') return { label: 'pdp.added', disabled: false, busy: false, inert: true };
  if (isOutOfStock(selection, productOutOfStock)) return { label: 'pdp.outOfStock', disabled: true, busy: false, inert: false };
  return { label: 'pdp.addToBag', disabled: customisationBlocks(customisation), busy: false, inert: false };
}

/**
 * What pressing the button (or a sticky bar's add request) does. Without a
 * size the button stays pressable and answers with the size error instead of
 * a call (spec 2 §8 'Please select a size.').
 */
export type AddDecision = { action: 'none' } | { action: 'selectSize' } | { action: 'add' };

export function decideAdd(input: AddButtonInput): AddDecision {
  const state = addButtonState(input);
  if (state.disabled || state.inert) return { action: 'none' };
  if (!sizeChosen(input.selection)) return { action: 'selectSize' };
  return { action: 'add' };
}

/** Changing colour or size clears the error message (spec 2 §4). */
export function colourOrSizeChanged(previous: Selection | null, next: Selection): boolean {
  return previous === null || previous.colour !== next.colour || previous.size !== next.size;
}

export function allVariantsOutOfStock(product: Pick<Product, 'variants'>): boolean {
  return product.variants.length > 0 && product.variants.every((variant) => !variant.isOnStock);
}

/**
 * The variant to add. The page data knows the marketplace sku, which the
 * selection event does not carry; a selection for a variant the page data
 * does not hold still adds by the selection's sku.
 */
export function selectedVariant(
  product: Pick<Product, 'variants'>,
  selection: Selection & { sku: string },
): Pick<Variant, 'sku' | 'marketplaceSku'> {
  const variant = product.variants.find((candidate) => candidate.id === selection.variantId);
  return variant ? { sku: variant.sku, marketplaceSku: variant.marketplaceSku } : { sku: selection.sku };
}

/**
 * The selection with the live stock refresh applied (spec 2 §4): when the
 * product's variant for the chosen size is now out of stock, so is the
 * selection, whatever the pickers last said; a product with nothing in stock
 * is all out of stock. Back in stock is the pickers' to say (they announce it).
 */
export function withVariantStock(selection: Selection | null, product: Pick<Product, 'variants'>): Selection | null {
  if (!selection) return selection;
  const variant = selection.variantId ? product.variants.find((v) => v.id === selection.variantId) : undefined;
  const soldOut = variant !== undefined && !variant.isOnStock && selection.isOnStock;
  const allOut = !selection.allOutOfStock && product.variants.length > 0 && product.variants.every((v) => !v.isOnStock);
  if (!soldOut && !allOut) return selection;
  return { ...selection, ...(soldOut ? { isOnStock: false, availableQuantity: 0 } : {}), ...(allOut ? { allOutOfStock: true } : {}) };
}
