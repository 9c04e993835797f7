// Badge configurations come from the catalogue and from the admin tool: data
// from another system. Each badge is checked alone, so one malformed badge is
// left out and the others still show; colours are plain hex or nothing.
import { z } from 'zod';
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

/** An optional field that is wrong is dropped, not the badge. */
const optionalText = z.string().trim().min(1).optional().catch(undefined);
const hex = z.string().transform(safeHexColour).optional().catch(undefined);

const badgeSchema = z.object({
  id: z.union([z.string().min(1), z.number().transform(String)]),
  placement: z.enum(BADGE_PLACEMENTS as [BadgePlacement, ...BadgePlacement[]]),
  // Without a priority a badge loses to every badge that has one.
  priority: z.number().catch(Number.MAX_SAFE_INTEGER),
  text1: z.string().trim().min(1),
  text2: optionalText,
  categorySlug: optionalText,
  icon: optionalText,
  link: optionalText,
  linkName: optionalText,
  backgroundColor: hex,
  textColor: hex,
  borderColor: hex,
  discount: z.number().optional().catch(undefined),
  endDate: optionalText,
});

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The well-formed badges of an unknown value; anything that is not a list gives none. */
export function readBadges(value: unknown): BadgeConfig[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = badgeSchema.safeParse(entry);
    return parsed.success ? [withoutUndefined(parsed.data) as BadgeConfig] : [];
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
