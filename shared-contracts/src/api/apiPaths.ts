// The relative paths the browser calls; the shell serves the api under the
// same origin (docs/architecture.md §1). One export per path, read as `apiPaths.x`
// (paths.ts): a bundle keeps only the paths its code calls, not the whole list.
import type { ReviewsQuery } from '../entities/review';
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

export const productPage = (slug: string) => `/_api/product/${encodeURIComponent(slug)}`;

export const quickAdd = (productId: string) => `/_api/quickadd/${encodeURIComponent(productId)}`;

export const stock = (productId: string) => `/_api/stock/${encodeURIComponent(productId)}`;

/** GET: the product's Product.related (bundles, influencer look, sponsored cards) in the request's fascia; `{}` when none. */
export const related = (productId: string) => `/_api/related/${encodeURIComponent(productId)}`;

/** Office network only; 404 for everyone else (InternalPriceAnswer). */
export const internalPrice = (productKey: string) => `/_api/internal/price/${encodeURIComponent(productKey)}`;

/** POST FitRequest as JSON (FitAnswer). */
export const fitCalculate = () => '/_api/fit/calculate';

/** GET: the stand-in beauty advisor's products (AdvisorAnswer). */
export const beautyAdvisor = (productId: string) => `/_api/beauty-advisor/${encodeURIComponent(productId)}`;

/** GET: the delivery and returns accordions' content for the request's fascia (AccordionContent). */
export const accordionContent = () => '/_api/content/accordions';

export const customisation = (group: string) => `/product-customisation/${encodeURIComponent(group)}`;

export const addToCart = () => '/_api/basket/addToCart';

export const basket = () => '/_api/basket';

/** PATCH { quantity } and DELETE, with If-Match: "<cart version>". */
export const basketLine = (lineId: string) => `/_api/basket/lines/${encodeURIComponent(lineId)}`;

/** POST, with If-Match; signed-in customers only. */
export const basketLineToWishlist = (lineId: string) => `/_api/basket/lines/${encodeURIComponent(lineId)}/moveToWishlist`;

/** GET: the signed-in customer's saved items with their cards. */
export const wishlist = () => '/_api/wishlist';

export const account = () => '/account';

export const login = () => '/login';

export const logout = () => '/logout';

/** POST { csrf, firstName, email, password }: a new customer, signed in (the sign-up page). */
export const register = () => '/_api/customer/register';

/** POST { csrf, email }: mails a password reset link when the address has an account (202 either way). */
export const passwordReset = () => '/_api/customer/password-reset';

/** POST { csrf, token, password }: a new password by the mailed link; signs the shopper in. */
export const passwordResetConfirm = () => '/_api/customer/password-reset/confirm';

/** POST { csrf, email, source? }: mails a sign-in link when the address has an account (202 either way). */
export const signInLink = () => '/_api/customer/sign-in-link';

/** POST { csrf, token }: signs the shopper in by the mailed link, once. */
export const signInLinkConfirm = () => '/_api/customer/sign-in-link/confirm';

export const wishlistAdd = () => '/_api/wishlist/add';

export const wishlistRemove = () => '/_api/wishlist/remove';

export const wishlistSavedItem = (productKey: string, colourSelected: string) =>
  `/_api/wishlist/savedItem?${new URLSearchParams({ productKey, colourSelected }).toString()}`;

export const socialProof = (productId: string) => `/_api/social-proof/${encodeURIComponent(productId)}`;

export const reviews = (query: ReviewsQuery) => `/_api/reviews?${reviewsQueryString(query)}`;

export const reviewFeatures = (sku: string) => `/_api/reviews/features?${new URLSearchParams({ sku }).toString()}`;

export const reviewSummary = (sku: string) => `/_api/reviews/summary?${new URLSearchParams({ sku }).toString()}`;

export const writeReview = () => '/_api/reviews';

/** The recommendation engine's items (entities/recommendations.ts). */
export const recommendations = (query: RecommendationsQuery) => `/_api/recommendations?${recommendationsQueryString(query)}`;

/** Visually similar products: answered uncached, in either shape of VisuallySimilarAnswer, or not JSON. */
export const visuallySimilar = (query: VisuallySimilarQuery) => `/_api/search/visuallySimilar?${visuallySimilarQueryString(query)}`;

export const productImage = (key: string, index: number, width: number, quality: 80 | 95 = 80) =>
  `/images/products/${encodeURIComponent(key)}/${index}.jpg?w=${width}&q=${quality}`;
