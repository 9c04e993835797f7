// When the mini bag's own basket read may be told to the other parcels, and
// which lines its preview shows.
import type { BasketSummary } from '@storefront/shared-contracts/basket/client';

export type { BasketSummary };

export function sameSummary(a: BasketSummary, b: BasketSummary): boolean {
  return (
    a.cartId === b.cartId &&
    a.itemCount === b.itemCount &&
    a.totalPrice?.centAmount === b.totalPrice?.centAmount &&
    a.totalPrice?.currencyCode === b.totalPrice?.currencyCode
  );
}

export interface PublishInput {
  loaded: BasketSummary;
  /** The basket:changed value known now, if any. */
  known: BasketSummary | null;
  /** basket:changed events from others received while the read was in flight. */
  eventsSinceLoadStarted: number;
}

/**
 * Publish a loaded basket unless it says nothing new, or unless someone
 * (an add) published while the read was in flight: the read may have been
 * answered before that add and would put the old count back.
 */
export function shouldPublishLoadedBasket({ loaded, known, eventsSinceLoadStarted }: PublishInput): boolean {
  if (known === null) return true;
  if (eventsSinceLoadStarted > 0) return false;
  return !sameSummary(loaded, known);
}

/** How many lines the preview shows. */
export const PREVIEW_LINES = 3;

/**
 * The preview's lines: the last ones added first (the bag keeps lines in the
 * order they were added), and how many items the lines left out hold.
 */
export function previewLines<L extends { quantity: number }>(cart: { lines: readonly L[] }): { lines: L[]; moreItems: number } {
  const lines = cart.lines.slice(-PREVIEW_LINES).reverse();
  const moreItems = cart.lines.slice(0, Math.max(0, cart.lines.length - PREVIEW_LINES)).reduce((sum, line) => sum + line.quantity, 0);
  return { lines, moreItems };
}
