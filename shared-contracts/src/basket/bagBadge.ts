// The count over the header's bag icon (the mini bag's and the shell's BagLink).
/** The most the header's bag badge counts; above it reads 99+. */
export const BAG_BADGE_MAX = 99;

/** The header's bag badge: nothing for an empty or unknown bag, capped so it fits the icon. */
export function bagBadgeText(count: number | null): string | null {
  if (count === null || count <= 0) return null;
  return count > BAG_BADGE_MAX ? `${BAG_BADGE_MAX}+` : String(count);
}
