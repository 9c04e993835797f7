// The try-on products: one per shade (colour) of the product, with the sku
// the vendor is asked about (the shade's first variant).
import type { Product } from '@storefront/shared-contracts';
import { colourOf, usableVariants } from '@storefront/shared-contracts';
import { safeHexColour } from '../common/safeUrl';
import type { TryOnProduct } from './vendor';

export interface ShadeProduct extends TryOnProduct {
  colour: string;
}

export function tryOnProducts(product: Product): ShadeProduct[] {
  const shades = new Map<string, ShadeProduct>();
  for (const variant of usableVariants(product)) {
    const colour = colourOf(variant);
    if (shades.has(colour) || typeof variant.sku !== 'string' || variant.sku === '') continue;
    const hex = safeHexColour(variant.attributes.colourHex);
    shades.set(colour, { colour, sku: variant.sku, shade: variant.attributes.colourLabel || colour, ...(hex ? { hex } : {}) });
  }
  return [...shades.values()];
}
