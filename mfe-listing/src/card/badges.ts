// Card badges (spec 1 §3, §5, §9): the rules live in shared-contracts; cards
// use the PLP or CAROUSEL placements and stack a second badge in a corner
// 34 px further in. Price and promo lines show one badge each.
import {
  badgeText as fillBadgeText,
  imageBadges as placeImageBadges,
  lineBadges,
  BADGE_OFFSET_PX,
  type BadgeConfig,
  type FasciaSettings,
  type PlacedBadge,
} from '@storefront/shared-contracts';

export { badgeApplies, safeHexColour, MAX_IMAGE_BADGES, type PlacedBadge } from '@storefront/shared-contracts';

export type CardBadgePage = 'PLP' | 'CAROUSEL';
export const CARD_BADGE_OFFSET_PX = BADGE_OFFSET_PX.PLP;

export function imageBadges(badges: readonly BadgeConfig[] = [], page: CardBadgePage, categorySlugs: readonly string[] = []): PlacedBadge[] {
  return placeImageBadges(badges, { page, categorySlugs, offsetPx: CARD_BADGE_OFFSET_PX });
}

/** The badge of the price or promo line: the lowest priority number wins. */
export function lineBadge(badges: readonly BadgeConfig[] = [], page: CardBadgePage, line: 'price' | 'promo', categorySlugs: readonly string[] = []): BadgeConfig | null {
  return lineBadges(badges, { page, line, categorySlugs, limit: 1 })[0] ?? null;
}

/** Badge text with {discountedPrice}, {priceRangeFromLower} and {priceRangeFromUpper} filled in from a card's price text. */
export function badgeText(text: string, badge: Pick<BadgeConfig, 'discount'>, price: string, fascia: Pick<FasciaSettings, 'locale' | 'currency'>): string {
  return fillBadgeText(text, badge, price, fascia);
}
