// The pickers' selection as the delivery widgets follow it: the starting
// selection (the shared rule over the address's colour and size), then the
// typed, replayed `pdp:selection-changed` announcements for this product.
import { useEffect, useState } from 'react';
import { countdownSku, hasColour, initialSelection, on, type Product, type RouteInfo } from '@storefront/shared-contracts';
import type { Selection } from './rules';

export interface FollowedSelection {
  selection: Selection | null;
  /** The SKU the countdown reads (the chosen size's, else the colour's first). */
  sku: string | null;
}

export function useSelection(product: Product, route: Pick<RouteInfo, 'query'> | undefined): FollowedSelection {
  const [followed, setFollowed] = useState<FollowedSelection>(() => {
    const initial = initialSelection(product, { colour: route?.query?.colour ?? null, size: route?.query?.size ?? null });
    const selection = initial ? { colour: initial.colour, variantId: initial.sizeVariantId } : null;
    return { selection, sku: countdownSku(product, selection) };
  });
  useEffect(
    () =>
      on(
        'pdp:selection-changed',
        (changed) => {
          if (changed.productId !== product.id || !hasColour(product, changed.colour)) return;
          const selection = { colour: changed.colour, variantId: changed.size === null ? null : changed.variantId };
          setFollowed({ selection, sku: countdownSku(product, selection, changed.sku) });
        },
        { replay: true },
      ),
    [product],
  );
  return followed;
}
