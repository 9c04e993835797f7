// What a listing page is scoped to by its address (spec 1 §7, spec 3 brand
// landing rule): shared by the listing remote, which searches with it, and
// the shell's server, which renders the first results before the remote runs.
import type { RouteInfo } from '../routes/routeInfo';

export interface ListingScope {
  kind: 'search' | 'category';
  /** Category slug, on a category page. */
  categorySlug?: string;
  /** Brand from /categories/{slug}/facet/collection/{brand}. */
  brand?: string;
}

/** A filter value, quoted so spaces, quotes and operators stay part of the value. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function scopeOf(route: Pick<RouteInfo, 'name' | 'params'>): ListingScope {
  if (route.name !== 'category') return { kind: 'search' };
  const categorySlug = route.params.slug?.trim() || undefined;
  // The path writes spaces in brand names as %20 (spec 3 brand landing rule); the shell decodes it.
  const brand = route.params.brand?.trim() || undefined;
  return { kind: 'category', ...(categorySlug ? { categorySlug } : {}), ...(brand ? { brand } : {}) };
}

/** The fixed filters of a category page: its slug, and the brand named in the path. */
export function scopeFilters(scope: ListingScope): string | undefined {
  const parts: string[] = [];
  if (scope.categorySlug) parts.push(`categorySlugs:${quoteFilterValue(scope.categorySlug)}`);
  if (scope.brand) parts.push(`brand:${quoteFilterValue(scope.brand)}`);
  return parts.length > 0 ? parts.join(' AND ') : undefined;
}

