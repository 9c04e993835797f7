// The line a guest asked to move to the wishlist: kept for this tab while
// they sign in, then moved once. Kept by item, not by line id, because the
// guest bag merges into the customer's on sign-in and the line gets a new id.
import { tabValue } from '../session/tabStorage';
import type { LineIdentity } from './rules';

export const PENDING_MOVE_STORAGE_KEY = 'storefront.basket.pendingMove';
/** A guest who does not sign in within this time no longer means to move it. */
export const PENDING_MOVE_FOR_MS = 30 * 60 * 1000;

const stored = tabValue(PENDING_MOVE_STORAGE_KEY);

export function rememberPendingMove(identity: LineIdentity, now: number = Date.now()): void {
  stored.write(JSON.stringify({ identity, at: now }));
}

/** Takes the pending move out (it is done at most once); null when there is none or it is stale. */
export function takePendingMove(now: number = Date.now()): LineIdentity | null {
  const raw = stored.read();
  if (raw === null) return null;
  stored.write(null);
  try {
    const { identity, at } = JSON.parse(raw) as { identity?: Partial<LineIdentity>; at?: unknown };
    if (typeof at !== 'number' || now - at > PENDING_MOVE_FOR_MS || at > now) return null;
    if (!identity || typeof identity.sku !== 'string' || !identity.sku) return null;
    const customisation = identity.customisation && typeof identity.customisation === 'object' ? identity.customisation : undefined;
    return { sku: identity.sku, ...(customisation ? { customisation } : {}) };
  } catch {
    return null;
  }
}
