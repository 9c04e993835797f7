// Deterministic catalogue generator. A fixed seed and one random stream per
// product give the same catalogue on every start, without any stored data.
// Records keep GBP pence only; other currencies are derived (see pricing.ts).
import type { BadgeConfig, FasciaKey, Manufacturer, Product, ProductType, ReviewStatsSummary, SocialProofMessage } from '@storefront/shared-contracts';
import { FASCIA_KEYS } from '@storefront/shared-contracts';
import { PRODUCT_BADGE_POOL } from './badges';
import {
  BRANDS, CATEGORIES, CLASSIFICATIONS, DEPARTMENT_SLUGS, OCCASIONS, PALETTES, SHAPE_TYPE, SIZE_SCHEMES, VIEWS_BY_TYPE,
} from './data';
import type { BrandDef, CategoryDef, ColourDef, ShapeKind, SizeScheme } from './data';
import { type Rng, createRng, deriveSeed } from '../random/prng';
import { reviewSummaryOf, type ReviewTarget } from '../reviews';
import { socialProofMessages } from './socialProof';

export const CATALOGUE_SEED = 20261122;
export const DEFAULT_PRODUCT_COUNT = 5200;
/** Product numbers start here; the number ends every slug. */
export const FIRST_PRODUCT_NUMBER = 10001;
/** The catalogue's "today": products went on sale before it, reviews were written before it. */
export const CATALOGUE_DATE = Date.UTC(2026, 10, 1);

export interface VariantRecord {
  sku: string;
  marketplaceSku?: string;
  colourIndex: number;
  sizeIndex: number;
  quantity: number;
  /** GBP pence. */
  price: number;
  wasPrice?: number;
}

/** A catalogue product as generated: the product's own identity and words, and what its variants and pages are drawn from. */
export interface ProductRecord extends Pick<Product, 'id' | 'key' | 'name' | 'slug' | 'description' | 'productType' | 'brand' | 'brandSlug'> {
  n: number;
  ownBrand: boolean;
  department: string;
  departmentSlug: string;
  category: { name: string; slug: string };
  categoryTaxonomy: string;
  styleTaxonomy?: string;
  classification?: string;
  gender?: string;
  occasion?: string;
  fabrication?: string;
  detailsAndCare: string;
  sustainabilityContent?: string;
  availablefascias: FasciaKey[];
  isPremier: boolean;
  gwp?: { sku: string; description: string };
  /** 'FitFinder' (drawn) or 'truefit' (truefitFor): the size-fit widget shows for 'truefit'. */
  sizingService?: string;
  /** A beauty consumable offered on subscription (subscribableCategory). */
  isSubscribable?: boolean;
  customisationGroupName?: string;
  voxeloID?: string;
  hasVideo: boolean;
  bulkyItem: boolean;
  isHostedMarketplace: boolean;
  manufacturer?: Manufacturer;
  /** The review count and average drawn here; reviews/generate.ts writes reviews to them. */
  reviewTarget: ReviewTarget;
  /** Count and average of the generated reviews, so the product data and GET /_api/reviews agree (the rest: Catalogue.reviewStats). */
  reviewStats: ReviewStatsSummary;
  createdAt: string;
  shape: ShapeKind;
  views: number;
  colours: ColourDef[];
  sizes: string[];
  variants: VariantRecord[];
  badges: BadgeConfig[];
  socialProof: SocialProofMessage[] | null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whole pounds, sometimes ending in 99p, as shops price things. */
function shopPrice(rng: Rng, [min, max]: readonly [number, number]): number {
  const pounds = Math.round(rng.int(min, max) / 100);
  return rng.chance(0.35) ? pounds * 100 - 1 : pounds * 100;
}

/** 8% out of stock, 12% low stock (1 to 4), the rest 5 to 80. */
function stockLevel(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.08) return 0;
  if (roll < 0.2) return rng.int(1, 4);
  return rng.int(5, 80);
}

function fasciasFor(rng: Rng, brand: BrandDef, department: string): FasciaKey[] {
  const womens: FasciaKey[] = ['coast', 'wallis', 'oasis', 'dorothyperkins'];
  if (brand.fascia) {
    const others = (department === 'Menswear' ? [] : womens).filter((f) => f !== brand.fascia);
    const extra = rng.chance(0.4) ? rng.sample(others, rng.int(1, 2)) : [];
    return FASCIA_KEYS.filter((f) => f === brand.fascia || extra.includes(f));
  }
  if (department === 'Menswear') return FASCIA_KEYS.filter((f) => f === 'burton' || rng.chance(0.15));
  const pool: FasciaKey[] = department === 'Womenswear' ? womens : [...FASCIA_KEYS];
  return rng.sample(pool, rng.int(2, pool.length));
}

/** What a fixture may pin down; everything else is drawn from its stream. */
interface ProductPlan {
  category: CategoryDef;
  name?: string;
  brand?: string;
  colours?: string[];
  sizeScheme?: keyof typeof SIZE_SCHEMES;
  price?: number;
  wasPrice?: number | null;
  stock?: (colourIndex: number, sizeIndex: number) => number;
  fascias?: FasciaKey[];
  keyLetters?: string;
  isPremier?: boolean;
  hasVideo?: boolean;
  voxelo?: boolean;
  customisationGroupName?: string | null;
  marketplace?: boolean;
  gwp?: { sku: string; description: string };
  socialProof?: boolean;
  productBadges?: number[];
  slug?: string;
  department?: string;
  categoryName?: string;
  categorySlug?: string;
  taxonomy?: string;
  /**
   * Pinned review count and average. It skips the two draws of a product
   * with reviews, shifting the rest of its stream: add it only to fixtures
   * drawn without reviews.
   */
  reviews?: ReviewTarget;
  classification?: string | null;
  shape?: ShapeKind;
}

function category(slug: string): CategoryDef {
  const found = CATEGORIES.find((c) => c.slug === slug);
  if (!found) throw new Error(`unknown category ${slug}`);
  return found;
}

/** What the three suit pieces share: their own category, in every fascia, never customised. */
const SUITS = {
  department: 'Menswear', categoryName: 'Suits', categorySlug: 'mens-suits', taxonomy: 'Menswear > Clothing > Suits',
  fascias: [...FASCIA_KEYS], customisationGroupName: null, classification: null,
} satisfies Partial<ProductPlan>;

/**
 * Showcase products: the first numbers of the catalogue, each pinning down a
 * case the front ends must handle. README.md lists them.
 */
function fixturePlans(): ProductPlan[] {
  return [
    {
      // 10001: several colours, price by size, was-price, out-of-stock and low-stock sizes, video, 3D, badges, social proof.
      category: category('womens-dresses'), name: 'Midi Wrap Dress', brand: 'Coast',
      colours: ['Navy', 'Red', 'Green', 'Black'], sizeScheme: 'womensPlusPriced', price: 4500, wasPrice: 6000,
      stock: (c, s) => (c === 3 ? 0 : c === 0 && s === 0 ? 0 : c === 0 && s === 1 ? 2 : c === 2 && s >= 5 ? 0 : 20 + s),
      fascias: [...FASCIA_KEYS], hasVideo: true, voxelo: true, socialProof: true, productBadges: [0, 3, 4],
      reviews: { averageRating: 4.6, totalReviewCount: 486 }, classification: 'Sale', customisationGroupName: null,
    },
    {
      // 10002: more than ten sizes (3 to 9 in half sizes); one colour sold out.
      category: category('womens-shoes'), name: 'Leather Ankle Boots', brand: 'Wallis',
      colours: ['Black', 'Brown', 'Camel'], sizeScheme: 'shoes', price: 6900, wasPrice: null,
      stock: (c, s) => (c === 2 ? 0 : s === 4 ? 3 : s === 12 ? 0 : 12), fascias: [...FASCIA_KEYS],
      reviews: { averageRating: 4.2, totalReviewCount: 45 }, customisationGroupName: null,
    },
    {
      // 10003: waist x leg sizes (21), long leg costs more.
      category: category('womens-jeans'), name: 'High Waist Straight Leg Jeans', brand: 'Oasis',
      colours: ['Cobalt', 'Black'], sizeScheme: 'womensJeans', price: 3900, wasPrice: null,
      stock: (c, s) => (s % 5 === 0 ? 0 : s % 7 === 0 ? 1 : 15), fascias: [...FASCIA_KEYS], customisationGroupName: null,
    },
    {
      // 10004: foundation with shades as colours: try-on eligible.
      category: category('beauty-foundation'), name: 'Serum Foundation', brand: 'Lumière Beauty',
      colours: ['010 Porcelain', '020 Ivory', '030 Sand', '040 Beige', '050 Honey', '060 Golden', '070 Caramel', '080 Toffee', '090 Mocha', '100 Espresso', '110 Ebony', '120 Onyx'],
      sizeScheme: 'foundation', price: 3200, stock: (c) => (c === 5 ? 0 : c === 8 ? 2 : 30), fascias: [...FASCIA_KEYS],
      socialProof: true, reviews: { averageRating: 4.4, totalReviewCount: 312 }, customisationGroupName: null,
    },
    {
      // 10005: foundation from the brand the try-on excludes.
      category: category('beauty-foundation'), name: 'Skin Tint Foundation', brand: 'Nordic Glow',
      colours: ['010 Porcelain', '030 Sand', '050 Honey', '070 Caramel', '090 Mocha', '110 Ebony'],
      sizeScheme: 'foundation', price: 2800, stock: () => 25, fascias: [...FASCIA_KEYS], reviews: { averageRating: 4.1, totalReviewCount: 8 }, customisationGroupName: null,
    },
    {
      // 10006: lipstick shades.
      category: category('beauty-lips'), name: 'Velvet Matte Lipstick', brand: 'Petal & Pine',
      colours: ['Rosewood', 'Ruby', 'Nude', 'Coral', 'Berry', 'Mauve'], sizeScheme: 'oneSize', price: 1800,
      stock: (c) => (c === 1 ? 3 : 40), fascias: [...FASCIA_KEYS], customisationGroupName: null,
    },
    {
      // 10007: home, price by size, monogram customisation.
      category: category('home-cushions'), name: 'Velvet Monogram Cushion', brand: 'Hearth & Loom',
      colours: ['Sage', 'Ochre', 'Navy'], sizeScheme: 'cushion', price: 2500, stock: () => 40,
      fascias: [...FASCIA_KEYS], customisationGroupName: 'monogram', reviews: { averageRating: 4.5, totalReviewCount: 162 },
    },
    {
      // 10008: lamp with a 3D view and an engraving; bulky.
      category: category('home-lighting'), name: 'Glazed Ceramic Table Lamp', brand: 'Maison Verre',
      colours: ['Terracotta', 'White'], sizeScheme: 'oneSize', price: 7500, stock: () => 6,
      fascias: [...FASCIA_KEYS], voxelo: true, customisationGroupName: 'engraving',
    },
    {
      // 10009: the Premier membership: premier, one variant.
      category: category('home-throws'), name: 'Premier Unlimited Delivery', brand: 'Premier',
      slug: 'premier-unlimited-delivery', department: 'Premier', categoryName: 'Delivery', categorySlug: 'premier',
      taxonomy: 'Premier > Delivery', colours: ['White'], sizeScheme: 'oneSize', price: 999, stock: () => 999,
      fascias: [...FASCIA_KEYS], keyLetters: 'PRM', isPremier: true, wasPrice: null, customisationGroupName: null, shape: 'card',
      reviews: { averageRating: 0, totalReviewCount: 0 }, classification: null,
    },
    {
      // 10010: every variant out of stock.
      category: category('womens-dresses'), name: 'Satin Slip Dress', brand: 'Dorothy Perkins',
      colours: ['Blush', 'Black'], sizeScheme: 'womens', price: 3500, stock: () => 0, fascias: [...FASCIA_KEYS],
      customisationGroupName: null,
    },
    {
      // 10011: marketplace seller: variants carry a marketplaceSku.
      category: category('mens-shirts'), name: 'Linen Overshirt', brand: 'Harbour & Co',
      colours: ['Khaki', 'Navy'], sizeScheme: 'letters', price: 4200, stock: (c, s) => (s === 0 ? 0 : 10),
      fascias: [...FASCIA_KEYS], marketplace: true, customisationGroupName: null,
    },
    {
      // 10012: one variant only: quick add adds at once.
      category: category('beauty-haircare'), name: 'Bond Repair Hair Oil', brand: 'Petal & Pine',
      colours: ['No Colour'], sizeScheme: 'oneSize', price: 2200, stock: () => 50, fascias: [...FASCIA_KEYS],
      customisationGroupName: null,
    },
    {
      // 10013: fashion with a monogram.
      category: category('mens-shirts'), name: 'Cotton Oxford Shirt', brand: 'Burton',
      colours: ['White', 'Sky Blue', 'Navy'], sizeScheme: 'letters', price: 3000, stock: () => 30,
      fascias: [...FASCIA_KEYS], customisationGroupName: 'monogram', reviews: { averageRating: 4.3, totalReviewCount: 204 },
    },
    {
      // 10014: beauty with a gift with purchase (the hair oil above).
      category: category('beauty-skincare'), name: 'Hyaluronic Day Cream', brand: 'Lumière Beauty',
      colours: ['No Colour'], sizeScheme: 'skincare', price: 2600, stock: () => 30, fascias: [...FASCIA_KEYS],
      gwp: { sku: 'HAR10012-01-01', description: 'Free Bond Repair Hair Oil (travel size) with this day cream' },
      customisationGroupName: null,
    },
    {
      // 10015: menswear jeans with 18 sizes, only at Burton.
      category: category('mens-jeans'), name: 'Slim Fit Jeans', brand: 'Burton',
      colours: ['Navy', 'Black', 'Grey'], sizeScheme: 'mensJeans', price: 3500, wasPrice: 4500,
      stock: (c, s) => (s % 4 === 0 ? 2 : 18), fascias: ['burton'], customisationGroupName: null,
      reviews: { averageRating: 4, totalReviewCount: 257 },
    },
    // 10016 to 10019: the "style together" showcase (related.ts): a suit in
    // three pieces, each with a colour sold out and one with a single size
    // left, and a jacket for the dress's outfit.
    {
      // 10016: suit jacket: Black sold out, Charcoal only in 40.
      category: category('mens-coats'), name: 'Tailored Suit Jacket', brand: 'Burton', keyLetters: 'SUT',
      ...SUITS, colours: ['Navy', 'Charcoal', 'Black'], sizeScheme: 'suitJacket', price: 8900, wasPrice: null,
      stock: (c, s) => (c === 2 ? 0 : c === 1 ? (s === 2 ? 4 : 0) : s === 5 ? 0 : s === 4 ? 2 : 15),
      reviews: { averageRating: 4.5, totalReviewCount: 38 },
    },
    {
      // 10017: suit trousers: Black sold out, Charcoal in every other waist (28, 32, 36, 40).
      category: category('mens-jeans'), name: 'Tailored Suit Trousers', brand: 'Burton', keyLetters: 'SUT',
      ...SUITS, colours: ['Navy', 'Charcoal', 'Black'], sizeScheme: 'suitTrousers', price: 4900, wasPrice: null,
      stock: (c, s) => (c === 2 ? 0 : c === 1 ? (s % 2 === 0 ? 6 : 0) : 12),
      reviews: { averageRating: 4.3, totalReviewCount: 21 },
    },
    {
      // 10018: suit waistcoat: Charcoal only in M.
      category: category('mens-coats'), name: 'Tailored Suit Waistcoat', brand: 'Burton', keyLetters: 'SUT',
      ...SUITS, colours: ['Navy', 'Charcoal'], sizeScheme: 'letters', price: 3500, wasPrice: null,
      stock: (c, s) => (c === 1 ? (s === 2 ? 3 : 0) : 10),
      reviews: { averageRating: 0, totalReviewCount: 0 },
    },
    {
      // 10019: the midi wrap dress's jacket: Pink sold out, Ivory only in 12.
      category: category('womens-coats'), name: 'Cropped Tweed Jacket', brand: 'Coast',
      colours: ['Ivory', 'Pink', 'Black'], sizeScheme: 'womens', price: 7900, wasPrice: null,
      stock: (c, s) => (c === 1 ? 0 : c === 0 ? (s === 3 ? 5 : 0) : 9),
      fascias: [...FASCIA_KEYS], customisationGroupName: null, classification: 'New In',
      reviews: { averageRating: 4.7, totalReviewCount: 64 },
    },
  ];
}

/** The beauty consumables offered on subscription: skincare, haircare and foundation. */
export const SUBSCRIBABLE_CATEGORIES = ['beauty-skincare', 'beauty-haircare', 'beauty-foundation'];
export const subscribableCategory = (slug: string) => SUBSCRIBABLE_CATEGORIES.includes(slug);

/**
 * The size-fit service: 'FitFinder' where it was drawn; otherwise fashion
 * (not shoes) with a product number ending in 1 or 6 is on 'truefit' (no
 * draw, so every other product stays as it was; 10001, the midi wrap
 * dress, is one).
 */
export function sizingServiceFor(n: number, productType: ProductType, shape: ShapeKind, fitFinder: boolean): { sizingService?: string } {
  if (fitFinder) return { sizingService: 'FitFinder' };
  return productType === 'fashion' && shape !== 'shoe' && n % 5 === 1 ? { sizingService: 'truefit' } : {};
}

function planFor(rng: Rng): ProductPlan {
  return { category: rng.weighted(CATEGORIES.map((c) => [c, c.weight] as const)) };
}

function describe(name: string, brand: string, cat: CategoryDef, colour: string): string {
  const lower = name.toLowerCase();
  switch (SHAPE_TYPE[cat.shape]) {
    case 'beauty':
      return `${brand}'s ${lower} in ${colour}. A modern formula made to wear all day, dermatologically tested and cruelty free.`;
    case 'home':
      return `Bring warmth to any room with this ${lower} from ${brand}. Made to last, in a ${colour.toLowerCase()} tone that works with most schemes.`;
    default:
      return `This ${lower} from ${brand} is an easy favourite in ${colour.toLowerCase()}. Cut for a flattering fit with thoughtful details, it dresses up or down.`;
  }
}

function buildProduct(n: number, plan: ProductPlan, rng: Rng, giftSku: string): ProductRecord {
  const cat = plan.category;
  const productType = SHAPE_TYPE[cat.shape];
  const brandChoices = BRANDS.filter((b) => b.departments.includes(cat.department));
  const brandDef: BrandDef = plan.brand
    ? BRANDS.find((b) => b.name === plan.brand) ?? { name: plan.brand, departments: [cat.department] }
    : rng.weighted(brandChoices.map((b) => [b, b.fascia ? 2 : 1] as const));
  const baseName = plan.name ?? `${rng.chance(0.5) ? `${rng.pick(cat.adjectives)} ` : ''}${rng.pick(cat.bases)}`;

  const palette = PALETTES[cat.palette];
  const colourCount = rng.weighted(cat.colourCounts.map((w, i) => [i + 1, w] as const));
  const colours = plan.colours
    ? plan.colours.map((name) => {
        const found = Object.values(PALETTES).flat().find((c) => c.colour === name);
        if (!found) throw new Error(`unknown colour ${name}`);
        return found;
      })
    : rng.sample(palette, colourCount);
  // Keep the first colour random, not always the first in the palette.
  if (!plan.colours && colours.length > 1) {
    const shift = rng.int(0, colours.length - 1);
    colours.push(...colours.splice(0, shift));
  }
  const scheme: SizeScheme = SIZE_SCHEMES[plan.sizeScheme ?? rng.pick(cat.sizes)];
  const sizes = [...scheme.sizes];

  const letters = plan.keyLetters ?? rng.weighted([[cat.code, 96], ['YDD', 2], ['XDD', 2]] as const);
  const key = `${letters}${String(n).padStart(5, '0')}`;
  const id = String(n);
  const firstColour = colours[0] as ColourDef;
  const slug = plan.slug ?? `${slugify(`${baseName} ${firstColour.colour}`)}-${n}`;

  const basePrice = plan.price ?? shopPrice(rng, cat.price);
  const wasPrice =
    plan.wasPrice === null ? undefined : plan.wasPrice ?? (rng.chance(0.25) ? Math.round((basePrice * (1.2 + rng.next() * 0.5)) / 100) * 100 : undefined);
  const marketplace = plan.marketplace ?? (!brandDef.fascia && productType === 'fashion' && rng.chance(0.04));
  const allOut = !plan.stock && rng.chance(0.01);

  const variants: VariantRecord[] = [];
  for (let c = 0; c < colours.length; c++) {
    for (let s = 0; s < sizes.length; s++) {
      const surcharge = scheme.surcharge?.[s] ?? 0;
      const variant: VariantRecord = {
        sku: `${key}-${pad2(c + 1)}-${pad2(s + 1)}`,
        colourIndex: c,
        sizeIndex: s,
        quantity: plan.stock ? plan.stock(c, s) : allOut ? 0 : stockLevel(rng),
        price: basePrice + surcharge,
      };
      if (marketplace) variant.marketplaceSku = `M${key}${pad2(c + 1)}${pad2(s + 1)}`;
      if (wasPrice) variant.wasPrice = wasPrice + surcharge;
      variants.push(variant);
    }
  }

  const department = plan.department ?? cat.department;
  const departmentSlug = plan.department ? slugify(plan.department) : DEPARTMENT_SLUGS[cat.department];
  const customisable = ['shirt', 'knit', 'cushion', 'throw'].includes(cat.shape);
  const engravable = ['lamp', 'jar'].includes(cat.shape);
  const customisationGroupName =
    plan.customisationGroupName === null
      ? undefined
      : plan.customisationGroupName ?? (customisable && rng.chance(0.04) ? 'monogram' : engravable && rng.chance(0.04) ? 'engraving' : undefined);
  const hasReviews = rng.chance(0.8);
  const reviewTarget: ReviewTarget = plan.reviews ?? {
    averageRating: hasReviews ? Math.round((3 + rng.next() * 2) * 10) / 10 : 0,
    totalReviewCount: hasReviews ? 1 + Math.floor(rng.next() ** 3 * 600) : 0,
  };
  const classification =
    plan.classification === null
      ? undefined
      : plan.classification ??
        (wasPrice
          ? 'Sale'
          : rng.weighted<string | undefined>([[undefined, 50], ['New In', 20], ['Clearance', 3], ['Online Exclusive', 8], ['Bestseller', 10]]));
  const badgeIndexes = plan.productBadges ?? (rng.chance(0.1) ? rng.sample(PRODUCT_BADGE_POOL.map((_, i) => i), rng.int(1, 2)) : []);
  const created = new Date(CATALOGUE_DATE - rng.int(0, 720) * 86400000);

  return {
    n,
    id,
    key,
    name: baseName,
    slug,
    description: describe(baseName, brandDef.name, cat, firstColour.colour),
    productType,
    brand: brandDef.name,
    brandSlug: slugify(brandDef.name),
    ownBrand: Boolean(brandDef.fascia),
    department,
    departmentSlug,
    category: { name: plan.categoryName ?? cat.name, slug: plan.categorySlug ?? cat.slug },
    categoryTaxonomy: plan.taxonomy ?? cat.taxonomy,
    ...(cat.styles ? { styleTaxonomy: rng.pick(cat.styles) } : {}),
    ...(classification && (CLASSIFICATIONS as readonly string[]).includes(classification) ? { classification } : {}),
    ...(cat.gender ? { gender: cat.gender } : {}),
    ...(cat.department === 'Womenswear' ? { occasion: rng.pick(OCCASIONS) } : {}),
    ...(cat.fabrics ? { fabrication: rng.pick(cat.fabrics) } : {}),
    detailsAndCare: productType === 'fashion' ? 'Machine wash at 30°C. Do not tumble dry. Cool iron.' : productType === 'home' ? 'Spot clean only.' : 'Store below 25°C. For external use only.',
    ...(rng.chance(0.2) ? { sustainabilityContent: 'Made with at least 50% responsibly sourced materials.' } : {}),
    availablefascias: plan.fascias ?? fasciasFor(rng, brandDef, cat.department),
    isPremier: plan.isPremier ?? rng.chance(0.005),
    ...(plan.gwp ? { gwp: plan.gwp } : productType === 'beauty' && rng.chance(0.03) ? { gwp: { sku: giftSku, description: 'Free travel-size hair oil with this product' } } : {}),
    ...sizingServiceFor(n, productType, cat.shape, productType === 'fashion' && cat.shape !== 'shoe' && rng.chance(0.3)),
    ...(subscribableCategory(plan.categorySlug ?? cat.slug) ? { isSubscribable: true } : {}),
    ...(customisationGroupName ? { customisationGroupName } : {}),
    ...((plan.voxelo ?? rng.chance(0.01)) ? { voxeloID: `vx-${key.toLowerCase()}` } : {}),
    hasVideo: plan.hasVideo ?? rng.chance(0.05),
    bulkyItem: cat.shape === 'lamp' || cat.shape === 'throw' ? rng.chance(0.5) || cat.shape === 'lamp' : false,
    isHostedMarketplace: marketplace,
    ...(productType === 'beauty'
      ? {
          manufacturer: {
            name: brandDef.name,
            tradeName: `${brandDef.name} Ltd`,
            responsiblePersonName: 'Product Safety Team',
            postalAddress: '1 Example Street, London, EC1A 1AA, United Kingdom',
            emailAddress: `safety@${slugify(brandDef.name)}.example`,
          },
        }
      : {}),
    reviewTarget,
    reviewStats: reviewSummaryOf(reviewTarget),
    createdAt: created.toISOString(),
    shape: plan.shape ?? cat.shape,
    views: VIEWS_BY_TYPE[productType],
    colours,
    sizes,
    variants,
    badges: badgeIndexes.map((i, k) => ({ ...(PRODUCT_BADGE_POOL[i] as Omit<BadgeConfig, 'id'>), id: `prod-${n}-${k + 1}` })),
    socialProof: (plan.socialProof ?? rng.chance(0.3)) ? socialProofMessages(rng) : null,
  };
}

/** The whole catalogue, fixtures first. Same seed and count, same products. */
export function generateCatalogue(options: { seed?: number; count?: number } = {}): ProductRecord[] {
  const seed = options.seed ?? CATALOGUE_SEED;
  const count = options.count ?? DEFAULT_PRODUCT_COUNT;
  const fixtures = fixturePlans();
  const giftSku = 'HAR10012-01-01';
  const products: ProductRecord[] = [];
  for (let i = 0; i < count; i++) {
    const n = FIRST_PRODUCT_NUMBER + i;
    const rng = createRng(deriveSeed(seed, n));
    products.push(buildProduct(n, fixtures[i] ?? planFor(rng), rng, giftSku));
  }
  return products;
}
