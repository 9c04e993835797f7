// How a shoppable button's product is named and found (spec 3 §3, §5).
// `productSku` is written `sku#colour`; the sku finds the product:
// - a sku starting with P is matched by its capitalised id (the whole sku, upper case);
// - otherwise a sku with a hyphen uses the part before it (a variant sku
//   "DRS00012-01-03" names the product "DRS00012");
// - otherwise the sku itself.
import type { ProductCardData } from '@storefront/shared-contracts';

export interface ShoppableSku {
  /** The sku as written, without the colour. */
  sku: string;
  /** The colour after '#', or null. */
  colour: string | null;
}

/** Splits `sku#colour`; surrounding spaces are dropped and an empty colour is none. */
export function parseProductSku(productSku: string): ShoppableSku {
  const at = productSku.indexOf('#');
  const sku = (at === -1 ? productSku : productSku.slice(0, at)).trim();
  const colour = at === -1 ? '' : productSku.slice(at + 1).trim();
  return { sku, colour: colour || null };
}

/** What a sku is matched by: a product key, or (P skus) the product's id. */
export type SkuMatch = { by: 'productKey' | 'id'; value: string };

export function skuMatch(sku: string): SkuMatch {
  const trimmed = sku.trim();
  if (trimmed.startsWith('P')) return { by: 'id', value: trimmed.toUpperCase() };
  if (trimmed.includes('-')) return { by: 'productKey', value: trimmed.slice(0, trimmed.indexOf('-')) };
  return { by: 'productKey', value: trimmed };
}

/**
 * Whether a product is the one a sku names. A P sku's id is compared,
 * capitalised, with the product's id and its key (the catalogue's own
 * identifier); other skus with the product key.
 */
export function productMatchesSku(product: Pick<ProductCardData, 'id' | 'productKey'>, sku: string): boolean {
  const match = skuMatch(sku);
  if (!match.value) return false;
  if (match.by === 'id') return product.id.toUpperCase() === match.value || product.productKey.toUpperCase() === match.value;
  return product.productKey.toUpperCase() === match.value.toUpperCase();
}
