// The bag's rules, one copy for the api (which answers with their results on
// every Cart) and the bag page (which may use them to show a change before the
// api answers): a line's stock status and quantity limit, whether the bag can
// go to checkout, delivery, totals and gift lines, and where a line's name
// links (the shell's server-drawn bag and the basket remote's pages). Plain
// functions of their inputs: no clock, no catalogue, no database.
import type { BasketLine, BasketTotals, Delivery, GiftLine, LineStockStatus, Money } from '../entities/basket';
import type { FasciaSettings } from '../fascia/fascias';
import { productUrl } from '../routes/routes';
import { imageUrl } from '../api/paths';

/** The most one bag line may hold, however it is reached (an add, a quantity change, a sign-in merge). */
export const LINE_QUANTITY_LIMIT = 10;

/**
 * How the bag flags a line: `outOfStock` when none is left, `short` when the
 * line holds more than is left, `lowStock` when fewer than the fascia's
 * threshold are left (as the product page's low-stock message), else `inStock`.
 */
export function lineStockStatus(quantity: number, availableQuantity: number, lowStockThreshold: number): LineStockStatus {
  if (availableQuantity <= 0) return 'outOfStock';
  if (quantity > availableQuantity) return 'short';
  if (availableQuantity < lowStockThreshold) return 'lowStock';
  return 'inStock';
}

/**
 * The quantity stepper's top: the line limit, or the stock when lower. At
 * least 1, so an out-of-stock line still has a valid quantity to show (it can
 * be lowered or removed, not raised).
 */
export function maxLineQuantity(availableQuantity: number): number {
  return Math.max(1, Math.min(LINE_QUANTITY_LIMIT, availableQuantity));
}

/** A bag can go to checkout when it has a line and every line can be bought as it stands. */
export function checkoutAllowed(lines: ReadonlyArray<{ stockStatus: LineStockStatus }>): boolean {
  return lines.length > 0 && lines.every((line) => line.stockStatus !== 'outOfStock' && line.stockStatus !== 'short');
}

/**
 * Whether a customer's premier membership is active on `now`: it runs to the
 * end of its expiry date (an ISO date, `YYYY-MM-DD`, read in UTC like the
 * stored date). No expiry, or one that cannot be read, is no membership.
 */
export function isPremierActive(premierExpiry: string | null | undefined, now: Date): boolean {
  if (!premierExpiry || !/^\d{4}-\d{2}-\d{2}$/.test(premierExpiry)) return false;
  return premierExpiry >= now.toISOString().slice(0, 10);
}

type DeliverySettings = Pick<FasciaSettings, 'currency' | 'delivery'>;

export interface DeliveryInput {
  /** The lines' total in the fascia's cents. */
  subtotalCentAmount: number;
  /** Any line is a bulky item. */
  hasBulkyItem: boolean;
  /** The customer has an active premier membership (see isPremierActive). */
  premier: boolean;
}

const money = (centAmount: number, fascia: DeliverySettings): Money => ({ centAmount, currencyCode: fascia.currency });

/**
 * What delivery costs the bag. A bag with nothing to pay for (the empty bag)
 * is delivered for nothing and shows how far the free threshold is. Premier
 * members get standard delivery free (kind `premier`), whatever the subtotal;
 * others get it free from the fascia's threshold (kind `free`), else pay the
 * standard charge and are told how much more to spend. A bulky item adds the
 * fascia's surcharge, once, to every kind: premier and the threshold cover
 * standard delivery only.
 */
export function deliveryFor({ subtotalCentAmount, hasBulkyItem, premier }: DeliveryInput, fascia: DeliverySettings): Delivery {
  const { standardCentAmount, freeThresholdCentAmount, bulkySurchargeCentAmount } = fascia.delivery;
  const threshold = money(freeThresholdCentAmount, fascia);
  const surcharge = hasBulkyItem ? bulkySurchargeCentAmount : 0;
  const bulky = hasBulkyItem ? { bulkySurcharge: money(bulkySurchargeCentAmount, fascia) } : {};
  if (subtotalCentAmount <= 0 && !hasBulkyItem) {
    return { kind: 'standard', price: money(0, fascia), threshold, remaining: threshold };
  }
  if (premier) return { kind: 'premier', price: money(surcharge, fascia), threshold, ...bulky };
  if (subtotalCentAmount >= freeThresholdCentAmount) return { kind: 'free', price: money(surcharge, fascia), threshold, ...bulky };
  return {
    kind: 'standard',
    price: money(standardCentAmount + surcharge, fascia),
    threshold,
    remaining: money(freeThresholdCentAmount - subtotalCentAmount, fascia),
    ...bulky,
  };
}

export interface TotalsInput {
  lines: ReadonlyArray<{ lineTotal: Money; bulkyItem: boolean }>;
  premier: boolean;
}

/** The bag's subtotal (the lines' totals), its delivery and what the shopper pays: subtotal plus delivery. */
export function basketTotals({ lines, premier }: TotalsInput, fascia: DeliverySettings): BasketTotals {
  const subtotalCentAmount = lines.reduce((sum, line) => sum + line.lineTotal.centAmount, 0);
  const delivery = deliveryFor({ subtotalCentAmount, hasBulkyItem: lines.some((line) => line.bulkyItem), premier }, fascia);
  return {
    subtotal: money(subtotalCentAmount, fascia),
    delivery,
    total: money(subtotalCentAmount + delivery.price.centAmount, fascia),
  };
}

/** A bag line as the gift rule reads it: its sku and its product's gift with purchase, if any. */
export interface GiftSource {
  sku: string;
  productSlug: string;
  gwp?: { sku: string; description: string };
}

/** The gift's own product, when its sku is a variant the shop sells. */
export interface GiftProduct {
  name: string;
  slug: string;
  image?: string;
}

/**
 * A gift's name when the gift is not a product of its own: the gift
 * description without its offer wording, "Free travel-size hair oil with this
 * product" → "Travel-size hair oil".
 */
export function giftNameFromDescription(description: string): string {
  const name = description
    .trim()
    .replace(/^free\s+/i, '')
    .replace(/\s+(?:with|when you buy)\s+(?:this|any|every)\b.*$/i, '')
    .trim();
  const text = name || description.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The gift lines of a bag: one per distinct gift sku among the lines whose
 * product has a gift with purchase, brought by the first such line (in bag
 * order), always 1 and free. Derived from the lines on every answer, so the
 * gift comes with the first qualifying line and goes with the last.
 * `giftProduct` finds the gift's own product (name, page, image) when the gift
 * sku is one; otherwise the gift is named from its description and links to
 * the product that brings it.
 */
export function giftLines(
  lines: readonly GiftSource[],
  giftProduct: (giftSku: string) => GiftProduct | undefined,
  fascia: Pick<FasciaSettings, 'currency'>,
): GiftLine[] {
  const gifts = new Map<string, GiftLine>();
  for (const line of lines) {
    if (!line.gwp || gifts.has(line.gwp.sku)) continue;
    const product = giftProduct(line.gwp.sku);
    gifts.set(line.gwp.sku, {
      name: product?.name ?? giftNameFromDescription(line.gwp.description),
      productSlug: product?.slug ?? line.productSlug,
      quantity: 1,
      totalPrice: { centAmount: 0, currencyCode: fascia.currency },
      variant: { sku: line.gwp.sku, ...(product?.image ? { image: product.image } : {}) },
      productDescription: line.gwp.description,
      forSku: line.sku,
    });
  }
  return [...gifts.values()];
}

/** The product page in the line's colour (premier products under /premier). */
export const lineLink = (line: Pick<BasketLine, 'slug' | 'isPremier' | 'colour'>): string =>
  productUrl({ slug: line.slug, isPremier: line.isPremier, colour: line.colour || null });

/** Width a bag line's image is shown at (CSS px). */
export const LINE_IMAGE_WIDTH = 96;

/**
 * A bag line's image as the bag pages show it, twice its width asked for
 * sharp screens: one address, so the image the shell's server drew is the one
 * the bag remote shows, from the browser's cache.
 */
export const lineImage = (image: string, fascia: Pick<FasciaSettings, 'imageAspectRatio'>) => ({
  src: imageUrl(image, LINE_IMAGE_WIDTH * 2),
  width: LINE_IMAGE_WIDTH,
  height: Math.round(LINE_IMAGE_WIDTH * fascia.imageAspectRatio),
});
