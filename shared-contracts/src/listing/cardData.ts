// Card data comes from the search service or another remote: check what the
// card relies on instead of trusting the types. A hit that is not a product
// is left out (null); broken optional parts are dropped, never thrown on.
// Plain checks rather than a schema library: this runs for every card on the
// listing's first render, and a schema library would be most of the card's
// JavaScript.
import type { BadgeConfig } from '../entities/badge';
import type { ColourVariant, PriceVariant, ProductCardData } from '../entities/card';
import { safeUrl } from '../urls/safeUrl';
import { isRecord } from '../json/isRecord';

const string = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** A non-blank string, trimmed. */
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const number = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
/** Price text; a number is written with two decimals. */
const priceText = (value: unknown): string | undefined => string(value) ?? (number(value) !== undefined ? (value as number).toFixed(2) : undefined);
/** A list of strings, or nothing when any entry is not one. */
const strings = (value: unknown): string[] | undefined => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? [...(value as string[])] : undefined);

/** Keeps the entries of a list that parse, dropping the others. */
function listOf<T>(value: unknown, parse: (item: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = parse(item);
    return parsed === null ? [] : [parsed];
  });
}

/** Only the named fields that are present, so absent ones stay absent (not undefined). */
function present<T extends object>(value: { [K in keyof T]: T[K] | undefined }): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function urlOf(value: unknown): { url: string } | null {
  return isRecord(value) && typeof value.url === 'string' ? { url: value.url } : null;
}

type CardImage = ProductCardData['imagesResponsive'][number];

function imageOf(value: unknown): CardImage | null {
  if (!isRecord(value)) return null;
  const desktop = urlOf(value.desktop);
  if (!desktop) return null;
  const mobile = urlOf(value.mobile);
  return mobile ? { desktop, mobile } : { desktop };
}

function colourVariantOf(value: unknown): ColourVariant | null {
  if (!isRecord(value)) return null;
  const colour = text(value.colour);
  if (!colour) return null;
  const rollover = isRecord(value.rolloverImage) ? urlOf(value.rolloverImage.desktop) : null;
  return present<ColourVariant>({
    colour,
    colourFacet: string(value.colourFacet) ?? '',
    swatchImage: string(value.swatchImage),
    imageResponsive: imageOf(value.imageResponsive) ?? undefined,
    rolloverImage: rollover ? { desktop: rollover } : undefined,
    sizesInStock: strings(value.sizesInStock) ?? [],
    sku: string(value.sku) ?? '',
  });
}

function priceVariantOf(value: unknown): PriceVariant | null {
  if (!isRecord(value)) return null;
  const colour = text(value.colour);
  const price = priceText(value.price);
  if (!colour || price === undefined) return null;
  return present<PriceVariant>({
    colour,
    size: string(value.size),
    price,
    wasPrice: priceText(value.wasPrice),
    percentageSaving: number(value.percentageSaving),
  });
}

const BADGE_PLACEMENT = /^(PDP|PLP|CAROUSEL)_(topLeft|topRight|bottomLeft|bottomRight|price|promo)$/;

function badgeOf(value: unknown): BadgeConfig | null {
  if (!isRecord(value)) return null;
  const placement = string(value.placement);
  const priority = number(value.priority);
  const text1 = string(value.text1);
  if (!placement || !BADGE_PLACEMENT.test(placement) || priority === undefined || text1 === undefined) return null;
  return present<BadgeConfig>({
    id: string(value.id) ?? '',
    placement: placement as BadgeConfig['placement'],
    categorySlug: string(value.categorySlug),
    priority,
    text1,
    text2: string(value.text2),
    icon: string(value.icon),
    backgroundColor: string(value.backgroundColor),
    textColor: string(value.textColor),
    borderColor: string(value.borderColor),
    discount: number(value.discount),
  });
}

/**
 * The record attributes toCardData reads: what a listing asks the search
 * service to return (attributesToRetrieve). A record carries every facet
 * attribute too, which no card shows: asking for these only halves the
 * answer the page downloads and parses on each search.
 */
export const CARD_HIT_ATTRIBUTES = [
  'id',
  'productId',
  'productKey',
  'name',
  'brand',
  'slug',
  'colour',
  'colourVariants',
  'priceVariants',
  'price',
  'wasPrice',
  'percentageSaving',
  'imagesResponsive',
  'isPremier',
  'classification',
  'department',
  'averageRating',
  'totalReviewCount',
  'categoryNames',
  'categorySlugs',
  'sponsoredStatus',
  'recommendedUrl',
  'badges',
  'singleVariantSku',
] as const;

export function toCardData(raw: unknown): ProductCardData | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  const productKey = text(raw.productKey);
  const name = text(raw.name);
  const slug = text(raw.slug);
  if (!id || !productKey || !name || !slug) return null;
  const rating = number(raw.averageRating);
  const reviews = number(raw.totalReviewCount);
  return present<ProductCardData>({
    id,
    productId: string(raw.productId),
    productKey,
    name,
    brand: string(raw.brand) ?? '',
    slug,
    colour: string(raw.colour) ?? '',
    colourVariants: listOf(raw.colourVariants, colourVariantOf),
    priceVariants: listOf(raw.priceVariants, priceVariantOf),
    price: priceText(raw.price) ?? '',
    wasPrice: priceText(raw.wasPrice),
    percentageSaving: number(raw.percentageSaving),
    imagesResponsive: listOf(raw.imagesResponsive, imageOf),
    isPremier: typeof raw.isPremier === 'boolean' ? raw.isPremier : false,
    classification: string(raw.classification),
    department: string(raw.department),
    averageRating: rating !== undefined && rating >= 0 && rating <= 5 ? rating : undefined,
    totalReviewCount: reviews !== undefined && Number.isInteger(reviews) && reviews >= 0 ? reviews : undefined,
    categoryNames: strings(raw.categoryNames),
    categorySlugs: strings(raw.categorySlugs),
    sponsoredStatus: text(raw.sponsoredStatus),
    recommendedUrl: safeUrl(string(raw.recommendedUrl)) ?? undefined,
    badges: raw.badges === undefined ? undefined : listOf(raw.badges, badgeOf),
    singleVariantSku: string(raw.singleVariantSku),
  });
}
