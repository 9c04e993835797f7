// The product page's wishlist toggle: it follows the pickers
// (pdp:selection-changed, replayed) for the colour, sku and size.
import { useState } from 'react';
import {
  initialSelection,
  selectionPayload,
  selectionState,
  type AddressSelection,
  type EventPayload,
  type Product,
  type SessionSummary,
} from '@storefront/shared-contracts';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';
import { WishlistButton } from './WishlistButton';

type SelectionChanged = EventPayload<'pdp:selection-changed'>;

/** Before the pickers speak: the selection the page opens with, by the same rules. */
export function openingSelection(product: Product, address: AddressSelection): SelectionChanged | null {
  const selection = initialSelection(product, address);
  // The low-stock threshold does not matter to the wishlist.
  return selection ? selectionPayload(product, selectionState(product, selection, 0)) : null;
}

export interface PdpWishlistProps {
  product: Product;
  address?: AddressSelection;
  session?: SessionSummary | null;
}

export function PdpWishlist({ product, address = {}, session = null }: PdpWishlistProps) {
  const [opening] = useState(() => openingSelection(product, address));
  const selection = useChosenSelection(product, undefined, { anyColour: true })?.announced ?? opening;

  if (!selection) return null;
  return (
    <WishlistButton
      productKey={selection.productKey}
      colour={selection.colour}
      sku={selection.sku}
      sizeSelected={selection.size !== null}
      appearance="labelled"
      source="pdp"
      session={session}
    />
  );
}
