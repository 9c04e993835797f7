// Catalogue Product + fascia → search record: the card fields of SearchHit,
// every facet key of spec 1 §3 that applies to the product, and the numeric
// attributes used by numericFilters and the sort replicas. Attributes the
// catalogue does not carry are derived from the product id (seeded), so the
// same product always has the same facet values.
import {
  defaultVariant,
  FASCIA_KEYS,
  FASCIAS,
  formatMoney,
  percentageSaving,
  priceSummary,
  type ColourVariant,
  type FasciaKey,
  type FasciaSettings,
  toCardData,
  type PriceVariant,
  type Product,
  type ProductCardData,
  type SearchHit,
  type Variant,
} from '@storefront/shared-contracts';
import { pick, pickSome, seeded } from './seed';

export interface ProductSearchRecord extends SearchHit {
  /** Lowest current price in major units: numericFilters, facets_stats and the price sorts. */
  priceValue: number;
  wasPriceValue?: number;
  /** 1 is the best seller. */
  bestSellerRank: number;
  /** Unix time in seconds the product went on sale (newness sort). */
  createdAt: number;
  isOnStock: boolean;
  delivery: string[];
  size: string[];
  /** The card's default colour name (links use it). */
  colour: string;
  /** The spec's colour facet: colour families of every variant (`colour` is taken by the card). */
  colourFacet: string[];
  style?: string;
  category: string;
  gender: string;
  department: string;
  fabrication?: string;
  occasion?: string;
  discountBands?: string;
  neckline?: string;
  sleeveLength?: string;
  bodyFit?: string;
  pattern?: string;
  detail?: string[];
  priceBands: string;
  priceRange: string;
  ratingGroup?: string;
  discountRange?: string;
  skinType?: string[];
  hairType?: string[];
  material?: string;
  fit?: string[];
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** Price bucket bounds in major units; SEK prices run about ten times higher. */
function priceBounds(currency: FasciaSettings['currency']): number[] {
  const base = [0, 20, 50, 100, 200];
  return currency === 'SEK' ? base.map((bound) => bound * 10) : base;
}

/** "20-50" style range (the spec's 'min-max' with the word max) and its display band. */
export function priceBucket(major: number, fascia: FasciaSettings): { range: string; band: string } {
  const bounds = priceBounds(fascia.currency);
  let index = bounds.length - 1;
  while (index > 0 && major < bounds[index]!) index--;
  const lower = bounds[index]!;
  const upper = bounds[index + 1];
  const format = (value: number) => formatMoney(value * 100, fascia).replace(/[.,]00(?=\D*$)/, '');
  return upper === undefined
    ? { range: `${lower}-max`, band: `${format(lower)} and over` }
    : { range: `${lower}-${upper}`, band: `${format(lower)} - ${format(upper)}` };
}

const DISCOUNT_BOUNDS = [0, 10, 20, 30, 50];

/** Discount bucket: "10-20" (discountRange) and "10% - 20% off" (discountBands); none without a saving. */
export function discountBucket(saving: number): { range: string; band: string } | undefined {
  if (saving <= 0) return undefined;
  let index = DISCOUNT_BOUNDS.length - 1;
  while (index > 0 && saving < DISCOUNT_BOUNDS[index]!) index--;
  const lower = DISCOUNT_BOUNDS[index]!;
  const upper = DISCOUNT_BOUNDS[index + 1];
  if (upper === undefined) return { range: `${lower}-max`, band: `${lower}% off or more` };
  return { range: `${lower}-${upper}`, band: lower === 0 ? `Up to ${upper}% off` : `${lower}% - ${upper}% off` };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function priceText(variants: readonly Variant[]): { price: string; wasPrice?: string; percentageSaving?: number } {
  const summary = priceSummary(variants);
  if (!summary) return { price: '0.00' };
  const price = summary.isRange ? `${money(summary.lowCents)}-${money(summary.highCents)}` : money(summary.lowCents);
  if (summary.wasCents === undefined) return { price };
  return { price, wasPrice: money(summary.wasCents), percentageSaving: percentageSaving(summary.lowCents, summary.wasCents) };
}

function byColour(product: Product): Map<string, Variant[]> {
  const groups = new Map<string, Variant[]>();
  for (const variant of product.variants) {
    const list = groups.get(variant.attributes.colour);
    if (list) list.push(variant);
    else groups.set(variant.attributes.colour, [variant]);
  }
  return groups;
}

function colourVariants(groups: Map<string, Variant[]>): ColourVariant[] {
  return [...groups.entries()].map(([colour, variants]) => {
    const first = variants[0]!;
    const images = first.images;
    const entry: ColourVariant = {
      colour,
      colourFacet: first.attributes.colourFacet,
      sizesInStock: variants.filter((variant) => variant.isOnStock).map((variant) => variant.attributes.size),
      sku: first.sku,
    };
    if (first.attributes.swatchImage) entry.swatchImage = first.attributes.swatchImage;
    if (images[0]) entry.imageResponsive = { desktop: images[0].desktop, ...(images[0].mobile ? { mobile: images[0].mobile } : {}) };
    if (images[1]) entry.rolloverImage = { desktop: images[1].desktop };
    return entry;
  });
}

function priceVariants(groups: Map<string, Variant[]>): PriceVariant[] {
  return [...groups.entries()].map(([colour, variants]) => ({ colour, ...priceText(variants) }));
}

type Garment = 'top' | 'bottom' | 'shoe' | 'other';

/** What kind of garment the product is, from its category words (for neckline and sleeves). */
function garmentOf(product: Product): Garment {
  const text = `${product.categoryNames.join(' ')} ${product.name}`.toLowerCase();
  if (/shoe|boot|trainer|sandal|heel|loafer|flat/.test(text)) return 'shoe';
  if (/jean|trouser|skirt|short|legging/.test(text)) return 'bottom';
  if (/dress|top|shirt|blouse|knit|jumper|cardigan|coat|jacket|blazer|tee|bodysuit|cami|vest/.test(text)) return 'top';
  return 'other';
}

const NECKLINES = ['Crew Neck', 'V-Neck', 'Scoop Neck', 'Square Neck', 'High Neck', 'Cowl Neck'];
const SLEEVES = ['Sleeveless', 'Short Sleeve', '3/4 Sleeve', 'Long Sleeve'];
const BODY_FITS = ['Regular', 'Slim', 'Relaxed', 'Oversized'];
const PATTERNS = ['Plain', 'Plain', 'Plain', 'Floral', 'Striped', 'Check', 'Animal Print', 'Polka Dot'];
const DETAILS = ['Buttons', 'Pockets', 'Embroidery', 'Lace', 'Ruffles', 'Sequins', 'Belted', 'Pleats'];
const FITS = ['Regular', 'Petite', 'Tall', 'Plus Size', 'Maternity'];
const OCCASIONS = ['Casual', 'Workwear', 'Party', 'Wedding Guest', 'Holiday'];
const FABRICS = ['Cotton', 'Linen', 'Polyester', 'Viscose', 'Wool', 'Denim'];
const HOME_MATERIALS = ['Cotton', 'Velvet', 'Linen', 'Wool', 'Ceramic', 'Glass'];
const SKIN_TYPES = ['Dry', 'Oily', 'Combination', 'Normal', 'Sensitive'];
const HAIR_TYPES = ['Straight', 'Wavy', 'Curly', 'Coily', 'Fine', 'Thick'];
const STYLES: Record<Product['productType'], string[]> = {
  fashion: ['Classic', 'Casual', 'Smart', 'Boho', 'Minimal'],
  beauty: ['Everyday', 'Glam', 'Natural'],
  home: ['Modern', 'Rustic', 'Scandi', 'Classic'],
};

/** The main material named by a fabrication text: "95% Polyester, 5% Elastane" → "Polyester". */
export function mainMaterial(fabrication: string): string | undefined {
  const match = /(?:\d+%\s*)?([A-Za-z][A-Za-z ]*?)(?:\s+upper)?(?:,|$)/.exec(fabrication.trim());
  return match?.[1]?.trim() || undefined;
}

/** A card's pictures: a variant's images, desktop and mobile urls only. */
function cardImagesOf(variant: Variant | undefined): ProductCardData['imagesResponsive'] {
  return (variant?.images ?? []).map((image) => ({ desktop: image.desktop, ...(image.mobile ? { mobile: image.mobile } : {}) }));
}

const EPOCH_2025 = Date.UTC(2025, 0, 1) / 1000;
const TWO_YEARS = 2 * 365 * 24 * 3600;

export function toSearchRecord(product: Product, fascia: FasciaSettings): ProductSearchRecord {
  const id = product.id;
  const master = defaultVariant(product);
  const attributes = master?.attributes;
  const summary = priceSummary(product.variants);
  const lowCents = summary?.lowCents ?? 0;
  const prices = priceText(product.variants);
  const groups = byColour(product);
  const images = cardImagesOf(master);
  const department = attributes?.department ?? product.categoryNames.at(-1) ?? 'Other';
  const leafCategory = product.categories.at(-1)?.name ?? product.categoryNames[0] ?? department;
  const type = product.productType;
  const garment = type === 'fashion' ? garmentOf(product) : 'other';
  const clothing = type === 'fashion' && garment !== 'shoe';
  const isHair = type === 'beauty' && /hair/i.test(`${product.categoryNames.join(' ')} ${product.name}`);
  const fabrication = attributes?.fabrication ?? (type === 'beauty' ? undefined : pick(id, 'fabrication', FABRICS));
  const priceMajor = lowCents / 100;
  const price = priceBucket(priceMajor, fascia);
  const saving = prices.percentageSaving ?? 0;
  const discount = discountBucket(saving);
  const reviews = product.reviewStats;
  const inStock = product.variants.some((variant) => variant.isOnStock);
  const createdAt = product.createdAt ? Math.floor(Date.parse(product.createdAt) / 1000) : Math.floor(EPOCH_2025 + seeded(id, 'createdAt') * TWO_YEARS);

  const delivery = ['Standard Delivery'];
  if (product.isHostedMarketplace) delivery.push('Delivered by Seller');
  else {
    if (!product.surcharge?.bulkyItem && seeded(id, 'nextDay') < 0.7) delivery.push('Next Day Delivery');
    if (seeded(id, 'collect') < 0.5) delivery.push('Click & Collect');
  }

  const record: ProductSearchRecord = {
    objectID: id,
    id,
    productId: id,
    productKey: product.key,
    name: product.name,
    brand: product.brand,
    slug: product.slug,
    colour: attributes?.colour ?? '',
    colourVariants: colourVariants(groups),
    priceVariants: priceVariants(groups),
    ...prices,
    imagesResponsive: images,
    images: images.map((image) => ({ desktop: image.desktop })),
    isPremier: product.isPremier,
    ...(attributes?.classification ? { classification: attributes.classification } : {}),
    department,
    averageRating: reviews.averageRating,
    totalReviewCount: reviews.totalReviewCount,
    categoryNames: product.categoryNames,
    categorySlugs: product.categories.map((category) => category.slug),
    hasGiftWithPurchase: Boolean(product.hasGiftWithPurchase),
    ...(product.badges?.length ? { badges: product.badges } : {}),
    ...(product.variants.length === 1
      ? { singleVariantSku: product.variants[0]!.marketplaceSku ?? product.variants[0]!.sku }
      : {}),
    ...(attributes?.collection ? { collection: attributes.collection } : {}),
    breadcrumbs: product.breadcrumbs.map((crumb) => ({ name: crumb.name, slug: crumb.slug })),

    priceValue: priceMajor,
    ...(summary?.wasCents !== undefined ? { wasPriceValue: summary.wasCents / 100 } : {}),
    percentageSaving: saving,
    bestSellerRank: 1 + Math.floor(seeded(id, 'bestSeller') * 100_000),
    createdAt,
    isOnStock: inStock,

    delivery,
    size: unique(product.variants.filter((variant) => variant.isOnStock).map((variant) => variant.attributes.size)).filter(Boolean),
    colourFacet: unique(product.variants.map((variant) => variant.attributes.colourFacet)),
    style: attributes?.styleTaxonomy ?? pick(id, 'style', STYLES[type]),
    category: leafCategory,
    gender:
      attributes?.gender ?? (department === 'Menswear' ? 'Male' : department === 'Womenswear' ? 'Female' : 'Unisex'),
    ...(fabrication ? { fabrication } : {}),
    ...(type === 'fashion' ? { occasion: attributes?.occasion ?? pick(id, 'occasion', OCCASIONS) } : {}),
    ...(discount ? { discountBands: discount.band, discountRange: discount.range } : {}),
    ...(clothing && garment === 'top'
      ? { neckline: pick(id, 'neckline', NECKLINES), sleeveLength: pick(id, 'sleeve', SLEEVES) }
      : {}),
    ...(clothing ? { bodyFit: pick(id, 'bodyFit', BODY_FITS), fit: pickSome(id, 'fit', FITS, 1, 2) } : {}),
    ...(type !== 'beauty' ? { pattern: pick(id, 'pattern', PATTERNS) } : {}),
    ...(type === 'fashion' ? { detail: pickSome(id, 'detail', DETAILS, 1, 2) } : {}),
    priceBands: price.band,
    priceRange: price.range,
    ...(reviews.totalReviewCount > 0 ? { ratingGroup: String(Math.max(1, Math.floor(reviews.averageRating))) } : {}),
    ...(type === 'beauty' && !isHair ? { skinType: pickSome(id, 'skin', SKIN_TYPES, 1, 3) } : {}),
    ...(isHair ? { hairType: pickSome(id, 'hair', HAIR_TYPES, 1, 3) } : {}),
    ...(type === 'home'
      ? { material: fabrication ? mainMaterial(fabrication) ?? pick(id, 'material', HOME_MATERIALS) : pick(id, 'material', HOME_MATERIALS) }
      : fabrication
        ? { material: mainMaterial(fabrication) }
        : {}),
  };
  return record;
}

/**
 * A product's card outside a listing (the wishlist page): the fields of its
 * search record a listing card reads, so it is the card a listing shows,
 * opening on `colour` (its pictures too) when the product has that colour.
 */
export function productCard(product: Product, fascia: FasciaSettings, colour?: string): ProductCardData | null {
  const card = toCardData(toSearchRecord(product, fascia));
  const inColour = colour === undefined ? undefined : product.variants.find((variant) => variant.attributes.colour === colour);
  if (!card || !inColour || colour === undefined) return card;
  return { ...card, colour, imagesResponsive: cardImagesOf(inColour) };
}

/** Records of the products a fascia sells. */
export function recordsForFascia(products: readonly Product[], fascia: FasciaSettings): ProductSearchRecord[] {
  return products.filter((product) => product.availablefascias.includes(fascia.key)).map((product) => toSearchRecord(product, fascia));
}

/**
 * `{ burton_products: [...], ... }` for every fascia that has a search index. Each index's
 * records are made when first read, so an index built on its first search costs nothing before.
 */
export function fasciaIndexes(productsIn: (fascia: FasciaKey) => readonly Product[]): Record<string, Iterable<ProductSearchRecord>> {
  const indexes: Record<string, Iterable<ProductSearchRecord>> = {};
  for (const key of FASCIA_KEYS) {
    const fascia = FASCIAS[key];
    if (!fascia.search.sourceIndex) continue;
    let records: ProductSearchRecord[] | undefined;
    indexes[fascia.search.sourceIndex] = { [Symbol.iterator]: () => (records ??= recordsForFascia(productsIn(key), fascia))[Symbol.iterator]() };
  }
  return indexes;
}
