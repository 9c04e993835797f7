// Which badges a product shows, and where (spec 1 §3, §5, §9; spec 2 §5).
// A placement is a page (PDP, PLP, CAROUSEL) with an image corner, or with
// the price or promo line. The lowest priority number wins everywhere.
import type { BadgeConfig, BadgePage, BadgePosition } from '../entities/badge';

export const BADGE_POSITIONS: readonly BadgePosition[] = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'];
export type BadgeLine = 'price' | 'promo';

/** At most 2 badges per image (spec 1 §5). */
export const MAX_IMAGE_BADGES = 2;

/** Distance between two badges stacked in one corner (spec 1 §9). */
export const BADGE_OFFSET_PX: Readonly<Record<BadgePage, number>> = { PDP: 50, PLP: 34, CAROUSEL: 34 };

/** Promo badges: 1 is shown, or 2 when not restricted (spec 2 §5). */
export const PROMO_BADGE_LIMIT = { restricted: 1, notRestricted: 2 } as const;

export interface BadgeContext {
  page: BadgePage;
  /** The product's category slugs: a category badge shows only on its category. */
  categorySlugs?: readonly string[];
  /** When given, a badge whose end date has passed is left out. */
  now?: Date;
}

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

/** A badge without an end date, or with one that is not a date, never ends. */
export function isBadgeCurrent(badge: BadgeConfig, now: Date): boolean {
  const end = badge.endDate ? Date.parse(badge.endDate) : Number.NaN;
  return Number.isNaN(end) || end >= now.getTime();
}

function byPriority(a: BadgeConfig, b: BadgeConfig): number {
  return a.priority - b.priority;
}

/** Badges that apply to the product and are still running, lowest priority number first. */
function candidates(badges: readonly BadgeConfig[], context: BadgeContext): BadgeConfig[] {
  const { categorySlugs = [], now } = context;
  return badges.filter((badge) => badgeApplies(badge, categorySlugs) && (!now || isBadgeCurrent(badge, now))).sort(byPriority);
}

/**
 * The image badges: at most 2 over all corners, the lowest priority numbers.
 * A second badge in the same corner sits one offset further in (50 px on the
 * product page, 34 px on cards unless told otherwise).
 */
export function imageBadges(badges: readonly BadgeConfig[], context: BadgeContext & { offsetPx?: number }): PlacedBadge[] {
  const offset = context.offsetPx ?? BADGE_OFFSET_PX[context.page];
  const chosen = candidates(badges, context)
    .map((badge) => ({ badge, position: BADGE_POSITIONS.find((p) => badge.placement === `${context.page}_${p}`) }))
    .filter((entry): entry is { badge: BadgeConfig; position: BadgePosition } => entry.position !== undefined)
    .slice(0, MAX_IMAGE_BADGES);
  const perCorner = new Map<BadgePosition, number>();
  return chosen.map(({ badge, position }) => {
    const index = perCorner.get(position) ?? 0;
    perCorner.set(position, index + 1);
    return { badge, position, offsetPx: index * offset };
  });
}

/** The badges of the price or promo line, lowest priority number first, at most `limit`. */
export function lineBadges(badges: readonly BadgeConfig[], context: BadgeContext & { line: BadgeLine; limit: number }): BadgeConfig[] {
  const placement = `${context.page}_${context.line}`;
  return candidates(badges, context)
    .filter((badge) => badge.placement === placement)
    .slice(0, Math.max(0, context.limit));
}

/** The price line shows one badge: the lowest priority number. */
export function priceBadge(badges: readonly BadgeConfig[], context: BadgeContext): BadgeConfig | null {
  return lineBadges(badges, { ...context, line: 'price', limit: 1 })[0] ?? null;
}

/** The promo line: the lowest priority numbers, 1 badge when restricted, else 2. */
export function promoBadges(badges: readonly BadgeConfig[], context: BadgeContext & { restricted: boolean }): BadgeConfig[] {
  const limit = context.restricted ? PROMO_BADGE_LIMIT.restricted : PROMO_BADGE_LIMIT.notRestricted;
  return lineBadges(badges, { ...context, line: 'promo', limit });
}
