// Calls to the basket api (spec 1 §7). Same origin, so the basket cookie goes along.
import { apiPaths, type Cart, type EventPayload, type MoveToWishlistAnswer, type WishlistAnswer } from '@storefront/shared-contracts';
import { buildAddToCartBody, type AddToCartLine } from './addToCartBody';

/** A failed basket call. `message` is the server's text when it sent one, for the shopper to read. */
export class BasketRequestError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number | null,
    readonly code: string | null,
    /** The current cart, when the server sent it (a stale version, an unknown line). */
    readonly cart: Cart | null = null,
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
  const cart = isRecord(body) && isCart(body.cart) ? body.cart : null;
  return new BasketRequestError(message, response.status, code, cart);
}

/** One call to the basket api; a network failure or an error answer is a BasketRequestError. */
async function send(url: string, init: RequestInit): Promise<{ body: unknown; status: number }> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new BasketRequestError(null, null, 'NETWORK');
  }
  if (!response.ok) throw await failure(response);
  return { body: await readJson(response), status: response.status };
}

async function sendForCart(url: string, init: RequestInit): Promise<Cart> {
  const { body, status } = await send(url, init);
  if (!isCart(body)) throw new BasketRequestError(null, status, 'MALFORMED_CART');
  return body;
}

/** The cart version a line change is made against (If-Match, a strong ETag). */
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** Sets a line's quantity; a stale `version` fails with STALE_CART and the current cart. */
export function changeLineQuantity(lineId: string, quantity: number, version: number): Promise<Cart> {
  return sendForCart(apiPaths.basketLine(lineId), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...ifMatch(version) },
    body: JSON.stringify({ quantity }),
  });
}

export function removeLine(lineId: string, version: number): Promise<Cart> {
  return sendForCart(apiPaths.basketLine(lineId), { method: 'DELETE', headers: ifMatch(version) });
}

/** Signed-in customers only: the line leaves the bag and is saved, in one change. */
export async function moveLineToWishlist(lineId: string, version: number): Promise<MoveToWishlistAnswer> {
  const { body, status } = await send(apiPaths.basketLineToWishlist(lineId), { method: 'POST', headers: ifMatch(version) });
  if (!isRecord(body) || !isCart(body.cart) || !isRecord(body.wishlistItem)) throw new BasketRequestError(null, status, 'MALFORMED_CART');
  return body as unknown as MoveToWishlistAnswer;
}

/** The signed-in customer's saved items; entries that are not well-formed are left out. */
export async function fetchWishlist(): Promise<WishlistAnswer> {
  const { body, status } = await send(apiPaths.wishlist(), { method: 'GET' });
  if (!isRecord(body) || !Array.isArray(body.items)) throw new BasketRequestError(null, status, 'MALFORMED_WISHLIST');
  const limit = typeof body.limit === 'number' && body.limit > 0 ? body.limit : 50;
  const items = body.items.filter(
    (item): item is WishlistAnswer['items'][number] =>
      isRecord(item) && typeof item.productKey === 'string' && typeof item.colourSelected === 'string' && typeof item.lineItemSku === 'string' && Array.isArray(item.sizes),
  );
  return { items, limit };
}

export function addToCart(lines: readonly AddToCartLine[], init: { signal?: AbortSignal } = {}): Promise<Cart> {
  return sendForCart(apiPaths.addToCart(), { method: 'POST', body: buildAddToCartBody(lines), ...(init.signal ? { signal: init.signal } : {}) });
}

export function fetchBasket(): Promise<Cart> {
  return sendForCart(apiPaths.basket(), { method: 'GET' });
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
