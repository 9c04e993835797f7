// Which control each picker uses (spec 1 §2, §9); the size picker's dropdown
// above 10 sizes is the shared SizePicker's (@storefront/shared-contracts/sizes/picker).
import type { FasciaSettings, Product } from '@storefront/shared-contracts';

/** Colour is a dropdown for beauty products or when the fascia forces it; otherwise swatches. */
export function usesColourDropdown(product: Product, fascia: Pick<FasciaSettings, 'forceColourDropdown'>): boolean {
  return product.productType === 'beauty' || fascia.forceColourDropdown;
}

/** The size guide is offered for clothing and home sizes, not for beauty. */
export function offersSizeGuide(product: Product): boolean {
  return product.productType !== 'beauty';
}
