// The pickers' selection as a widget elsewhere on the product page follows it
// (price, rewards, gift with purchase, payment promotions, subscription,
// delivery): the pickers' own starting selection (the shared rule over the
// address's colour and size), then their replayed `pdp:selection-changed`
// announcements about this product. One hook, so every widget agrees with the
// pickers on what is chosen before and after they announce it.
import { useEffect, useState } from 'react';
import type { Product } from '../entities/product';
import { on } from '../events/bus';
import type { RouteInfo } from '../parcels/props';
import { initialSelection } from './rules';
import { hasColour } from './variants';

export interface ChosenSelection {
  colour: string;
  /** The chosen size's variant; null while no size is chosen. */
  variantId: string | null;
  /** The SKU the pickers announced (the size's, else the colour's); null until they announce one. */
  announcedSku: string | null;
}

export function useChosenSelection(product: Product, route?: Pick<RouteInfo, 'query'>): ChosenSelection | null {
  const [chosen, setChosen] = useState<ChosenSelection | null>(() => {
    const initial = initialSelection(product, { colour: route?.query?.colour ?? null, size: route?.query?.size ?? null });
    return initial ? { colour: initial.colour, variantId: initial.sizeVariantId, announcedSku: null } : null;
  });
  useEffect(
    () =>
      on(
        'pdp:selection-changed',
        (changed) => {
          if (changed.productId !== product.id || !hasColour(product, changed.colour)) return;
          // While no size is chosen the payload names the colour's variant: the colour alone is chosen.
          setChosen({ colour: changed.colour, variantId: changed.size === null ? null : changed.variantId, announcedSku: changed.sku });
        },
        { replay: true },
      ),
    [product],
  );
  return chosen;
}
