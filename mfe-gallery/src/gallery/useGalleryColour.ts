// The gallery follows the pickers: it starts on the colour the pickers will
// choose (same rule) and then listens to their announcements.
import { useEffect, useState } from 'react';
import { on, type Product } from '@storefront/shared-contracts';
import { hasColour, initialColour } from '@storefront/shared-contracts';

export function useGalleryColour(product: Product, addressColour: string | null | undefined): string | undefined {
  const [colour, setColour] = useState(() => initialColour(product, addressColour));
  useEffect(
    () =>
      // Replay: the pickers may have announced before this parcel mounted.
      on('pdp:selection-changed', (selection) => {
        if (selection.productId === product.id && hasColour(product, selection.colour)) setColour(selection.colour);
      }, { replay: true }),
    [product],
  );
  return colour;
}
