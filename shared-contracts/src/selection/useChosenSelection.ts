// The pickers' selection as a widget elsewhere on the product page follows it
// (price, rewards, gift with purchase, payment promotions, subscription,
// delivery, the add button, the wishlist heart, the gallery, reviews, the
// sticky bar, staff tools): the pickers' own starting selection (the shared
// rule over the address's colour and size), then their replayed
// `pdp:selection-changed` announcements about this product. One hook, so
// every widget agrees with the pickers on what is chosen before and after
// they announce it; no React code subscribes to the event by hand.
import { useEffect, useRef, useState } from 'react';
import type { Product } from '../entities/product';
import { lastValue, on } from '../events/bus';
import type { RouteInfo } from '../parcels/props';
import type { SelectionChanged } from './payload';
import { initialSelection } from './rules';
import { hasColour } from './variants';

export interface ChosenSelection {
  colour: string;
  /** The chosen size's variant; null while no size is chosen. */
  variantId: string | null;
  /** The SKU the pickers announced (the size's, else the colour's); null until they announce one. */
  announcedSku: string | null;
  /** The pickers' last announcement about this product, the whole payload; null until they make one. */
  announced: SelectionChanged | null;
}

export interface FollowOptions {
  /**
   * Count announcements of a colour the product data does not list too (by
   * default they are ignored): for a caller that passes the pickers' payload
   * on as it is and lets the api decide (the add button, the wishlist heart).
   */
  anyColour?: boolean;
  /**
   * Called with each announcement that counts as it arrives (the replayed one
   * too), before React renders it: for handlers that must read the newest
   * selection in between (a press right after a change).
   */
  onAnnounce?: (changed: SelectionChanged) => void;
}

/** An announcement counts when it is about this product and (unless anyColour) a colour it has. */
const counts = (product: Product, changed: SelectionChanged | undefined, anyColour = false): changed is SelectionChanged =>
  changed !== undefined && changed.productId === product.id && (anyColour || hasColour(product, changed.colour));

// While no size is chosen the payload names the colour's variant: the colour alone is chosen.
const fromAnnouncement = (changed: SelectionChanged): ChosenSelection => ({
  colour: changed.colour,
  variantId: changed.size === null ? null : changed.variantId,
  announcedSku: changed.sku,
  announced: changed,
});

export function useChosenSelection(product: Product, route?: Pick<RouteInfo, 'query'>, options: FollowOptions = {}): ChosenSelection | null {
  const [chosen, setChosen] = useState<ChosenSelection | null>(() => {
    // An announcement made before this mounted counts from the first render.
    const last = lastValue('pdp:selection-changed');
    if (counts(product, last, options.anyColour)) return fromAnnouncement(last);
    const initial = initialSelection(product, { colour: route?.query?.colour ?? null, size: route?.query?.size ?? null });
    return initial ? { colour: initial.colour, variantId: initial.sizeVariantId, announcedSku: null, announced: null } : null;
  });
  const { anyColour = false, onAnnounce } = options;
  // The newest callback, without subscribing again when it changes (this effect runs before the subscription's).
  const announceTo = useRef(onAnnounce);
  useEffect(() => {
    announceTo.current = onAnnounce;
  });
  useEffect(
    () =>
      on(
        'pdp:selection-changed',
        (changed) => {
          if (!counts(product, changed, anyColour)) return;
          announceTo.current?.(changed);
          // The same announcement replayed keeps the same state (no render).
          setChosen((current) => (current?.announced === changed ? current : fromAnnouncement(changed)));
        },
        { replay: true },
      ),
    [product, anyColour],
  );
  return chosen;
}
