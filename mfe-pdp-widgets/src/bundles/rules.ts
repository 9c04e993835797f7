// The "style together" bundle's rules (spec 2 §3–5, §9): which bundle the
// page shows, each product's colour, size and selection, and the talent
// cards' swatch limit (the add is the bag client's addToBag). The colour
// and size rules are the page's shared ones (shared-contracts/selection).
import {
  BUNDLE_MAX_PRODUCTS,
  colourOptions,
  colourVariant,
  customisationGroupOf,
  findVariant,
  hasColour,
  initialColour,
  selectColour,
  selectSize,
  sizeOptions,
  autoSelectedSize,
  type Bundle,
  type BundleProduct,
  type ProductCardData,
  type ProductRelated,
  type Variant,
} from '@storefront/shared-contracts';

/** The bundle kinds in the order they are preferred: suits over outfits (§4), then the others. */
export const BUNDLE_PREFERENCE = ['suits', 'outfits', 'home', 'beauties', 'bundle'] as const satisfies ReadonlyArray<keyof ProductRelated>;

/** Spec 2 §9: colour swatches on a talent ("Shop The Look") card. */
export const TALENT_SWATCH_LIMIT = 3;

/** Sizes in a bundle are never chosen out of stock (§5: they are disabled). */
const IN_STOCK_ONLY = { allowOutOfStockSelection: false } as const;

const isBundle = (value: unknown): value is Bundle =>
  typeof value === 'object' && value !== null && Array.isArray((value as Bundle).products);

/** A bundle at most BUNDLE_MAX_PRODUCTS long, without malformed products. */
export function bundleProducts(bundle: Bundle): BundleProduct[] {
  return bundle.products
    .filter((p): p is BundleProduct => typeof p === 'object' && p !== null && typeof p.id === 'string' && Array.isArray(p.variants))
    .slice(0, BUNDLE_MAX_PRODUCTS);
}

/** Shown only when it holds the current product and more than one product (§4, §9). */
export function isShowable(bundle: Bundle, productId: string): boolean {
  const products = bundleProducts(bundle);
  return products.length > 1 && products.some((p) => p.id === productId);
}

/**
 * The bundle the page shows: the first showable one in BUNDLE_PREFERENCE
 * order, so where suits and outfits both exist suits are used (§4). Capped at
 * BUNDLE_MAX_PRODUCTS products. Null when none can be shown.
 */
export function bundleToShow(related: ProductRelated | null | undefined, productId: string): Bundle | null {
  if (!related) return null;
  for (const kind of BUNDLE_PREFERENCE) {
    const bundle = related[kind];
    if (isBundle(bundle) && isShowable(bundle, productId)) return { ...bundle, products: bundleProducts(bundle) };
  }
  return null;
}

/** One product's state in the bundle (spec 2 §3 "per-product bundle state"). */
export interface BundleItemState {
  /** selectedColourVariant's colour. */
  colour: string;
  /** selectedSizeVariant; null until a size is chosen. */
  sizeVariantId: string | null;
  isSelected: boolean;
  /** sizeSelectionError: selected (or asked to be) without a size. */
  sizeError: boolean;
}

export function isColourOnStock(product: BundleProduct, colour: string): boolean {
  return colourOptions(product).some((c) => c.colour === colour && c.isOnStock);
}

/**
 * Where a product starts: in the bundle's colour (selectedColor) when the
 * product has it, else its default colour; the colour's only in-stock size is
 * picked; selected when that colour is in stock (§4). Null for a product
 * without a usable variant.
 */
export function initialItem(product: BundleProduct): BundleItemState | null {
  const colour = initialColour(product, product.selectedColor ?? null);
  if (colour === undefined) return null;
  const size = autoSelectedSize(product, colour, []);
  return { colour, sizeVariantId: size?.id ?? null, isSelected: isColourOnStock(product, colour) && !needsPersonalising(product), sizeError: false };
}

/**
 * A product whose items are personalised (initials, say) cannot be added
 * from the bundle, which has no fields for it: the shopper does it on the
 * product's page (the api would refuse the line without its values).
 */
export const needsPersonalising = (product: Pick<BundleProduct, 'variants'>): boolean => customisationGroupOf(product) !== null;

/**
 * The shopper picks a colour: the only in-stock size of it, or the size
 * matching the one chosen before when in stock there, else none (§4). An
 * out-of-stock colour deselects the product. The error is cleared.
 */
export function chooseColour(product: BundleProduct, item: BundleItemState, colour: string): BundleItemState {
  if (!hasColour(product, colour) || colour === item.colour) return item;
  const next = selectColour(product, { colour: item.colour, sizeVariantId: item.sizeVariantId }, colour, { ...IN_STOCK_ONLY, defaultSize: null });
  const onStock = isColourOnStock(product, colour);
  return { colour: next.colour, sizeVariantId: next.sizeVariantId, isSelected: onStock && item.isSelected, sizeError: false };
}

/**
 * The shopper picks a size (an in-stock one of the colour; others are
 * ignored). The error is cleared; a product the shopper tried to select
 * without a size is selected now that it has one.
 */
export function chooseSize(product: BundleProduct, item: BundleItemState, variantId: string | null): BundleItemState {
  if (variantId === null) return { ...item, sizeVariantId: null };
  const next = selectSize(product, { colour: item.colour, sizeVariantId: item.sizeVariantId }, variantId, IN_STOCK_ONLY);
  if (next.sizeVariantId !== variantId) return item;
  return { ...item, sizeVariantId: variantId, isSelected: (item.isSelected || item.sizeError) && !needsPersonalising(product), sizeError: false };
}

/**
 * The shopper ticks or unticks the product. It can be selected only with a
 * size chosen, otherwise the size error is set (§4); never in an
 * out-of-stock colour.
 */
export function toggleSelected(product: BundleProduct, item: BundleItemState, selected: boolean): BundleItemState {
  if (!selected) return { ...item, isSelected: false, sizeError: false };
  if (!isColourOnStock(product, item.colour) || needsPersonalising(product)) return item;
  if (!sizedVariant(product, item)) return { ...item, isSelected: false, sizeError: true };
  return { ...item, isSelected: true, sizeError: false };
}

/** The chosen size's variant when it is in stock in the chosen colour. */
export function sizedVariant(product: BundleProduct, item: BundleItemState): Variant | undefined {
  const variant = findVariant(product, item.sizeVariantId);
  return variant && variant.isOnStock && variant.attributes.colour === item.colour ? variant : undefined;
}

/** The variant whose image and price show: the chosen size, else the colour's first in stock, else its first. */
export function shownVariant(product: BundleProduct, item: BundleItemState): Variant | undefined {
  return findVariant(product, item.sizeVariantId) ?? colourVariant(product, item.colour);
}

export interface SizeChoice {
  variantId: string;
  size: string;
  /** Out-of-stock sizes are disabled and labelled ' - Out of stock' (§5). */
  disabled: boolean;
}

export function sizeChoices(product: BundleProduct, colour: string): SizeChoice[] {
  return sizeOptions(product, colour).map((s) => ({ variantId: s.variant.id, size: s.size, disabled: !s.isOnStock }));
}

export type AddDecision =
  | { action: 'none' }
  /** Selected products without a size: they get the error, nothing is sent. */
  | { action: 'selectSize'; productIds: string[] }
  | { action: 'add'; lines: Array<{ productId: string; variant: Variant }> };

/** What "add selected to bag" does: every selected product needs a size (§5). */
export function decideAdd(products: readonly BundleProduct[], items: Readonly<Record<string, BundleItemState>>): AddDecision {
  const selected = products.filter((p) => items[p.id]?.isSelected);
  if (selected.length === 0) return { action: 'none' };
  const missing = selected.filter((p) => !sizedVariant(p, items[p.id]!));
  if (missing.length > 0) return { action: 'selectSize', productIds: missing.map((p) => p.id) };
  return { action: 'add', lines: selected.map((p) => ({ productId: p.id, variant: sizedVariant(p, items[p.id]!)! })) };
}

/** After the add, the selected products are deselected (§4). */
export function afterAdd(items: Readonly<Record<string, BundleItemState>>, addedIds: readonly string[]): Record<string, BundleItemState> {
  return Object.fromEntries(Object.entries(items).map(([id, item]) => [id, addedIds.includes(id) ? { ...item, isSelected: false, sizeError: false } : item]));
}

/**
 * A talent card shows at most TALENT_SWATCH_LIMIT colours (§9): the card's
 * own colour and the first others, in the card's order. The listing card
 * shows the swatches it is given.
 */
export function talentCard(card: ProductCardData): ProductCardData {
  const variants = Array.isArray(card.colourVariants) ? card.colourVariants : [];
  if (variants.length <= TALENT_SWATCH_LIMIT) return card;
  const own = variants.find((v) => v.colour === card.colour);
  const kept = new Set(own ? [own] : []);
  for (const v of variants) if (kept.size < TALENT_SWATCH_LIMIT) kept.add(v);
  const colourVariants = variants.filter((v) => kept.has(v));
  const colours = new Set(colourVariants.map((v) => v.colour));
  const priceVariants = Array.isArray(card.priceVariants) ? card.priceVariants.filter((p) => colours.has(p.colour)) : card.priceVariants;
  return { ...card, colourVariants, priceVariants };
}
