// The bag's calls (spec 1 §7), one copy for every remote: the request (same
// origin, so the basket cookie goes along; line changes carry the cart's
// version in If-Match), the answer checked for what the front end relies on,
// failures as one HttpRequestError (the api's `error` as `code`, its `message`
// for the shopper, the current cart of a STALE_CART refusal in `body.cart`),
// and the events of an add: basket:item-added (the added-to-bag panel) and
// basket:changed (the header's count). Callers keep their own SWR copy fresh
// and track their own analytics.
import * as apiPaths from '../api/apiPaths';
import type { AddToBasketItem, Cart, SearchTracking } from '../entities/basket';
import type { MoveToWishlistAnswer } from '../entities/widgets';
import { emit } from '../events/bus';
import type { EventPayload } from '../events/catalogue';
import { HttpRequestError, isRecord, requestJson, type JsonRequest } from '../http/request';

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

/** The sku the bag knows a variant by: its marketplace sku when it has one. */
export const bagSku = (variant: Pick<AddToCartLine, 'sku' | 'marketplaceSku'>): string => variant.marketplaceSku?.trim() || variant.sku.trim();

export function toAddToBasketItem(line: AddToCartLine): AddToBasketItem {
  const sku = bagSku(line);
  if (!sku) throw new RangeError('addToCart: an item has no sku');
  const quantity = line.quantity ?? DEFAULT_QUANTITY;
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`addToCart: quantity must be a positive whole number, got ${String(quantity)}`);
  }
  const item: AddToBasketItem = { sku, quantity };
  if (line.searchTracking && line.searchTracking.hitObjectIDs.length > 0) item.searchTracking = line.searchTracking;
  // Optional fields left empty are not customisation: sending them would put
  // blank personalisation lines on the order.
  const customisation = Object.fromEntries(Object.entries(line.customisation ?? {}).filter(([, value]) => value.trim() !== ''));
  if (Object.keys(customisation).length > 0) item.customisation = customisation;
  return item;
}

/**
 * The body of POST /_api/basket/addToCart: a urlencoded form with one field,
 * `data`, a JSON list of items. Throws RangeError on an empty list or a bad item.
 */
export function buildAddToCartBody(lines: readonly AddToCartLine[]): URLSearchParams {
  if (lines.length === 0) throw new RangeError('addToCart: nothing to add');
  return new URLSearchParams({ data: JSON.stringify(lines.map(toAddToBasketItem)) });
}

/** Only what the front end relies on is checked; the rest is passed through. */
export function isCart(value: unknown): value is Cart {
  return isRecord(value) && typeof value.id === 'string' && Array.isArray(value.lines) && Number.isInteger(value.itemCount) && (value.itemCount as number) >= 0;
}

export type BasketSummary = EventPayload<'basket:changed'>;

/** The state-like basket:changed payload for a cart: an empty id is no cart, a malformed total unknown. */
export function basketSummary(cart: Cart): BasketSummary {
  const total: unknown = cart.totalPrice;
  const totalPrice =
    isRecord(total) && Number.isInteger(total.centAmount) && typeof total.currencyCode === 'string' && total.currencyCode.length === 3
      ? { centAmount: total.centAmount as number, currencyCode: total.currencyCode }
      : null;
  return { cartId: cart.id || null, itemCount: cart.itemCount, totalPrice };
}

/** The lines an add answer says were added: `lastAdded`, else the bag's lines of the sent skus. */
export function addedLines(cart: Cart, skus: readonly string[]): Cart['lines'] {
  return cart.lastAdded ?? cart.lines.filter((line) => skus.includes(line.sku));
}

/** The current cart a refusal carried (a stale version, an unknown line), if any. */
export function cartOfFailure(failure: unknown): Cart | null {
  return failure instanceof HttpRequestError && isRecord(failure.body) && isCart(failure.body.cart) ? failure.body.cart : null;
}

/** The one call for a cart answer; an answer that is not a cart is MALFORMED_CART. */
async function sendForCart(url: string, init: JsonRequest): Promise<Cart> {
  const { body, status } = await requestJson(url, init);
  if (!isCart(body)) throw new HttpRequestError({ status, code: 'MALFORMED_CART', message: `${init.method ?? 'GET'} ${url} answered no cart`, body });
  return body;
}

/** The cart version a line change is made against (If-Match, a strong ETag). */
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

export function fetchBasket(): Promise<Cart> {
  return sendForCart(apiPaths.basket(), { method: 'GET' });
}

/** Adds the lines in one request and answers the cart; no event (see addToBag). */
export function addToCart(lines: readonly AddToCartLine[], init: { signal?: AbortSignal } = {}): Promise<Cart> {
  return sendForCart(apiPaths.addToCart(), { method: 'POST', body: buildAddToCartBody(lines), ...(init.signal ? { signal: init.signal } : {}) });
}

/**
 * The shopper's add: addToCart, then the page is told basket:item-added (the
 * lines added, from `source`) and basket:changed. An add aborted by `signal`
 * rejects with the abort and tells nothing.
 */
export async function addToBag(lines: readonly AddToCartLine[], { source, signal }: { source: string; signal?: AbortSignal }): Promise<Cart> {
  const cart = await addToCart(lines, signal ? { signal } : {});
  if (signal?.aborted) throw signal.reason;
  emit('basket:item-added', { cartId: cart.id, lines: addedLines(cart, lines.map(bagSku)), source });
  emit('basket:changed', basketSummary(cart));
  return cart;
}

/** Sets a line's quantity; a stale `version` fails with code STALE_CART and the current cart (cartOfFailure). */
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
  const url = apiPaths.basketLineToWishlist(lineId);
  const { body, status } = await requestJson(url, { method: 'POST', headers: ifMatch(version) });
  if (!isRecord(body) || !isCart(body.cart) || !isRecord(body.wishlistItem)) throw new HttpRequestError({ status, code: 'MALFORMED_CART', message: `POST ${url} answered no cart`, body });
  return body as unknown as MoveToWishlistAnswer;
}
