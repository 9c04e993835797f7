// Wishlist calls (spec 2 §7): add and remove post the item as JSON and answer
// { success, message? } (401 for guests, "Wishlist limit reached" at the
// limit); savedItem answers { wishlistItem } for one product colour.
import { apiPaths, type WishlistAnswer, type WishlistItem } from '@storefront/shared-contracts';
import { HttpRequestError, requestJson } from '@storefront/shared-contracts/http';
import { validateWishlistItem } from './validation';

export type WishlistAction = 'add' | 'remove';

export interface WishlistResult {
  success: boolean;
  /** The server's text, when it sent one. */
  message: string | null;
  /** null when the server was not reached. */
  status: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export async function submitWishlistItem(action: WishlistAction, item: WishlistItem): Promise<WishlistResult> {
  let response: Response;
  try {
    response = await fetch(action === 'add' ? apiPaths.wishlistAdd() : apiPaths.wishlistRemove(), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(item),
    });
  } catch {
    return { success: false, message: null, status: null };
  }
  const body = await readJson(response);
  const message = isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  // Both must agree: a 200 without success true is not a save.
  const success = response.ok && isRecord(body) && body.success === true;
  return { success, message, status: response.status };
}

/** The SWR key of one product colour's saved state. */
export const savedItemKey = (productKey: string, colourSelected: string): string => apiPaths.wishlistSavedItem(productKey, colourSelected);

export class SavedItemError extends Error {
  constructor(readonly status: number | null) {
    super(`wishlist saved item could not be read${status === null ? '' : ` (${status})`}`);
    this.name = 'SavedItemError';
  }
}

/** The saved item, or null when this colour is not saved. A malformed item counts as not saved. */
export async function fetchSavedItem(url: string): Promise<WishlistItem | null> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new SavedItemError(response.status);
  const body = await readJson(response);
  if (!isRecord(body) || !('wishlistItem' in body)) throw new SavedItemError(response.status);
  if (body.wishlistItem === null) return null;
  const checked = validateWishlistItem(body.wishlistItem);
  return checked.valid ? checked.item : null;
}

/** The signed-in customer's saved items; entries that are not well-formed are left out. */
export async function fetchWishlist(): Promise<WishlistAnswer> {
  const { body, status } = await requestJson(apiPaths.wishlist(), { method: 'GET' });
  if (!isRecord(body) || !Array.isArray(body.items)) throw new HttpRequestError({ status, code: 'MALFORMED_WISHLIST', message: `GET ${apiPaths.wishlist()} answered no wishlist`, body });
  const limit = typeof body.limit === 'number' && body.limit > 0 ? body.limit : 50;
  const items = body.items.filter(
    (item): item is WishlistAnswer['items'][number] =>
      isRecord(item) && typeof item.productKey === 'string' && typeof item.colourSelected === 'string' && typeof item.lineItemSku === 'string' && Array.isArray(item.sizes),
  );
  return { items, limit };
}
