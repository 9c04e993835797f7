// The variant the shopper has chosen on the product page, for widgets that
// show something per variant (rewards, gift with purchase): the chosen size's
// variant, else the chosen colour's (its first in-stock variant), as the
// shared useChosenSelection follows the pickers.
import { selectedVariant, type Product, type RouteInfo, type Variant } from '@storefront/shared-contracts';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';

export function useSelectedVariant(product: Product, route?: Pick<RouteInfo, 'query'>): Variant | undefined {
  const chosen = useChosenSelection(product, route);
  return selectedVariant(product, chosen && { colour: chosen.colour, sizeVariantId: chosen.variantId });
}
