// What a card shows for a colour (spec 1 §4, spec 3 §4): the selected
// colour's image, price and link follow it.
import type { ColourVariant, ProductCardData } from '../entities/card';
import type { FasciaSettings } from '../fascia/fascias';
import { formatMoney } from '../format/money';
import { priceTextEnds, toCents } from '../format/priceText';
import { productUrl } from '../routes/routes';

export function colourVariantOf(product: ProductCardData, colour: string): ColourVariant | undefined {
  return product.colourVariants.find((variant) => variant.colour === colour);
}

/** The colour a card opens on: the product's own colour, else its first colour variant. */
export function cardInitialColour(product: ProductCardData): string {
  if (product.colour && (product.colourVariants.length === 0 || colourVariantOf(product, product.colour))) return product.colour;
  return product.colourVariants[0]?.colour ?? product.colour;
}

export interface CardImages {
  main: string | null;
  /** Second image shown on hover, when one exists. */
  rollover: string | null;
}

export function cardImages(product: ProductCardData, colour: string): CardImages {
  const variant = colourVariantOf(product, colour);
  const variantImage = variant?.imageResponsive?.desktop.url;
  if (variantImage) return { main: variantImage, rollover: variant?.rolloverImage?.desktop.url || null };
  // The card's own images are those of its default colour.
  if (colour === cardInitialColour(product) || !variant) {
    return { main: product.imagesResponsive[0]?.desktop.url || null, rollover: product.imagesResponsive[1]?.desktop.url || null };
  }
  return { main: product.imagesResponsive[0]?.desktop.url || null, rollover: null };
}

/** Rollover only where the device supports it and every image has a desktop url. */
export function rolloverAllowed(product: ProductCardData, supported: boolean): boolean {
  return supported && product.imagesResponsive.length > 0 && product.imagesResponsive.every((image) => Boolean(image?.desktop?.url));
}

export interface CardPrice {
  price: string;
  wasPrice?: string;
  percentageSaving?: number;
}

/**
 * The price a card shows. Until the shopper picks a colour it is the
 * product's own price (a range when its colours or sizes differ), whose low
 * end is the lowest price: the one the price sorts, price facets and price
 * filters of the search service use, so a list sorted by price reads in
 * order. A picked colour shows its colour-level price variant, else the
 * product's (spec 3 §4: the price follows the selected colour).
 */
export function cardPrice(product: ProductCardData, pickedColour: string | null): CardPrice {
  const forColour = pickedColour === null ? [] : product.priceVariants.filter((variant) => variant.colour === pickedColour);
  const variant = forColour.find((v) => !v.size) ?? forColour[0];
  const source: CardPrice = variant ?? product;
  return {
    price: source.price,
    ...(source.wasPrice ? { wasPrice: source.wasPrice } : {}),
    ...(source.percentageSaving ? { percentageSaving: source.percentageSaving } : {}),
  };
}

/** A price is a range when it contains a hyphen (spec 3 §5). */
export function isPriceRange(price: string): boolean {
  return price.includes('-');
}

/** A major-unit price text in the fascia's currency; text that is not a number is shown as it is. */
function formatPriceText(price: string, fascia: Pick<FasciaSettings, 'locale' | 'currency'>): string {
  const value = priceTextEnds(price).low;
  return value === null ? price.trim() : formatMoney(toCents(value), fascia);
}

export interface ShownPrice {
  low: string;
  /** Only for a range. */
  high?: string;
}

export function shownPrice(price: string, fascia: Pick<FasciaSettings, 'locale' | 'currency'>): ShownPrice {
  if (!isPriceRange(price)) return { low: formatPriceText(price, fascia) };
  const [low = '', high = ''] = price.split('-', 2);
  return { low: formatPriceText(low, fascia), high: formatPriceText(high, fascia) };
}

/** The product link for a colour (spec 1 §2): size only when exactly one is chosen. */
export function cardLink(product: ProductCardData, colour: string, chosenSizes: readonly string[] = []): string {
  return productUrl({
    slug: product.slug,
    isPremier: product.isPremier,
    colour: colour || null,
    sizes: chosenSizes,
    recommendedUrl: product.recommendedUrl ?? null,
  });
}

/** The card image's `src` width and `sizes`: the shell's server-rendered first
 * results and the listing's cards must agree so the browser reuses the image. */
export const CARD_IMAGE_WIDTH = 480;
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/** The whole percent saved, for "Save N%": only above 0 and with a was-price; else null. */
export function savePercent(card: Pick<ProductCardData, 'percentageSaving' | 'wasPrice'>): number | null {
  const saving = card.percentageSaving;
  return card.wasPrice && saving !== undefined && saving > 0 ? Math.round(saving) : null;
}
