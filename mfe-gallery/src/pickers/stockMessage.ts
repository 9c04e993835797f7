// The one stock message shown under the sizes, most important first.
import type { SelectionState } from '@storefront/shared-contracts';
import { availableQuantityOf } from '@storefront/shared-contracts';

export type StockMessage =
  | { kind: 'outOfStock' }
  | { kind: 'colourOutOfStock' }
  | { kind: 'lowStock'; count: number };

export function stockMessage(state: SelectionState): StockMessage | null {
  if (state.allOutOfStock) return { kind: 'outOfStock' };
  if (!state.colourVariant?.isOnStock) return { kind: 'colourOutOfStock' };
  if (state.outOfStock) return { kind: 'outOfStock' };
  if (state.lowStock && state.sizeVariant) return { kind: 'lowStock', count: availableQuantityOf(state.sizeVariant) };
  return null;
}
