// Category card (spec 3 §3, §4): the primary button is a link when it has a
// safe href; otherwise it opens the overlay of sub-links (at most three) and
// the shop-all link.
import { safeUrl } from '@storefront/shared-contracts';

export const MAX_SUB_LINKS = 3;

export function primaryHref(href: string | undefined): string | null {
  return safeUrl(href);
}

/** The overlay's links: the first three sub-links with a safe href, then shop-all. */
export function overlayLinks<T extends { href: string }>(subLinks: readonly T[], shopAll?: T): T[] {
  const links = subLinks.filter((link) => safeUrl(link.href) !== null).slice(0, MAX_SUB_LINKS);
  if (shopAll && safeUrl(shopAll.href) !== null) links.push(shopAll);
  return links;
}
