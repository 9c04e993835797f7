// The gallery follows the pickers: it starts on the colour the pickers will
// choose (same rule) and then follows their announcements (replayed: the
// pickers may have announced before this parcel mounted).
import { initialColour, type Product } from '@storefront/shared-contracts';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';

export function useGalleryColour(product: Product, addressColour: string | null | undefined): string | undefined {
  const chosen = useChosenSelection(product, { query: addressColour ? { colour: addressColour } : {} });
  return chosen?.colour ?? initialColour(product, addressColour);
}
