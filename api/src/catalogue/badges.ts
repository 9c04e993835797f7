// Badge configurations (spec 1 §3, spec 2 §3). Category badges apply to every
// product in the category (or everywhere when they name no category), in
// every fascia or in the fascias they name (a promo whose amount is in one
// currency runs only where that currency is spent); product badges live on
// the product itself.
import { FASCIAS, type BadgeConfig, type FasciaKey } from '@storefront/shared-contracts';
import { localiseBadge } from './badgeTexts';

const black = { backgroundColor: '#111111', textColor: '#ffffff' };
const white = { backgroundColor: '#ffffff', textColor: '#111111', borderColor: '#111111' };
const sale = { backgroundColor: '#b3261e', textColor: '#ffffff' };

/** A category badge, and the fascias it runs in when not all (the api's own; not sent). */
type CategoryBadge = BadgeConfig & { fascias?: readonly FasciaKey[] };

/** The fascias that spend pounds. */
const POUNDS: readonly FasciaKey[] = ['burton', 'dorothyperkins'];

export const CATEGORY_BADGES: readonly CategoryBadge[] = [
  { id: 'cat-dresses-new', placement: 'PDP_topLeft', categorySlug: 'womens-dresses', priority: 2, text1: 'New season', ...black },
  { id: 'cat-dresses-new-plp', placement: 'PLP_topLeft', categorySlug: 'womens-dresses', priority: 2, text1: 'New season', ...black },
  { id: 'cat-dresses-carousel', placement: 'CAROUSEL_topLeft', categorySlug: 'womens-dresses', priority: 3, text1: 'New', ...black },
  {
    id: 'cat-jeans-extra', placement: 'PDP_price', categorySlug: 'womens-jeans', priority: 1,
    text1: 'Extra 20% off: now {discountedPrice}', discount: 20, ...sale,
  },
  {
    id: 'cat-jeans-extra-plp', placement: 'PLP_price', categorySlug: 'womens-jeans', priority: 1,
    text1: 'Extra 20% off: now {discountedPrice}', discount: 20, ...sale,
  },
  {
    id: 'cat-knit-range', placement: 'CAROUSEL_price', categorySlug: 'womens-knitwear', priority: 2,
    text1: 'From {priceRangeFromLower}', text2: 'up to {priceRangeFromUpper}', ...white,
  },
  {
    id: 'cat-coats-promo', placement: 'PDP_promo', categorySlug: 'womens-coats', priority: 1,
    text1: '25% off coats with code COSY25', text2: 'Ends soon', link: '/pages/offers', linkName: 'Terms apply',
    discount: 25, endDate: '2027-03-31T23:59:59.000Z', ...sale,
  },
  {
    id: 'cat-coats-promo-plp', placement: 'PLP_promo', categorySlug: 'womens-coats', priority: 1,
    text1: '25% off coats with code COSY25', discount: 25, endDate: '2027-03-31T23:59:59.000Z', ...sale,
  },
  {
    id: 'cat-beauty-promo', placement: 'PDP_promo', categorySlug: 'beauty', priority: 2,
    text1: 'Free gift when you spend £30 on beauty', link: '/pages/beauty-gift', linkName: 'See gift', fascias: POUNDS, ...white,
  },
  {
    id: 'cat-beauty-promo-carousel', placement: 'CAROUSEL_promo', categorySlug: 'beauty', priority: 2,
    text1: 'Free gift over £30', fascias: POUNDS, ...white,
  },
  { id: 'cat-shoes-wide', placement: 'PDP_bottomLeft', categorySlug: 'womens-shoes', priority: 3, text1: 'Wide fit available', ...white },
  { id: 'cat-shoes-wide-plp', placement: 'PLP_bottomLeft', categorySlug: 'womens-shoes', priority: 3, text1: 'Wide fit available', ...white },
  { id: 'cat-home-bulky', placement: 'PDP_bottomRight', categorySlug: 'home-lighting', priority: 4, text1: 'Bulky item', icon: 'truck', ...white },
  { id: 'cat-home-bulky-plp', placement: 'PLP_bottomRight', categorySlug: 'home-lighting', priority: 4, text1: 'Bulky item', icon: 'truck', ...white },
  { id: 'cat-mens-carousel', placement: 'CAROUSEL_bottomLeft', categorySlug: 'menswear', priority: 5, text1: 'Menswear edit', ...black },
  { id: 'cat-throws-carousel', placement: 'CAROUSEL_bottomRight', categorySlug: 'home-throws', priority: 5, text1: 'Cosy picks', ...white },
  // Site-wide: no category, applies to every product.
  {
    id: 'site-delivery-promo', placement: 'PDP_promo', priority: 3,
    text1: 'Free delivery on orders over {freeDeliveryFrom}', link: '/pages/informational/delivery', linkName: 'Delivery info', ...white,
  },
];

/** Product-level badges a generated product may carry (spec: some products). */
export const PRODUCT_BADGE_POOL: readonly Omit<BadgeConfig, 'id'>[] = [
  { placement: 'PDP_topRight', priority: 1, text1: 'Online exclusive', ...black },
  { placement: 'PLP_topRight', priority: 1, text1: 'Online exclusive', ...black },
  { placement: 'CAROUSEL_topRight', priority: 1, text1: 'Exclusive', ...black },
  { placement: 'PDP_bottomLeft', priority: 2, text1: 'Responsibly sourced', icon: 'leaf', ...white },
  { placement: 'PDP_topLeft', priority: 1, text1: 'Bestseller', ...sale },
  { placement: 'PLP_topLeft', priority: 1, text1: 'Bestseller', ...sale },
  { placement: 'PDP_price', priority: 2, text1: 'Was {priceRangeFromUpper}, now from {priceRangeFromLower}', ...sale },
  { placement: 'PDP_bottomRight', priority: 3, text1: 'Limited edition', ...black },
];

/** Badges that apply to a product in a fascia, in its language: its own, then category and site-wide ones, by priority. */
export function badgesFor(product: { categorySlugs: readonly string[]; badges?: readonly BadgeConfig[] }, fascia: FasciaKey): BadgeConfig[] {
  const fromCategories = CATEGORY_BADGES.filter(
    (b) => (!b.categorySlug || product.categorySlugs.includes(b.categorySlug)) && (!b.fascias || b.fascias.includes(fascia)),
  ).map(({ fascias: _runsIn, ...badge }) => badge);
  const { locale } = FASCIAS[fascia];
  return [...(product.badges ?? []), ...fromCategories]
    .sort((a, b) => a.priority - b.priority || a.id.localeCompare(b.id))
    .map((badge) => localiseBadge(badge, locale));
}
