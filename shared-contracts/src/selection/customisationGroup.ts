import type { Product } from '../entities';

/** The product's customisation group: named on its variants' attributes (null when it has none). */
export function customisationGroupOf(product: Pick<Product, 'variants'>): string | null {
  for (const variant of product.variants) {
    const name = variant?.attributes?.customisationGroupName;
    if (typeof name === 'string' && name.trim() !== '') return name;
  }
  return null;
}
