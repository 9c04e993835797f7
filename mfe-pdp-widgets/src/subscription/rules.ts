// The subscription teaser's rules (spec 2 §4, §8, §9): shown for products
// marked subscribable; the price is 95% of the selected price (the chosen
// size's, else the colour's first); the add pop-up needs a size.
import { variantsOfColour, type Product, type Variant } from '@storefront/shared-contracts';

/** Subscription price as a share of the selected price (spec 2 §9). */
export const SUBSCRIPTION_RATE = 0.95;

export const isSubscribable = (product: Pick<Product, 'isSubscribable'>) => product.isSubscribable === true;

/** 95% of a price in cents, to the nearest cent. */
export const subscriptionCents = (cents: number) => Math.round(cents * SUBSCRIPTION_RATE);

export interface SubscriptionSelection {
  colour: string;
  /** The chosen size's variant; null while no size is chosen. */
  variantId: string | null;
}

/** The variant whose price is "the selected price": the chosen size's, else the colour's first. */
export function pricedVariant(product: Product, selection: SubscriptionSelection | null): Variant | undefined {
  if (!selection) return product.variants[0];
  const ofColour = variantsOfColour(product, selection.colour);
  return ofColour.find((v) => v.id === selection.variantId) ?? ofColour[0];
}

/** The sizes the pop-up offers: the colour's variants (out-of-stock ones shown, not choosable). */
export const sizeChoices = (product: Product, colour: string) => variantsOfColour(product, colour);

/** The pop-up's add: the chosen variant when it is in stock, else the reason it cannot add. */
export function checkAdd(product: Product, colour: string, variantId: string | null): { variant: Variant } | { error: 'sizeRequired' } {
  const variant = sizeChoices(product, colour).find((v) => v.id === variantId);
  return variant && variant.isOnStock ? { variant } : { error: 'sizeRequired' };
}
