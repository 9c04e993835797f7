// The live stock refresh (spec 2 §4): a product with each variant's in-stock
// flag and quantity overwritten by the last `pdp:stock-refreshed` for it.
import type { EventPayload } from '../events/catalogue';
import type { Product } from '../entities/product';

export type StockRefresh = EventPayload<'pdp:stock-refreshed'>;

/**
 * The product with the refresh's stock; the same object when the refresh is
 * for another product or changes nothing (so memoised views do not redo work).
 * Variants the refresh does not name keep what they had.
 */
export function withRefreshedStock<P extends Pick<Product, 'id' | 'variants'>>(product: P, refresh: StockRefresh | null | undefined): P {
  if (!refresh || refresh.productId !== product.id) return product;
  const byId = new Map(refresh.variants.map((v) => [v.id, v]));
  let changed = false;
  const variants = product.variants.map((variant) => {
    const fresh = byId.get(variant.id);
    if (!fresh || (fresh.isOnStock === variant.isOnStock && fresh.availableQuantity === variant.availableQuantity)) return variant;
    changed = true;
    return { ...variant, isOnStock: fresh.isOnStock, availableQuantity: fresh.availableQuantity };
  });
  return changed ? { ...product, variants } : product;
}
