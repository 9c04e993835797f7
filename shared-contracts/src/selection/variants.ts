// Reading colours and sizes out of a product's variants. Variants with
// missing attributes are skipped so malformed data never breaks the page.
import type { Product, Variant } from '../entities/product';
import { compareSizes } from '../sizes/sizeOrder';

/** A colour the shopper can choose, summarised over its variants. */
export interface ColourOption {
  colour: string;
  label: string;
  hex?: string;
  swatchImage?: string;
  /** At least one variant of this colour is in stock. */
  isOnStock: boolean;
  /** Units left over the colour's in-stock variants. */
  availableQuantity: number;
}

/** A size of one colour: the variant it stands for. */
export interface SizeOption {
  size: string;
  variant: Variant;
  isOnStock: boolean;
}

function isUsable(variant: unknown): variant is Variant {
  const v = variant as Variant | null | undefined;
  return (
    typeof v === 'object' && v !== null &&
    typeof v.id === 'string' &&
    typeof v.attributes === 'object' && v.attributes !== null &&
    typeof v.attributes.colour === 'string' && v.attributes.colour !== ''
  );
}

export function usableVariants(product: Product | null | undefined): Variant[] {
  return Array.isArray(product?.variants) ? product.variants.filter(isUsable) : [];
}

export const colourOf = (variant: Variant): string => variant.attributes.colour;

/** Variants of one colour, in catalogue order. */
export function variantsOfColour(product: Product, colour: string): Variant[] {
  return usableVariants(product).filter((v) => colourOf(v) === colour);
}

export function hasColour(product: Product, colour: string): boolean {
  return variantsOfColour(product, colour).length > 0;
}

const quantity = (v: Variant): number => (Number.isFinite(v.availableQuantity) ? Math.max(0, Math.floor(v.availableQuantity)) : 0);

/** Units left of a variant, as a non-negative integer. */
export { quantity as availableQuantityOf };

/** The product's colours in the order they first appear. */
export function colourOptions(product: Product): ColourOption[] {
  const byColour = new Map<string, ColourOption>();
  for (const v of usableVariants(product)) {
    const colour = colourOf(v);
    let option = byColour.get(colour);
    if (!option) {
      option = {
        colour,
        label: v.attributes.colourLabel || colour,
        hex: v.attributes.colourHex,
        swatchImage: v.attributes.swatchImage,
        isOnStock: false,
        availableQuantity: 0,
      };
      byColour.set(colour, option);
    }
    if (v.isOnStock) {
      option.isOnStock = true;
      option.availableQuantity += quantity(v);
    }
  }
  return [...byColour.values()];
}

/**
 * The sizes of one colour in size chart order (the variants may come in any
 * order); a repeated size keeps its first variant.
 */
export function sizeOptions(product: Product, colour: string): SizeOption[] {
  const seen = new Set<string>();
  const options: SizeOption[] = [];
  for (const v of variantsOfColour(product, colour)) {
    const size = typeof v.attributes.size === 'string' ? v.attributes.size : '';
    if (!size || seen.has(size)) continue;
    seen.add(size);
    options.push({ size, variant: v, isOnStock: Boolean(v.isOnStock) });
  }
  return options.sort((a, b) => compareSizes(a.size, b.size));
}
