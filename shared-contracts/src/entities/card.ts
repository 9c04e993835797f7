// Product card and search hit (spec 1 §3, spec 3 §3).
import type { BadgeConfig } from './badge';

export interface ColourVariant {
  colour: string;
  colourFacet: string;
  swatchImage?: string;
  imageResponsive?: { desktop: { url: string }; mobile?: { url: string } };
  /** Second image for rollover, when one exists. */
  rolloverImage?: { desktop: { url: string } };
  sizesInStock: string[];
  sku: string;
}

export interface PriceVariant {
  colour: string;
  size?: string;
  /** Display price text in major units; may be a range "12.00-20.00". */
  price: string;
  wasPrice?: string;
  percentageSaving?: number;
}

export interface ProductCardData {
  id: string;
  productId?: string;
  productKey: string;
  name: string;
  brand: string;
  slug: string;
  colour: string;
  colourVariants: ColourVariant[];
  priceVariants: PriceVariant[];
  /** Text; may be a range containing a hyphen. */
  price: string;
  wasPrice?: string;
  percentageSaving?: number;
  imagesResponsive: Array<{ desktop: { url: string }; mobile?: { url: string } }>;
  isPremier: boolean;
  classification?: string;
  department?: string;
  averageRating?: number;
  totalReviewCount?: number;
  categoryNames?: string[];
  categorySlugs?: string[];
  sponsoredStatus?: string;
  hasGiftWithPurchase?: boolean;
  recommendedUrl?: string;
  badges?: BadgeConfig[];
  /** Only one variant exists: quick add adds at once. */
  singleVariantSku?: string;
}

/** A search hit: the card data plus search fields. */
export interface SearchHit extends ProductCardData {
  objectID: string;
  collection?: string;
  breadcrumbs?: Array<{ name: string; slug: string }>;
  images?: Array<{ desktop: { url: string } }>;
  [field: string]: unknown;
}

export interface RecentlyViewedEntry {
  productKey: string;
}
