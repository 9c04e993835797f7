// The live stock refresh's answer (GET /_api/stock/{productId}, spec 2 §7),
// checked before it is announced: only what the event carries.
import { isRecord, type EventPayload } from '@storefront/shared-contracts';

export type StockRefresh = EventPayload<'pdp:stock-refreshed'>;

/** The refresh for the product, or null when the answer is not a usable stock answer. */
export function stockRefreshOf(productId: string, body: unknown): StockRefresh | null {
  if (!isRecord(body) || !Array.isArray(body.variants)) return null;
  const variants: StockRefresh['variants'] = [];
  for (const v of body.variants) {
    if (!isRecord(v) || typeof v.id !== 'string' || typeof v.isOnStock !== 'boolean') return null;
    const quantity = v.availableQuantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) return null;
    variants.push({ id: v.id, isOnStock: v.isOnStock, availableQuantity: quantity });
  }
  return { productId, variants };
}
