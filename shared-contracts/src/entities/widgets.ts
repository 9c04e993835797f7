// Supporting product-page widgets (spec 2 §3).
import type { ProductCardData } from './card';
import type { Cart } from './basket';
// Reviews: see review.ts.

/** Raw recommendation-engine item (spec 2 §3). */
export interface RecommendationItem {
  product_id: string;
  title: string;
  brand: string;
  local_currency: string;
  price: number;
  original_price?: number;
  discount_percentage?: number;
  discount_value?: number;
  image: string;
  url: string;
  slug?: string;
  category?: string;
  tags?: string[];
  colour?: string;
  sku?: string;
  stock_level?: number;
  on_sale?: boolean;
}

export interface Bundle {
  id: string;
  bundleType: string;
  header: string;
  products: Array<{ productKey: string; selectedColor?: string }>;
}

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

export interface SellerInfo {
  billing: { corporateName: string; vATNumber?: string; identificationNumber?: string };
  address: { street1: string; street2?: string; city: string; state?: string; zipCode: string; countryIsoCode: string };
}

export interface DeliveryInfo {
  shopName: string;
  delPromiseStd?: string;
  delPromiseXps?: string;
  delXpsDeliveryEnabled?: boolean;
  cutOffTimes?: Record<string, string>;
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
