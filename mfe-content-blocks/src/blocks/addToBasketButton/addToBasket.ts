// Adding the button's sku to the bag (spec 3 §2; api: POST /_api/basket/addToCart
// takes a form field `data` holding a JSON list of { sku, quantity }, as
// mfe-basket's quick add sends it) and the events that follow: basket:item-added
// (the added-to-bag panel) with the lines added, and basket:changed (the header count).
import { apiPaths, emit, type Cart } from '@storefront/shared-contracts';

export const ADD_TO_BASKET_SOURCE = 'contentBlocks/addToBasketButton';

/** The form body of one sku, quantity 1. */
export function addToCartBody(sku: string): URLSearchParams {
  return new URLSearchParams({ data: JSON.stringify([{ sku, quantity: 1 }]) });
}

function isCart(value: unknown): value is Cart {
  const cart = value as Partial<Cart> | null;
  return typeof cart === 'object' && cart !== null && typeof cart.id === 'string' && Array.isArray(cart.lines) && typeof cart.itemCount === 'number';
}

/** Adds the sku; resolves with the cart, rejects with the server's message when it sent one. */
export async function addSkuToBasket(sku: string): Promise<Cart> {
  const response = await fetch(apiPaths.addToCart(), { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' }, body: addToCartBody(sku) });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isCart(body)) {
    const message = typeof (body as { message?: unknown } | null)?.message === 'string' ? (body as { message: string }).message : `addToCart answered ${response.status}`;
    throw new Error(message);
  }
  return body;
}

/** Tells the page: the lines added (the cart's lastAdded, else its lines of the sku) and the bag's new summary. */
export function announceAdded(cart: Cart, sku: string): void {
  emit('basket:item-added', { cartId: cart.id, lines: cart.lastAdded ?? cart.lines.filter((line) => line.sku === sku), source: ADD_TO_BASKET_SOURCE });
  const total = cart.totalPrice as { centAmount?: unknown; currencyCode?: unknown } | null | undefined;
  const totalPrice = total && Number.isInteger(total.centAmount) && typeof total.currencyCode === 'string' ? { centAmount: total.centAmount as number, currencyCode: total.currencyCode } : null;
  emit('basket:changed', { cartId: cart.id || null, itemCount: cart.itemCount, totalPrice });
}
