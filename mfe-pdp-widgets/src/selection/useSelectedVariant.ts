// The variant the shopper has chosen on the product page, for widgets that
// show something per variant (rewards, gift with purchase): the chosen size's
// variant, else the chosen colour's (its first in-stock variant). It starts
// from the pickers' own starting selection (the shared rule over the
// address's colour and size) and follows their `pdp:selection-changed`
// announcements (replayed) for this product.
import { useEffect, useState } from 'react';
import { hasColour, initialSelection, on, selectedVariant, type Product, type RouteInfo, type Variant } from '@storefront/shared-contracts';

export interface Chosen {
  colour: string;
  variantId: string | null;
}

/** The colour and size variant chosen: the pickers' starting selection, then their announcements for this product. */
export function useChosenSelection(product: Product, route?: Pick<RouteInfo, 'query'>): Chosen | null {
  const [chosen, setChosen] = useState<Chosen | null>(() => {
    const initial = initialSelection(product, { colour: route?.query?.colour ?? null, size: route?.query?.size ?? null });
    return initial ? { colour: initial.colour, variantId: initial.sizeVariantId } : null;
  });
  useEffect(
    () =>
      on(
        'pdp:selection-changed',
        (changed) => {
          if (changed.productId !== product.id || !hasColour(product, changed.colour)) return;
          setChosen({ colour: changed.colour, variantId: changed.size === null ? null : changed.variantId });
        },
        { replay: true },
      ),
    [product],
  );
  return chosen;
}

export function useSelectedVariant(product: Product, route?: Pick<RouteInfo, 'query'>): Variant | undefined {
  const chosen = useChosenSelection(product, route);
  return selectedVariant(product, chosen && { colour: chosen.colour, sizeVariantId: chosen.variantId });
}
