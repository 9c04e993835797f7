// Which control each picker uses (spec 1 §2, §9).
import type { FasciaSettings, Product } from '@storefront/shared-contracts';

/** Sizes above this count use a dropdown instead of buttons. */
export const SIZE_DROPDOWN_ABOVE = 10;

export function usesSizeDropdown(sizeCount: number): boolean {
  return sizeCount > SIZE_DROPDOWN_ABOVE;
}

/** Colour is a dropdown for beauty products or when the fascia forces it; otherwise swatches. */
export function usesColourDropdown(product: Product, fascia: Pick<FasciaSettings, 'forceColourDropdown'>): boolean {
  return product.productType === 'beauty' || fascia.forceColourDropdown;
}

/** The size guide is offered for clothing and home sizes, not for beauty. */
export function offersSizeGuide(product: Product): boolean {
  return product.productType !== 'beauty';
}
