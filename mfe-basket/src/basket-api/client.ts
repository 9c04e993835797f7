// Calls to the basket api (spec 1 §7). Same origin, so the basket cookie goes along.
import { apiPaths, type Cart, type EventPayload } from '@storefront/shared-contracts';
import { buildAddToCartBody, type AddToCartLine } from './addToCartBody';

/** A failed basket call. `message` is the server's text when it sent one, for the shopper to read. */
export class BasketRequestError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(serverMessage ?? `basket request failed${status === null ? '' : ` (${status})`}`);
    this.name = 'BasketRequestError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Only what the front end relies on is checked; the rest is passed through. */
export function isCart(value: unknown): value is Cart {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    Array.isArray(value.lines) &&
    typeof value.itemCount === 'number' &&
    Number.isInteger(value.itemCount) &&
    value.itemCount >= 0
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function failure(response: Response): Promise<BasketRequestError> {
  const body = await readJson(response);
  const message = isRecord(body) && typeof body.message === 'string' && body.message.trim() ? body.message : null;
  const code = isRecord(body) && typeof body.error === 'string' ? body.error : null;
  return new BasketRequestError(message, response.status, code);
}

export async function addToCart(lines: readonly AddToCartLine[], init: { signal?: AbortSignal } = {}): Promise<Cart> {
  let response: Response;
  try {
    response = await fetch(apiPaths.addToCart(), {
      method: 'POST',
      body: buildAddToCartBody(lines),
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new BasketRequestError(null, null, 'NETWORK');
  }
  if (!response.ok) throw await failure(response);
  const cart = await readJson(response);
  if (!isCart(cart)) throw new BasketRequestError(null, response.status, 'MALFORMED_CART');
  return cart;
}

export async function fetchBasket(): Promise<Cart> {
  const response = await fetch(apiPaths.basket(), { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw await failure(response);
  const cart = await readJson(response);
  if (!isCart(cart)) throw new BasketRequestError(null, response.status, 'MALFORMED_CART');
  return cart;
}

export type BasketSummary = EventPayload<'basket:changed'>;

/** The state-like basket:changed payload for a cart. */
export function basketSummary(cart: Cart): BasketSummary {
  const total = cart.totalPrice;
  const totalPrice =
    isRecord(total) && Number.isInteger(total.centAmount) && typeof total.currencyCode === 'string' && total.currencyCode.length === 3
      ? { centAmount: total.centAmount, currencyCode: total.currencyCode }
      : null;
  return { cartId: cart.id || null, itemCount: cart.itemCount, totalPrice };
}
