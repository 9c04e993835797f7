// Try-on is offered only for makeup and foundation (spec 1 §2, §5): the
// product's categories are sorted by keyword into skin, hair, foundation or
// makeup, and only the last two qualify; one brand (fascia.tryOn.excludedBrand)
// never does.
import type { Product } from '@storefront/shared-contracts';

export type TryOnCategory = 'foundation' | 'makeup' | 'skin' | 'hair';

/**
 * In order of precedence: "Beauty > Makeup > Face > Foundation" is foundation,
 * "Beauty > Skin > Moisturiser" is skin. Matched at the start of a word, so
 * slugs (beauty-skincare) and names (Haircare) both count.
 */
const CATEGORY_KEYWORDS: ReadonlyArray<readonly [TryOnCategory, RegExp]> = [
  ['foundation', /\bfoundations?\b/i],
  ['makeup', /\bmake[\s-]?ups?\b/i],
  ['skin', /\bskin/i],
  ['hair', /\bhair/i],
];

const TRY_ON_CATEGORIES: ReadonlySet<TryOnCategory> = new Set(['foundation', 'makeup']);

/** The category texts of a product: taxonomy, category names and slugs, breadcrumbs. Never its name. */
function categoryTexts(product: Product): string[] {
  const texts: unknown[] = [
    ...(Array.isArray(product.variants) ? product.variants.slice(0, 1).map((v) => v?.attributes?.categoryTaxonomy) : []),
    ...(Array.isArray(product.categories) ? product.categories.flatMap((c) => [c?.name, c?.slug]) : []),
    ...(Array.isArray(product.categoryNames) ? product.categoryNames : []),
    ...(Array.isArray(product.breadcrumbs) ? product.breadcrumbs.flatMap((b) => [b?.name, b?.slug]) : []),
  ];
  return texts.filter((text): text is string => typeof text === 'string');
}

export function tryOnCategory(product: Product): TryOnCategory | null {
  const text = categoryTexts(product).join(' | ');
  return CATEGORY_KEYWORDS.find(([, keyword]) => keyword.test(text))?.[0] ?? null;
}

export function isTryOnEligible(product: Product, excludedBrand: string): boolean {
  const category = tryOnCategory(product);
  if (!category || !TRY_ON_CATEGORIES.has(category)) return false;
  const excluded = excludedBrand.trim().toLowerCase();
  return excluded === '' || product.brand.trim().toLowerCase() !== excluded;
}
