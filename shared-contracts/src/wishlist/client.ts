// The wishlist's calls (spec 2 §7), one copy for every remote: add and remove
// post the item as JSON and answer { success, message? } (401 for guests,
// 409 WISHLIST_LIMIT "Wishlist limit reached" at the limit); savedItem answers
// { wishlistItem } for one product colour; GET /_api/wishlist the signed-in
// customer's list. A save the server accepted emits wishlist:changed.
import * as apiPaths from '../api/apiPaths';
import type { WishlistAnswer, WishlistItem } from '../entities/widgets';
import { emit } from '../events/bus';
import { errorCodeOf, HttpRequestError, isRecord, requestJson, serverMessageOf } from '../http/request';
import { validateWishlistItem } from './validation';

export type WishlistAction = 'add' | 'remove';

export interface WishlistResult {
  /** Both must agree: a 2xx answer with success true. */
  success: boolean;
  /** The server's text, when it sent one (for the shopper). */
  message: string | null;
  /** null when the server was not reached. */
  status: number | null;
  /** The api's `error` (WISHLIST_LIMIT…), NETWORK, or null. */
  code: string | null;
}

/**
 * Saves (`add`) or forgets (`remove`) the item; never throws. On success the
 * page is told wishlist:changed `{ productKey, colourSelected, saved }`.
 */
export async function saveWishlistItem(action: WishlistAction, item: WishlistItem): Promise<WishlistResult> {
  const { productKey, colourSelected, lineItemSku, sizeSelected } = item;
  let result: WishlistResult;
  try {
    const { body, status } = await requestJson(action === 'add' ? apiPaths.wishlistAdd() : apiPaths.wishlistRemove(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productKey, colourSelected, lineItemSku, sizeSelected }),
    });
    result = { success: isRecord(body) && body.success === true, message: serverMessageOf(body), status, code: errorCodeOf(body) };
  } catch (error) {
    if (!(error instanceof HttpRequestError)) throw error;
    result = { success: false, message: error.serverMessage, status: error.status, code: error.code };
  }
  if (result.success) emit('wishlist:changed', { productKey, colourSelected, saved: action === 'add' });
  return result;
}

/** The SWR key of one product colour's saved state (shared by every heart of the page). */
export const savedItemKey = (productKey: string, colourSelected: string): string => apiPaths.wishlistSavedItem(productKey, colourSelected);

/**
 * The saved item, or null when this colour is not saved; an answer without
 * `wishlistItem` fails (MALFORMED_WISHLIST), a malformed item counts as not saved.
 */
export async function fetchSavedItem(url: string): Promise<WishlistItem | null> {
  const { body, status } = await requestJson(url);
  if (!isRecord(body) || !('wishlistItem' in body)) throw new HttpRequestError({ status, code: 'MALFORMED_WISHLIST', message: `GET ${url} answered no wishlistItem`, body });
  if (body.wishlistItem === null) return null;
  const checked = validateWishlistItem(body.wishlistItem);
  return checked.valid ? checked.item : null;
}

/** The signed-in customer's saved items; entries that are not well-formed are left out. */
export async function fetchWishlist(): Promise<WishlistAnswer> {
  const url = apiPaths.wishlist();
  const { body, status } = await requestJson(url);
  if (!isRecord(body) || !Array.isArray(body.items)) throw new HttpRequestError({ status, code: 'MALFORMED_WISHLIST', message: `GET ${url} answered no wishlist`, body });
  const limit = typeof body.limit === 'number' && body.limit > 0 ? body.limit : 50;
  const items = body.items.filter(
    (entry): entry is WishlistAnswer['items'][number] =>
      isRecord(entry) && typeof entry.productKey === 'string' && typeof entry.colourSelected === 'string' && typeof entry.lineItemSku === 'string' && Array.isArray(entry.sizes),
  );
  return { items, limit };
}
