// The price follows the pickers: it starts on the selection the pickers will
// make (the same shared rule) and then listens to their announcements, with
// replay, keeping only those about this product.
import { useEffect, useState } from 'react';
import { hasColour, initialSelection, on, type Product, type RouteInfo } from '@storefront/shared-contracts';
import type { PriceSelection } from './priceView';

export function usePriceSelection(product: Product, route: RouteInfo): PriceSelection | null {
  const [selection, setSelection] = useState<PriceSelection | null>(() => {
    const initial = initialSelection(product, { colour: route.query.colour ?? null, size: route.query.size ?? null });
    return initial ? { colour: initial.colour, variantId: initial.sizeVariantId } : null;
  });
  useEffect(
    () =>
      on(
        'pdp:selection-changed',
        (changed) => {
          if (changed.productId !== product.id || !hasColour(product, changed.colour)) return;
          // While no size is chosen the payload names the colour variant: the colour's range applies.
          setSelection({ colour: changed.colour, variantId: changed.size === null ? null : changed.variantId });
        },
        { replay: true },
      ),
    [product],
  );
  return selection;
}
