// The badges a product page considers: the page's badges (category and
// site-wide ones, from the api), the product's own, and in admin preview the
// preview badges, which replace a badge of the same id. Each is checked, so a
// malformed badge is left out and the rest still show.
import { mergeBadges, readBadges, type BadgeConfig, type Product } from '@storefront/shared-contracts';

export function pdpBadges(product: Product, pageBadges: unknown, previewBadges: readonly BadgeConfig[] = []): BadgeConfig[] {
  return mergeBadges(readBadges(product.badges), readBadges(pageBadges), previewBadges);
}
