// Recently viewed (spec 1 §3, §5, §9), shared by the shell (which records every
// product page shown) and the listing (which shows the list): product keys kept on the device, at
// most 13, newest first, no duplicates. Reading and writing this device's
// storage is ./storage.ts (`@storefront/shared-contracts/recently-viewed/storage`).
export const RECENTLY_VIEWED_STORAGE_KEY = 'storefront:recently-viewed';
export const MAX_RECENTLY_VIEWED = 13;

function isKey(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The list with `productKey` first, an older copy of it removed, cut to 13. */
export function addRecentlyViewed(list: readonly string[], productKey: string): string[] {
  const key = productKey.trim();
  if (!key) return normaliseRecentlyViewed(list);
  return normaliseRecentlyViewed([key, ...list.filter((existing) => existing !== key)]);
}

/** Valid keys only, first occurrence kept, at most 13. */
export function normaliseRecentlyViewed(list: readonly unknown[]): string[] {
  return [...new Set(list.filter(isKey).map((key) => key.trim()))].slice(0, MAX_RECENTLY_VIEWED);
}

/** The stored list; anything unreadable counts as empty. */
export function parseRecentlyViewed(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? normaliseRecentlyViewed(parsed) : [];
  } catch {
    return [];
  }
}
