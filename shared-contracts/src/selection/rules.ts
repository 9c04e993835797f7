// The selection rules of the product page (spec 2 §4 "Selected colour
// variant", "Selected size variant", "Out-of-stock state"; spec 1 §4).
import type { Product, Variant } from '../entities/product';
import { availableQuantityOf, colourOf, hasColour, sizeOptions, usableVariants, variantsOfColour } from './variants';

/** What the shopper has chosen: a colour, and maybe a size (a variant). */
export interface Selection {
  colour: string;
  /** The selected size variant; null until a size is chosen. */
  sizeVariantId: string | null;
}

export interface SelectionOptions {
  /** fascia.allowOutOfStockSelection */
  allowOutOfStockSelection: boolean;
}

export interface AddressSelection {
  /** `colour` query parameter of the page address. */
  colour?: string | null;
  /** `size` query parameter of the page address. */
  size?: string | null;
}

/** The variant the page starts from: the preSelected one, else the master, else the first. */
export function defaultVariant(product: Product): Variant | undefined {
  const variants = usableVariants(product);
  return variants.find((v) => v.preSelected) ?? variants.find((v) => v.isMaster) ?? variants[0];
}

export function defaultColour(product: Product): string | undefined {
  const v = defaultVariant(product);
  return v ? colourOf(v) : undefined;
}

/**
 * The default size: the preSelected/master variant's size, else the size named
 * in the address. It decides whether `size` may stay in the address.
 */
export function defaultSize(product: Product, addressSize?: string | null): string | null {
  const variants = usableVariants(product);
  const chosen = variants.find((v) => v.preSelected) ?? variants.find((v) => v.isMaster);
  return chosen?.attributes.size || addressSize || null;
}

/** The colour named in the address when a variant has it, else the default colour. */
export function initialColour(product: Product, addressColour?: string | null): string | undefined {
  // Exact match only, as the shell's server-rendered first image does.
  if (addressColour && hasColour(product, addressColour)) return addressColour;
  return defaultColour(product);
}

/** Picking a colour selects its first in-stock variant, else its first variant. */
export function colourVariant(product: Product, colour: string): Variant | undefined {
  const variants = variantsOfColour(product, colour);
  return variants.find((v) => v.isOnStock) ?? variants[0];
}

/**
 * The size chosen for the shopper: the only in-stock size of the colour when
 * there is exactly one, else the first candidate size in stock for the colour.
 */
export function autoSelectedSize(product: Product, colour: string, candidates: ReadonlyArray<string | null | undefined>): Variant | undefined {
  const sizes = sizeOptions(product, colour);
  const inStock = sizes.filter((s) => s.isOnStock);
  if (inStock.length === 1) return inStock[0]?.variant;
  for (const candidate of candidates) {
    if (!candidate) continue;
    const match = inStock.find((s) => s.size === candidate);
    if (match) return match.variant;
  }
  return undefined;
}

/** The selection when the page opens (or the product changes). */
export function initialSelection(product: Product, address: AddressSelection = {}): Selection | null {
  const colour = initialColour(product, address.colour);
  if (colour === undefined) return null;
  const size = autoSelectedSize(product, colour, [address.size, defaultSize(product, address.size)]);
  return { colour, sizeVariantId: size?.id ?? null };
}

/**
 * The shopper picks a colour. The size follows the auto-selection rules; when
 * they pick nothing, the size already chosen is kept in the new colour if it
 * can be chosen there (not shown in the spec: this spares a second click).
 */
export function selectColour(
  product: Product,
  current: Selection,
  colour: string,
  options: SelectionOptions & { defaultSize: string | null },
): Selection {
  if (!hasColour(product, colour)) return current;
  if (colour === current.colour) return current;
  const sizes = sizeOptions(product, colour);
  const inStock = sizes.filter((s) => s.isOnStock);
  if (inStock.length === 1) return { colour, sizeVariantId: inStock[0]!.variant.id };
  const previousSize = findVariant(product, current.sizeVariantId)?.attributes.size;
  const same = sizes.find((s) => s.size === previousSize && (s.isOnStock || options.allowOutOfStockSelection));
  if (same) return { colour, sizeVariantId: same.variant.id };
  const fallback = autoSelectedSize(product, colour, [options.defaultSize]);
  return { colour, sizeVariantId: fallback?.id ?? null };
}

/** The shopper picks a size; an out-of-stock size only when the fascia allows it. */
export function selectSize(product: Product, current: Selection, variantId: string, options: SelectionOptions): Selection {
  const variant = findVariant(product, variantId);
  if (!variant || colourOf(variant) !== current.colour) return current;
  if (!variant.isOnStock && !options.allowOutOfStockSelection) return current;
  return { ...current, sizeVariantId: variant.id };
}

export function isSelectable(item: { isOnStock: boolean }, options: SelectionOptions): boolean {
  return item.isOnStock || options.allowOutOfStockSelection;
}

/** The variant a selection stands for, for what is shown per variant (rewards, gift with purchase): the chosen size's, else the colour's (colourVariant). */
export function selectedVariant(product: Product, selection: Selection | null): Variant | undefined {
  if (!selection) return undefined;
  const size = findVariant(product, selection.sizeVariantId);
  if (size && colourOf(size) === selection.colour) return size;
  return colourVariant(product, selection.colour);
}

export function findVariant(product: Product, variantId: string | null | undefined): Variant | undefined {
  if (!variantId) return undefined;
  return usableVariants(product).find((v) => v.id === variantId);
}

/** Out-of-stock state: the selected size is out of stock, or its colour differs from the chosen colour. */
export function isOutOfStockState(sizeVariant: Variant | undefined, colour: string): boolean {
  if (!sizeVariant) return false;
  return !sizeVariant.isOnStock || colourOf(sizeVariant) !== colour;
}

/** Every variant of the product is out of stock. */
export function isAllOutOfStock(product: Product): boolean {
  return usableVariants(product).every((v) => !v.isOnStock);
}

/** Low stock: the selected variant is in stock with fewer units than the threshold. */
export function isLowStock(sizeVariant: Variant | undefined, colour: string, lowStockThreshold: number): boolean {
  if (!sizeVariant || isOutOfStockState(sizeVariant, colour)) return false;
  const left = availableQuantityOf(sizeVariant);
  return left > 0 && left < lowStockThreshold;
}
