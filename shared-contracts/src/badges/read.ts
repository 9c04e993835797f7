// Badge configurations come from the catalogue and from the admin tool: data
// from another system. Each badge is checked alone, so one malformed badge is
// left out and the others still show; colours are plain hex or nothing.
import type { BadgeConfig, BadgePlacement } from '../entities/badge';
import { BADGE_POSITIONS } from './placement';

const PAGES = ['PDP', 'PLP', 'CAROUSEL'] as const;
export const BADGE_PLACEMENTS: readonly BadgePlacement[] = PAGES.flatMap((page) =>
  [...BADGE_POSITIONS, 'price', 'promo'].map((where) => `${page}_${where}` as BadgePlacement),
);

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Badge colours come from configuration: only plain hex colours are used. */
export function safeHexColour(value: unknown): string | undefined {
  return typeof value === 'string' && HEX_COLOUR.test(value.trim()) ? value.trim() : undefined;
}

const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const optionalNumber = (value: unknown): number | undefined => (typeof value === 'number' && !Number.isNaN(value) ? value : undefined);
const PLACEMENTS = new Set<string>(BADGE_PLACEMENTS);

// Checked by hand rather than with a schema library: this runs in every
// remote that shows badges, and zod would add ~90 KB to each of their bundles.
function readBadge(entry: unknown): BadgeConfig | null {
  if (!entry || typeof entry !== 'object') return null;
  const e = entry as Record<string, unknown>;
  const id = typeof e.id === 'string' && e.id.length > 0 ? e.id : typeof e.id === 'number' && !Number.isNaN(e.id) ? String(e.id) : null;
  const text1 = optionalText(e.text1);
  if (id === null || typeof e.placement !== 'string' || !PLACEMENTS.has(e.placement) || !text1) return null;
  const badge: BadgeConfig = {
    id,
    placement: e.placement as BadgePlacement,
    // Without a priority a badge loses to every badge that has one; an optional field that is wrong is dropped, not the badge.
    priority: optionalNumber(e.priority) ?? Number.MAX_SAFE_INTEGER,
    text1,
    text2: optionalText(e.text2),
    categorySlug: optionalText(e.categorySlug),
    icon: optionalText(e.icon),
    link: optionalText(e.link),
    linkName: optionalText(e.linkName),
    backgroundColor: safeHexColour(e.backgroundColor),
    textColor: safeHexColour(e.textColor),
    borderColor: safeHexColour(e.borderColor),
    discount: optionalNumber(e.discount),
    endDate: optionalText(e.endDate),
  };
  return Object.fromEntries(Object.entries(badge).filter(([, v]) => v !== undefined)) as unknown as BadgeConfig;
}

/** The well-formed badges of an unknown value; anything that is not a list gives none. */
export function readBadges(value: unknown): BadgeConfig[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const badge = readBadge(entry);
    return badge ? [badge] : [];
  });
}

/** Several badge lists as one; a later badge with the same id replaces an earlier one. */
export function mergeBadges(...lists: ReadonlyArray<readonly BadgeConfig[]>): BadgeConfig[] {
  const byId = new Map<string, BadgeConfig>();
  for (const badge of lists.flat()) byId.set(badge.id, badge);
  return [...byId.values()];
}

export interface BadgeColours {
  backgroundColor?: string;
  color?: string;
  border?: string;
}

/** The inline style of a badge from its configured colours. */
export function badgeColours(badge: Pick<BadgeConfig, 'backgroundColor' | 'textColor' | 'borderColor'>): BadgeColours {
  const background = safeHexColour(badge.backgroundColor);
  const text = safeHexColour(badge.textColor);
  const border = safeHexColour(badge.borderColor);
  return {
    ...(background ? { backgroundColor: background } : {}),
    ...(text ? { color: text } : {}),
    ...(border ? { border: `1px solid ${border}` } : {}),
  };
}
