// The query rule contexts of a listing's searches (spec 1 §7), shared by the
// listing remote and the shell's server preview. A module of its own: the
// listing's search page needs it, its other modules (recently viewed) do not.
import type { ListingScope } from './scope';

/** Rule contexts name what may carry letters, digits, - and _ only. */
function contextWord(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The query rule contexts of a listing's searches (spec 1 §7): `search`, or the category and brand. */
export function ruleContextsFor(scope: ListingScope): string[] {
  if (scope.kind === 'search') return ['search'];
  const contexts: string[] = [];
  const slug = scope.categorySlug ? contextWord(scope.categorySlug) : '';
  if (slug) contexts.push(`category-${slug}`);
  const brand = scope.brand ? contextWord(scope.brand) : '';
  if (brand) contexts.push(`brand-${brand}`);
  return contexts.length > 0 ? contexts : ['category'];
}
