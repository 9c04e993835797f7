// Link rules of spec 3 §2: the brand landing rule, and link modification that
// gives an empty link (and logs) for anything that is not a link component.
import { safeUrl } from '@storefront/shared-contracts';

/** The brands whose landing pages (/pages/brands/{brand}) apply their filter to category links. */
export const BRAND_LANDING_BRANDS = [
  'burton', 'coast', 'wallis', 'dorothy-perkins', 'misspap', 'principles', 'oasis',
  'warehouse', 'maine', 'coastie', 'gorgeous', 'nastygal', 'foreverunique',
] as const;

/** The brand of a brand landing page: any path containing /pages/brands/{brand} for a listed brand. */
export function landingBrand(pathname: string): string | null {
  const match = /\/pages\/brands\/([^/?#]+)/.exec(pathname);
  const brand = match?.[1]?.toLowerCase();
  return brand && (BRAND_LANDING_BRANDS as readonly string[]).includes(brand) ? brand : null;
}

export interface LinkComponent {
  href: string;
  /** Set by editors on a category link: on a brand landing page it carries the brand's filter. */
  autoApplyBrandFilter?: boolean;
}

function isLinkComponent(value: unknown): value is LinkComponent {
  return !!value && typeof value === 'object' && typeof (value as LinkComponent).href === 'string';
}

/**
 * The href a block links to: the component's, safe, with the brand landing
 * rule applied (a /categories/ link with auto-apply on a brand landing page
 * gets /facet/collection/{brand, hyphens as %20}). An invalid component (or
 * an unsafe href) gives an empty link and a logged error.
 */
export function modifyLink(component: unknown, pathname: string): string {
  if (!isLinkComponent(component)) {
    console.error('[contentBlocks] link modification needs a component with an href; got', component);
    return '';
  }
  const href = safeUrl(component.href);
  if (!href) {
    console.error(`[contentBlocks] unsafe link left out: ${component.href}`);
    return '';
  }
  const brand = landingBrand(pathname);
  if (!brand || !component.autoApplyBrandFilter || !href.startsWith('/categories/')) return href;
  const cut = href.search(/[?#]/);
  const path = (cut < 0 ? href : href.slice(0, cut)).replace(/\/+$/, '');
  if (path.includes('/facet/')) return href;
  return `${path}/facet/collection/${brand.replace(/-/g, '%20')}${cut < 0 ? '' : href.slice(cut)}`;
}
