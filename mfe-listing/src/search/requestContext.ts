// What every listing search sends besides the shopper's own refinements
// (spec 1 §7): category filter, rule contexts, analytics tags.
import type { FasciaSettings, ListingScope } from '@storefront/shared-contracts';

export const MOBILE_BREAKPOINT_PX = 768;

export type Device = 'mobile' | 'desktop';

export function deviceOf(viewportWidth: number): Device {
  return viewportWidth < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

/** Rule contexts name what may carry letters, digits, - and _ only. */
function contextWord(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function ruleContextsFor(scope: ListingScope): string[] {
  if (scope.kind === 'search') return ['search'];
  const contexts: string[] = [];
  const slug = scope.categorySlug ? contextWord(scope.categorySlug) : '';
  if (slug) contexts.push(`category-${slug}`);
  const brand = scope.brand ? contextWord(scope.brand) : '';
  if (brand) contexts.push(`brand-${brand}`);
  return contexts.length > 0 ? contexts : ['category'];
}

export function analyticsTagsFor(fascia: Pick<FasciaSettings, 'key'>, viewportWidth: number): string[] {
  return [`fascia:${fascia.key}`, `device:${deviceOf(viewportWidth)}`];
}
