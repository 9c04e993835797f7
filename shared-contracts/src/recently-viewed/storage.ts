// The recently viewed list in this browser's localStorage (./list.ts has its
// rules): browser runtime, `@storefront/shared-contracts/recently-viewed/storage`.
import { addRecentlyViewed, parseRecentlyViewed, RECENTLY_VIEWED_STORAGE_KEY } from './list';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): nothing is remembered then.
    return null;
  }
}

export function readRecentlyViewed(storage: KeyValueStore | null = browserStorage()): string[] {
  try {
    return parseRecentlyViewed(storage?.getItem(RECENTLY_VIEWED_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Records a viewed product and returns the new list. */
export function recordRecentlyViewed(productKey: string, storage: KeyValueStore | null = browserStorage()): string[] {
  const list = addRecentlyViewed(readRecentlyViewed(storage), productKey);
  try {
    storage?.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Full or blocked storage: the list is simply not kept.
  }
  return list;
}
