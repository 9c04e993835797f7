// Card badges (spec 1 §3, §5, §9): PLP or CAROUSEL placements; on the image
// at most 2 badges, the lowest priority number first, a second badge in the
// same corner 34 px further in. Price and promo lines show one badge each.
import type { BadgeConfig, BadgePosition, FasciaSettings } from '@storefront/shared-contracts';
import { formatPriceText, priceEnds } from './cardView';
import { formatMoney } from '@storefront/shared-contracts';

export type CardBadgePage = 'PLP' | 'CAROUSEL';
export const MAX_IMAGE_BADGES = 2;
export const CARD_BADGE_OFFSET_PX = 34;

const POSITIONS: readonly BadgePosition[] = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'];

export interface PlacedBadge {
  badge: BadgeConfig;
  position: BadgePosition;
  /** Distance from the corner, in px, for a badge stacked under another. */
  offsetPx: number;
}

/** A category badge applies only to products of its category. */
export function badgeApplies(badge: BadgeConfig, categorySlugs: readonly string[] = []): boolean {
  return !badge.categorySlug || categorySlugs.includes(badge.categorySlug);
}

function byPriority(a: BadgeConfig, b: BadgeConfig): number {
  return a.priority - b.priority;
}

export function imageBadges(badges: readonly BadgeConfig[] = [], page: CardBadgePage, categorySlugs: readonly string[] = []): PlacedBadge[] {
  const chosen = badges
    .filter((badge) => badgeApplies(badge, categorySlugs))
    .map((badge) => ({ badge, position: POSITIONS.find((p) => badge.placement === `${page}_${p}`) }))
    .filter((entry): entry is { badge: BadgeConfig; position: BadgePosition } => entry.position !== undefined)
    .sort((a, b) => byPriority(a.badge, b.badge))
    .slice(0, MAX_IMAGE_BADGES);
  const perCorner = new Map<BadgePosition, number>();
  return chosen.map(({ badge, position }) => {
    const index = perCorner.get(position) ?? 0;
    perCorner.set(position, index + 1);
    return { badge, position, offsetPx: index * CARD_BADGE_OFFSET_PX };
  });
}

/** The badge of the price or promo line: the lowest priority number wins. */
export function lineBadge(badges: readonly BadgeConfig[] = [], page: CardBadgePage, line: 'price' | 'promo', categorySlugs: readonly string[] = []): BadgeConfig | null {
  return badges.filter((badge) => badge.placement === `${page}_${line}` && badgeApplies(badge, categorySlugs)).sort(byPriority)[0] ?? null;
}

/** Badge text with {discountedPrice}, {priceRangeFromLower} and {priceRangeFromUpper} filled in. */
export function badgeText(text: string, badge: Pick<BadgeConfig, 'discount'>, price: string, fascia: Pick<FasciaSettings, 'locale' | 'currency'>): string {
  const { low, high } = priceEnds(price);
  const discounted = low !== null && badge.discount ? formatMoney(Math.round(low * (100 - badge.discount)), fascia) : formatPriceText(price, fascia);
  const lower = low !== null ? formatMoney(Math.round(low * 100), fascia) : '';
  const upper = high !== null ? formatMoney(Math.round(high * 100), fascia) : lower;
  return text.replaceAll('{discountedPrice}', discounted).replaceAll('{priceRangeFromLower}', lower).replaceAll('{priceRangeFromUpper}', upper);
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Badge colours come from configuration: only plain hex colours are used. */
export function safeHexColour(value: unknown): string | undefined {
  return typeof value === 'string' && HEX_COLOUR.test(value.trim()) ? value.trim() : undefined;
}
