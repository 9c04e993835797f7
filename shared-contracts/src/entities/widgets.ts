// Supporting product-page widgets (spec 2 §3).
import type { ProductCardData } from './card';
import type { Cart } from './basket';
import type { Bundle, BundleProduct } from './product';

// The bundle belongs to the product it is part of (Product.related); said here too for the widgets that read it.
export type { Bundle, BundleProduct };
// Reviews: see review.ts.

/**
 * Raw recommendation-engine item (spec 2 §3). Prices are in major units of
 * `local_currency` (45.99), as the engine's catalogue holds them, not cents.
 * GET /_api/recommendations answers these (entities/recommendations.ts).
 */
export interface RecommendationItem {
  product_id: string;
  title: string;
  brand: string;
  /** The fascia's currency code (GBP, EUR, SEK). */
  local_currency: string;
  price: number;
  /** The was-price, or the price when there is none. */
  original_price?: number;
  /** Whole percent off the was-price; 0 without one. */
  discount_percentage?: number;
  /** Amount off the was-price, major units; 0 without one. */
  discount_value?: number;
  /** The colour's first image, no query: append `?w=&q=` (imageUrl). */
  image: string;
  /** The product page in the item's colour and size: /product/{slug}?colour=&size=. */
  url: string;
  slug?: string;
  /** The leaf category's name. */
  category?: string;
  /** The taxonomy's levels: department, group, leaf (Womenswear, Clothing, Dresses). */
  category_1?: string;
  category_2?: string;
  category_3?: string;
  tags?: string[];
  colour?: string;
  sku?: string;
  /** Units in stock of the item's colour. */
  stock_level?: number;
  on_sale?: boolean;
  /** The colour's images (desktop url), like a card's imagesResponsive. */
  imagesResponsive?: Array<{ desktop: { url: string } }>;
}

/**
 * A product of a bundle: the product (its variants carry only their colour's
 * first image and no videos, enough to choose a colour and a size) with its
 * key and, when the bundle names one, the colour to start with.
 */
/** Spec 2 §9. */
export const BUNDLE_MAX_PRODUCTS = 4;

export interface WishlistItem {
  productKey: string;
  colourSelected: string;
  lineItemSku: string;
  sizeSelected: boolean;
}

/** One size of a saved item's colour, for the wishlist page's size choice. */
export interface WishlistSize {
  size: string;
  sku: string;
  isOnStock: boolean;
}

/** A saved item as the wishlist page shows it. */
export interface WishlistEntry extends WishlistItem {
  savedAt: string;
  /** The product card in the saved colour; null when the product is no longer sold here. */
  card: ProductCardData | null;
  /** The saved colour's sizes in chart order. */
  sizes: WishlistSize[];
}

/** GET /_api/wishlist. */
export interface WishlistAnswer {
  items: WishlistEntry[];
  /** The most a wishlist holds (50). */
  limit: number;
}

/** POST /_api/basket/lines/{id}/moveToWishlist. */
export interface MoveToWishlistAnswer {
  cart: Cart;
  wishlistItem: WishlistItem;
}

/**
 * A marketplace seller's registration details (spec 2 §3): its professional
 * details (billing) and default billing registration address. A detail the
 * seller has not given is left out, and the page says 'contact seller' in
 * its place (§8).
 */
export interface SellerInfo {
  billing: { corporateName?: string; vATNumber?: string; identificationNumber?: string };
  address?: { street1?: string; street2?: string; city?: string; state?: string; zipCode?: string; countryIsoCode?: string };
}

/** Who delivers a product and how fast (spec 2 §3 Delivery info). */
export interface DeliveryInfo {
  /** The seller's shop for a marketplace product, else the fascia's name. */
  shopName: string;
  /** Standard delivery promise in working days: '3-5' or '2' (the page words it). */
  delPromiseStd?: string;
  /** Express delivery promise in working days, when express is offered. */
  delPromiseXps?: string;
  delXpsDeliveryEnabled?: boolean;
  /** Next-day delivery is offered (the countdown reads "for next-day delivery"). */
  nextDayDelivery?: boolean;
  /**
   * Cut-off overrides by rule (spec 2 §9 "configuration overrides"), UTC,
   * 'HH:MM' or 'HH:MM:SS': keys YDD, XDD, express, late, saturday-early,
   * nextDay (mfe-pdp-widgets delivery/cutOff.ts). Others are ignored.
   */
  cutOffTimes?: Record<string, string>;
}

/** Delivery messaging (spec 2 §3): amounts in the fascia's currency; a message given here replaces the page's own wording. */
export interface DeliveryMessaging {
  /** Standard delivery is free from this order total. */
  threshold: { centAmount: number; currencyCode: string };
  /** What standard delivery costs under the threshold. */
  standardCharge: { centAmount: number; currencyCode: string };
  /** Bulky items only: the surcharge added once to the order. */
  bulkySurcharge?: { centAmount: number; currencyCode: string };
  underThresholdMessage?: string;
  bulkyItemMessage?: string;
  freeDeliveryMessage?: string;
}

/** Content deliveryCountdown (spec 2 §3): whether the countdown shows, and a cut-off override for every rule ('HH:MM' or 'HH:MM:SS', UTC). */
export interface DeliveryCountdownContent {
  displayCountdown: boolean;
  cutOffTime?: string;
}

/**
 * The delivery and seller block's data on the product page data
 * (ProductPageData.delivery, made by the api's catalogue/delivery.ts).
 */
export interface ProductDelivery {
  info: DeliveryInfo;
  messaging: DeliveryMessaging;
  countdown: DeliveryCountdownContent;
  /** Marketplace products (isHostedMarketplace) only. */
  seller?: SellerInfo;
  /** A preloved marketplace item: authenticated before it is sent (the page explains how). */
  preloved?: boolean;
}

/** Returns policies a variant can carry (`attributes.returnsPolicy`); anything else is read as ownBrand (spec 2 §3). */
export const RETURNS_POLICIES = ['ownBrand', 'marketplace', 'thirdParty'] as const;
export type ReturnsPolicy = (typeof RETURNS_POLICIES)[number];
export const DEFAULT_RETURNS_POLICY: ReturnsPolicy = 'ownBrand';

/** One way of delivery in the delivery accordion: the content's words, in the fascia's language and money. */
export interface DeliveryMethod {
  name: string;
  price: string;
  time: string;
}

/** Content deliveryAccordion (spec 2 §3): the product page's delivery panel. */
export interface DeliveryAccordionContent {
  deliveryMessage: string;
  methods: DeliveryMethod[];
  additionalInfo?: string;
}

/** One policy's returns panel (Content returnsAccordion). */
export interface ReturnsAccordionContent {
  returnsMessage: string;
  additionalInfo?: string;
}

/**
 * GET /_api/content/accordions: the content service's delivery and returns
 * accordions for the request's fascia, in its language (spec 2 §3 Content).
 * The page shows the returns of the variant's policy (ownBrand when it has
 * none it knows); a policy without content has no returns panel.
 */
export interface AccordionContent {
  deliveryAccordion: DeliveryAccordionContent;
  returnsAccordion: Partial<Record<ReturnsPolicy, ReturnsAccordionContent>>;
}

export interface SocialPost {
  flocklerId: string;
  channel: 'facebook' | 'tiktok' | 'instagram' | string;
  tags: string[];
  videos?: Array<{ url: string }>;
  images: Array<{ url: string; altText?: string }>;
  sourceUrl?: string;
  ctaLink?: { title: string; url: string };
}

export interface CarouselConfig {
  slidesPerView: { mobile: number; desktop: number };
  showPagination?: boolean;
  showControls?: boolean;
  slideGap?: { mobile: number; desktop: number };
  variant?: string;
  autoScroll?: boolean;
  slideDurationMilliseconds?: number;
  stopAutoplayOnInteraction?: boolean;
  paginationStyle?: 'BAR' | 'DOTS';
}

/** Social-proof entry (spec 1 §3). */
export const SOCIAL_PROOF_CODES = [
  'SLVP', 'SLVB', 'SLVA', 'QPH', 'QP', 'ATB', 'ATW', 'LPSP', 'LPMS', 'LPMP',
  'CAP', 'RAP', 'SBS', 'LSQ', 'CBS', 'RVPC', 'RV5S', 'LVVW', 'LVATB', 'BNR',
] as const;
export type SocialProofCode = (typeof SOCIAL_PROOF_CODES)[number];

export interface SocialProofMessage {
  code: SocialProofCode | string;
  /** May contain <b> bold markup; nothing else is rendered as markup. */
  text: string;
}

export interface SocialProofEntry {
  productIds: string[];
  messages: SocialProofMessage[];
}

/** Fit notes the size-fit service may give (the widget words them). */
export const FIT_NOTES = ['truetosize', 'runssmall', 'runslarge', 'stretchy', 'relaxed', 'fitted'] as const;
export type FitNote = (typeof FIT_NOTES)[number];

/** Body of POST /_api/fit/calculate (the size-fit service's 'calculate', spec 2 §6, §7). */
export interface FitRequest {
  userId: string;
  registered: boolean;
  productKey: string;
}

/** Answer of POST /_api/fit/calculate: a recommendation, or null when the service has no data for the product. */
export interface FitAnswer {
  productKey: string;
  registered: boolean;
  recommendation: { size: string; fitNotes: FitNote[] } | null;
}

/** The beauty advisor's categories (spec 2 §1). */
export const ADVISOR_CATEGORIES = ['skincare', 'haircare', 'foundation', 'makeup'] as const;
export type AdvisorCategory = (typeof ADVISOR_CATEGORIES)[number];

/**
 * The beauty advisor's category of a product from its category taxonomy
 * ("Beauty > Skin > Moisturiser"), foundation before makeup; null outside
 * beauty or for another beauty category. The same for the banner on the
 * product page and for the api's stand-in advisor.
 */
export function advisorCategoryOf(taxonomy: string | undefined): AdvisorCategory | null {
  const t = (taxonomy ?? '').toLowerCase();
  if (!t.startsWith('beauty')) return null;
  if (t.includes('foundation')) return 'foundation';
  if (t.includes('> skin')) return 'skincare';
  if (t.includes('> hair')) return 'haircare';
  if (t.includes('> makeup')) return 'makeup';
  return null;
}

/** Answer of GET /_api/beauty-advisor/{productId}: a couple of in-stock products of the category (the local stand-in advisor). */
export interface AdvisorAnswer {
  category: AdvisorCategory;
  products: Array<{ id: string; key: string; name: string; slug: string; brand: string; sku: string; price: { centAmount: number; currencyCode: string }; image: string }>;
}
