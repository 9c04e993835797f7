// What the price block shows for the shopper's selection (spec 1 §4, spec 2
// §4-§5, §9): the selected size's price, or the price range of the selected
// colour while no size is chosen. Prices are in cents.
import { findVariant, percentageSaving, priceSummary, usableVariants, variantsOfColour, type Product, type Variant } from '@storefront/shared-contracts';

export interface PriceSelection {
  colour: string;
  /** The selected size variant; null while no size is chosen. */
  variantId: string | null;
}

export interface ShownPrice {
  lowCents: number;
  highCents: number;
  isRange: boolean;
  /** Only when a was-price above the price exists: a sale is a discount only then. */
  wasCents?: number;
  /** Rounded percentage, only with wasCents. */
  saving?: number;
}

const hasPrice = (v: Variant): boolean => Number.isFinite(v.prices?.centAmount) && v.prices.centAmount >= 0;

/** The variants whose prices apply: the selected size, else the selected colour's, else all. */
export function priceVariants(product: Product, selection: PriceSelection | null): Variant[] {
  const priced = usableVariants(product).filter(hasPrice);
  if (!selection) return priced;
  const size = findVariant(product, selection.variantId);
  if (size && hasPrice(size) && size.attributes.colour === selection.colour) return [size];
  const ofColour = variantsOfColour(product, selection.colour).filter(hasPrice);
  return ofColour.length > 0 ? ofColour : priced;
}

/** The price, range and saving to show, or null when no variant has a price. */
export function shownPrice(variants: readonly Variant[]): ShownPrice | null {
  const summary = priceSummary(variants.filter(hasPrice));
  if (!summary) return null;
  const shown: ShownPrice = { lowCents: summary.lowCents, highCents: summary.highCents, isRange: summary.isRange };
  const saving = percentageSaving(summary.lowCents, summary.wasCents);
  return summary.wasCents !== undefined && saving > 0 ? { ...shown, wasCents: summary.wasCents, saving } : shown;
}

/** The selected variant, else the first variant of the colour: its attributes name the classification. */
export function describingVariant(product: Product, selection: PriceSelection | null): Variant | undefined {
  const size = findVariant(product, selection?.variantId);
  if (size) return size;
  return (selection ? variantsOfColour(product, selection.colour)[0] : undefined) ?? usableVariants(product)[0];
}

/** The product's category slugs, for category badges. */
export function categorySlugsOf(product: Product): string[] {
  return Array.isArray(product.categories) ? product.categories.map((c) => c?.slug).filter((slug): slug is string => typeof slug === 'string') : [];
}
