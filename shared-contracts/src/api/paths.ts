// The relative paths the browser calls; the shell serves the api under the
// same origin (ARCHITECTURE.md §2).
import type { Product } from '../entities/product';
import type { BadgeConfig } from '../entities/badge';
import type { ReviewsQuery } from '../entities/review';
import type { ProductDelivery, SocialProofEntry } from '../entities/widgets';
import type { RecommendationsQuery, VisuallySimilarQuery } from '../entities/recommendations';

/** The query string of GET /_api/recommendations: items as `id:weight` pairs, leaving out what is not given. */
function recommendationsQueryString({ recommendationId, items, productId, size, fillWithRandom }: RecommendationsQuery): string {
  const params = new URLSearchParams({ recommendationId });
  if (productId !== undefined) params.set('productId', productId);
  if (items) params.set('items', Object.entries(items).map(([id, weight]) => `${id}:${weight}`).join(','));
  if (size !== undefined) params.set('size', String(size));
  if (fillWithRandom !== undefined) params.set('fillWithRandom', String(fillWithRandom));
  return params.toString();
}

/** The query string of GET /_api/search/visuallySimilar, leaving out what is not given. */
function visuallySimilarQueryString({ key, colour, fascia, locale }: VisuallySimilarQuery): string {
  const params = new URLSearchParams({ key });
  if (colour) params.set('colour', colour);
  if (fascia) params.set('fascia', fascia);
  if (locale) params.set('locale', locale);
  return params.toString();
}

/** The query string of GET /_api/reviews, leaving out what is not given. */
function reviewsQueryString({ sku, limit, page, sort, feature, hasPhotos }: ReviewsQuery): string {
  const params = new URLSearchParams({ sku });
  if (limit !== undefined) params.set('limit', String(limit));
  if (page !== undefined) params.set('page', String(page));
  if (sort) params.set('sort', sort);
  if (feature) params.set('feature', feature);
  if (hasPhotos !== undefined) params.set('hasPhotos', String(hasPhotos));
  return params.toString();
}

export const apiPaths = {
  productPage: (slug: string) => `/_api/product/${encodeURIComponent(slug)}`,
  quickAdd: (productId: string) => `/_api/quickadd/${encodeURIComponent(productId)}`,
  stock: (productId: string) => `/_api/stock/${encodeURIComponent(productId)}`,
  /** Office network only; 404 for everyone else (InternalPriceAnswer). */
  internalPrice: (productKey: string) => `/_api/internal/price/${encodeURIComponent(productKey)}`,
  /** POST FitRequest as JSON (FitAnswer). */
  fitCalculate: () => '/_api/fit/calculate',
  /** GET: the stand-in beauty advisor's products (AdvisorAnswer). */
  beautyAdvisor: (productId: string) => `/_api/beauty-advisor/${encodeURIComponent(productId)}`,
  customisation: (group: string) => `/product-customisation/${encodeURIComponent(group)}`,
  addToCart: () => '/_api/basket/addToCart',
  basket: () => '/_api/basket',
  /** PATCH { quantity } and DELETE, with If-Match: "<cart version>". */
  basketLine: (lineId: string) => `/_api/basket/lines/${encodeURIComponent(lineId)}`,
  /** POST, with If-Match; signed-in customers only. */
  basketLineToWishlist: (lineId: string) => `/_api/basket/lines/${encodeURIComponent(lineId)}/moveToWishlist`,
  /** GET: the signed-in customer's saved items with their cards. */
  wishlist: () => '/_api/wishlist',
  account: () => '/account',
  login: () => '/login',
  logout: () => '/logout',
  wishlistAdd: () => '/_api/wishlist/add',
  wishlistRemove: () => '/_api/wishlist/remove',
  wishlistSavedItem: (productKey: string, colourSelected: string) =>
    `/_api/wishlist/savedItem?${new URLSearchParams({ productKey, colourSelected }).toString()}`,
  socialProof: (productId: string) => `/_api/social-proof/${encodeURIComponent(productId)}`,
  reviews: (query: ReviewsQuery) => `/_api/reviews?${reviewsQueryString(query)}`,
  reviewFeatures: (sku: string) => `/_api/reviews/features?${new URLSearchParams({ sku }).toString()}`,
  reviewSummary: (sku: string) => `/_api/reviews/summary?${new URLSearchParams({ sku }).toString()}`,
  writeReview: () => '/_api/reviews',
  /** The recommendation engine's items (entities/recommendations.ts). */
  recommendations: (query: RecommendationsQuery) => `/_api/recommendations?${recommendationsQueryString(query)}`,
  /** Visually similar products: answered uncached, in either shape of VisuallySimilarAnswer, or not JSON. */
  visuallySimilar: (query: VisuallySimilarQuery) => `/_api/search/visuallySimilar?${visuallySimilarQueryString(query)}`,
  productImage: (key: string, index: number, width: number, quality: 80 | 95 = 80) =>
    `/images/products/${encodeURIComponent(key)}/${index}.jpg?w=${width}&q=${quality}`,
} as const;

/** Answer of GET /_api/product/{slug}: everything the product page needs. */
export interface ProductPageData {
  product: Product;
  /** Badge configurations that apply to this product. */
  badges: BadgeConfig[];
  socialProof: SocialProofEntry | null;
  /** Delivery, delivery messaging, countdown content and (marketplace) seller details; absent from older answers. */
  delivery?: ProductDelivery;
}

/** Standard image widths the gallery asks for (srcset). */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;

/** The widths product images and review photos are made at (`?w=`, whole numbers): others answer 400. */
export const IMAGE_MIN_WIDTH = 64;
export const IMAGE_MAX_WIDTH = 1600;

/** `sizes` of the gallery's main image: the shell's server-rendered first
 * image and the gallery's first slide must agree so the browser reuses it. */
export const GALLERY_IMAGE_SIZES = '(min-width: 768px) 560px, 100vw';

export function imageUrl(baseUrl: string, width: number, quality: 80 | 95 = 80): string {
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}w=${width}&q=${quality}`;
}

export function imageSrcSet(baseUrl: string, quality: 80 | 95 = 80): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(baseUrl, w, quality)} ${w}w`).join(', ');
}
