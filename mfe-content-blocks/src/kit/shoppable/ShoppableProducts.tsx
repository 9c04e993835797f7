// The shoppable blocks' lookup chunk, loaded with import() on the shopper's
// first intent on a point (useShoppableLookup): the product lookup (the search
// client and swr) and the popup's product detail (with the wishlist heart).
// Nothing here is on a content page's first load.
import { useEffect } from 'react';
import type { FasciaSettings } from '@storefront/shared-contracts';
import { useShoppableProducts, type ShoppableLookupState } from '../../products/useShoppableProducts';

export { ProductDetail } from './ProductDetail';

export interface ShoppableLookupProps {
  fascia: FasciaSettings;
  productSkus: readonly string[];
  onChange: (state: ShoppableLookupState) => void;
}

/** Looks up every product of an image in one search and hands each new state to the image's points. */
export function ShoppableLookup({ fascia, productSkus, onChange }: ShoppableLookupProps) {
  const lookup = useShoppableProducts(fascia, productSkus);
  useEffect(() => onChange(lookup), [lookup, onChange]);
  return null;
}
