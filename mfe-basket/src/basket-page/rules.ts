// Pure rules of the bag page: what a line's stepper allows and says, which
// stock note a line carries, and how an undo re-adds it.
import { LINE_QUANTITY_LIMIT, type BasketLine, type Cart } from '@storefront/shared-contracts';
import type { AddToCartLine } from '@storefront/shared-contracts/basket/client';

export interface StepperState {
  canDecrease: boolean;
  canIncrease: boolean;
  /** Why + is off at the top: the line limit, or the stock left. */
  ceiling: { reason: 'limit'; count: number } | { reason: 'stock'; count: number } | null;
}

export function stepperState(line: Pick<BasketLine, 'quantity' | 'maxQuantity' | 'stockStatus' | 'availableQuantity'>): StepperState {
  const blocked = line.stockStatus === 'outOfStock' || line.stockStatus === 'short';
  const atTop = line.quantity >= line.maxQuantity;
  let ceiling: StepperState['ceiling'] = null;
  // A short or sold-out line already says how many are left (its stock note).
  if (atTop && !blocked) {
    ceiling = line.maxQuantity >= LINE_QUANTITY_LIMIT ? { reason: 'limit', count: LINE_QUANTITY_LIMIT } : { reason: 'stock', count: line.availableQuantity };
  }
  return { canDecrease: line.quantity > 1, canIncrease: !blocked && !atTop, ceiling };
}

export type StockNote = { key: 'outOfStock' } | { key: 'shortStock' | 'lowStock'; count: number } | null;

export function stockNote(line: Pick<BasketLine, 'stockStatus' | 'availableQuantity'>): StockNote {
  switch (line.stockStatus) {
    case 'outOfStock':
      return { key: 'outOfStock' };
    case 'short':
      return { key: 'shortStock', count: line.availableQuantity };
    case 'lowStock':
      return { key: 'lowStock', count: line.availableQuantity };
    default:
      return null;
  }
}

/** What an undo adds back: the same item, quantity and personalisation. */
export function undoItem(line: Pick<BasketLine, 'sku' | 'quantity' | 'customisation'>): AddToCartLine {
  return { sku: line.sku, quantity: line.quantity, ...(line.customisation ? { customisation: line.customisation } : {}) };
}

/** A line as a guest meant to move it: its id changes when the guest bag merges on sign-in. */
export interface LineIdentity {
  sku: string;
  customisation?: Record<string, string>;
}

const sameCustomisation = (a: Record<string, string> | undefined, b: Record<string, string> | undefined) =>
  JSON.stringify(Object.entries(a ?? {}).sort()) === JSON.stringify(Object.entries(b ?? {}).sort());

export function findLine(cart: Pick<Cart, 'lines'>, identity: LineIdentity): BasketLine | null {
  return cart.lines.find((line) => line.sku === identity.sku && sameCustomisation(line.customisation, identity.customisation)) ?? null;
}

/** The bag page can render its totals: an answer without them leaves the summary out. */
export function hasTotals(cart: Cart): boolean {
  const totals = (cart as Partial<Cart>).totals;
  return Boolean(totals && totals.subtotal && totals.delivery && totals.total && Number.isInteger(totals.total.centAmount));
}
