// The item a guest tried to save (spec 2 §4): kept for this tab until they
// sign in, then submitted once.
import type { WishlistItem } from '@storefront/shared-contracts';
import { tabValue } from '../session/tabStorage';
import { validateWishlistItem } from '@storefront/shared-contracts/wishlist/validation';

export const REMEMBERED_ITEM_STORAGE_KEY = 'storefront.basket.wishlist.remembered';
/** A guest who never signs in within this time did not mean to save it any more. */
export const REMEMBERED_FOR_MS = 30 * 60 * 1000;

interface Remembered {
  item: WishlistItem;
  at: number;
}

const stored = tabValue(REMEMBERED_ITEM_STORAGE_KEY);
const read = () => stored.read();
const write = (value: string | null) => stored.write(value);

/** Remembers the guest's item; a later press replaces an earlier one (the last item is submitted). */
export function rememberWishlistItem(item: WishlistItem, now: number = Date.now()): void {
  write(JSON.stringify({ item, at: now } satisfies Remembered));
}

/** The remembered item if it is still wanted and well-formed; a stale or malformed one is dropped. */
export function peekRememberedWishlistItem(now: number = Date.now()): WishlistItem | null {
  const raw = read();
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const record = parsed as Partial<Remembered> | null;
  const checked = validateWishlistItem(record?.item);
  const at = record?.at;
  if (!checked.valid || typeof at !== 'number' || now - at > REMEMBERED_FOR_MS || at > now) {
    write(null);
    return null;
  }
  return checked.item;
}

/** Takes the remembered item out, so it is submitted once however many buttons see the sign-in. */
export function takeRememberedWishlistItem(now: number = Date.now()): WishlistItem | null {
  const item = peekRememberedWishlistItem(now);
  if (item) write(null);
  return item;
}

export function forgetRememberedWishlistItem(): void {
  write(null);
}
