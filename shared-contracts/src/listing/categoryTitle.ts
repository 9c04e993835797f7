// The page heading of a listing (also its document title): the search words,
// or all products for an empty search; for a category, its own name when a
// result's breadcrumbs carry it, else the slug in words.
import type { ListingScope } from './scope';

interface Crumbs {
  breadcrumbs?: unknown;
  brand?: unknown;
}

/** The record attributes categoryTitle reads. */
export const CATEGORY_TITLE_ATTRIBUTES = ['breadcrumbs', 'brand'] as const;

function crumbsOf(hit: unknown): Crumbs {
  return typeof hit === 'object' && hit !== null ? (hit as Crumbs) : {};
}

function words(slug: string): string {
  const text = slug.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function capitalised(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

export function categoryTitle(scope: ListingScope, hits: readonly unknown[]): string {
  const slug = scope.categorySlug ?? '';
  let name: string | undefined;
  let brand: string | undefined;
  for (const hit of hits.map(crumbsOf)) {
    if (!name && Array.isArray(hit.breadcrumbs)) {
      const crumb = hit.breadcrumbs.find((c): c is { name: string; slug: string } => typeof c?.name === 'string' && c?.slug === slug);
      name = crumb?.name;
    }
    if (!brand && scope.brand && typeof hit.brand === 'string' && hit.brand.toLowerCase() === scope.brand.toLowerCase()) brand = hit.brand;
  }
  const title = name ?? words(slug);
  return scope.brand ? `${title} – ${brand ?? capitalised(scope.brand)}` : title;
}

/** The words of a search heading, in the page's catalogue. */
export interface SearchHeadingWords {
  resultsFor(query: string): string;
  allProducts: string;
}

export function listingHeading(scope: ListingScope, query: string, hits: readonly unknown[], words: SearchHeadingWords): string {
  if (scope.kind === 'search') return query ? words.resultsFor(query) : words.allProducts;
  return categoryTitle(scope, hits);
}
