// Product-page model (spec 2 §3, spec 1 §3). Prices are in cents.
import type { BadgeConfig } from './badge';
import type { ProductCardData } from './card';
import type { ReviewStats } from './review';

export type ProductType = 'fashion' | 'beauty' | 'home';

export interface ResponsiveImage {
  desktop: { url: string };
  mobile?: { url: string };
  alt?: string;
}

/** A media-hub video source (spec 1 §3). */
export interface VideoSource {
  type: 'MP4' | 'WEBM';
  width: number;
  height: number;
  url: string;
}

/** Video media: base URLs plus encoding profile names (spec 1 §3, §9). */
export interface VideoMedia {
  desktopBaseUrl: string;
  mobileBaseUrl: string;
  mp4Profiles: { desktop: string; mobile: string };
  webmProfiles: { desktop: string; mobile: string };
  posters: { desktop: string; mobile: string };
  autoplay: boolean;
  sound: boolean;
  controls: boolean;
  loop: boolean;
  scrollToPlay: boolean;
  width?: number;
  height?: number;
  sources?: VideoSource[];
}

export interface DiscountEffect {
  name: string;
  value: number;
}

export interface VariantPrices {
  centAmount: number;
  currencyCode: string;
  wasPrice?: { centAmount: number };
  // preDiscountPrice and discountEffects (spec 2 §3) are internal price
  // details: never in public product data, only in InternalPriceAnswer.
  isFree?: boolean;
  shopExclusionsMessaging?: string;
  shopDeliveryMessaging?: string;
}

export interface VariantAttributes {
  colour: string;
  colourLabel: string;
  colourFacet: string;
  /** Hex colour used for swatches and generated imagery. */
  colourHex?: string;
  size: string;
  swatchImage?: string;
  brand: string;
  collection?: string;
  department: string;
  categoryTaxonomy: string;
  styleTaxonomy?: string;
  classification?: string;
  gender?: string;
  occasion?: string;
  locale?: string;
  returnsPolicy?: string;
  detailsAndCare?: string;
  fabrication?: string;
  sustainabilityContent?: string;
  gwpSku?: string;
  gwpDescription?: string;
  rewardsPoints?: { default: number };
  /** 3D viewer id. */
  voxeloID?: string;
  customisationGroupName?: string;
}

export interface Variant {
  id: string;
  sku: string;
  marketplaceSku?: string;
  rawSku?: string;
  isMaster: boolean;
  preSelected?: boolean;
  isOnStock: boolean;
  isOnStockWishlist?: boolean;
  availableQuantity: number;
  images: ResponsiveImage[];
  videos?: VideoSource[];
  prices: VariantPrices;
  attributes: VariantAttributes;
}

export interface Breadcrumb {
  name: string;
  slug: string;
  label?: string;
}

export interface CategoryRef {
  name: string;
  slug: string;
}

export interface ReviewStatsSummary {
  averageRating: number;
  totalReviewCount: number;
}

/** The product's review stats: the api gives them all (the reviews block's summary), other sources may give only the two above. */
export type ProductReviewStats = ReviewStatsSummary & Partial<ReviewStats>;

export interface Manufacturer {
  name: string;
  tradeName?: string;
  responsiblePersonName?: string;
  postalAddress?: string;
  emailAddress?: string;
}

/** An influencer's "Shop The Look" block: the page titles it 'Shop The Look' when there is no header. */
export interface InfluencerLook {
  header?: string;
  products: ProductCardData[];
}

/**
 * What the product page shows beside the product (spec 2 §3 Product.related):
 * its bundles by kind (where suits and outfits both exist, suits are used,
 * §4), an influencer's look, and sponsored product cards (their
 * sponsoredStatus is SPONSORED_STATUS). Only the product page data carries it,
 * and only the products the request's fascia sells are in it.
 */
export interface ProductRelated {
  suits?: Bundle;
  outfits?: Bundle;
  home?: Bundle;
  beauties?: Bundle;
  bundle?: Bundle;
  influencer?: InfluencerLook;
  sponsored?: ProductCardData[];
}

/**
 * A product sold with an authenticity check (issue 20's authenticity badge):
 * luxury pieces and preloved (marketplace) items. The video shows how items
 * are checked; its sources are the api's local clips.
 */
export interface AuthenticityInfo {
  kind: 'luxury' | 'preloved';
  video: { sources: VideoSource[]; poster?: string };
}

export interface Product {
  id: string;
  key: string;
  name: string;
  slug: string;
  description: string;
  productType: ProductType;
  brand: string;
  brandSlug: string;
  /** Fascias that sell this product. */
  availablefascias: string[];
  isPremier: boolean;
  hasGiftWithPurchase?: boolean;
  /** 'truefit' shows the size-fit widget (spec 2 §3). */
  sizingService?: string;
  /** A beauty consumable offered on subscription (the subscription teaser, spec 2 §4). */
  isSubscribable?: boolean;
  variants: Variant[];
  breadcrumbs: Breadcrumb[];
  categories: CategoryRef[];
  categoryNames: string[];
  badges?: BadgeConfig[];
  reviewStats: ProductReviewStats;
  media?: { video?: VideoMedia };
  manufacturer?: Manufacturer;
  surcharge?: { bulkyItem: boolean };
  isHostedMarketplace?: boolean;
  /** Date the product went on sale (ISO), used for newness. */
  createdAt?: string;
  /** Present only for products with an authenticity check (optional, additive). */
  authenticity?: AuthenticityInfo;
  /** Bundles, influencer look and sponsored products: on the product page data only. */
  related?: ProductRelated;
}

/** Answer of GET /_api/quickadd/{productId} (spec 1 §7). */
export interface QuickAddProduct {
  product: Product;
}

/** Answer of GET /_api/stock/{productId} (spec 2 §7). */
export interface StockAnswer {
  variants: Array<Pick<Variant, 'id' | 'isOnStock' | 'availableQuantity'>>;
}

/**
 * Answer of GET /_api/internal/price/{productKey} (spec 2 §2, §3, §6): only
 * to requests from the office network (404 for everyone else). Prices in
 * cents of `currencyCode`, per variant.
 */
export interface InternalPriceAnswer {
  productKey: string;
  /** The internal tool's view of the product: /{internal-tool}/{productKey}. */
  toolUrl: string;
  currencyCode: string;
  variants: Array<{
    id: string;
    sku: string;
    price: number;
    wasPrice?: number;
    preDiscountPrice?: number;
    discountEffects: DiscountEffect[];
  }>;
}

export interface BundleProduct extends Product {
  productKey: string;
  selectedColor?: string;
}

/** A "style together" bundle (spec 2 §3): shown only when it holds the current product and more than one product (§4). */
export interface Bundle {
  id: string;
  /** suits, outfits, home, beauties or bundle: the Product.related field that holds it. */
  bundleType: string;
  header: string;
  /** At most BUNDLE_MAX_PRODUCTS, those the request's fascia sells. */
  products: BundleProduct[];
}
