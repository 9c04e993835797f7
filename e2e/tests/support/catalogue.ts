// Finds products for a journey through the site's public endpoints: the
// sitemap lists product pages, the product api gives their data.
import type { APIRequestContext } from '@playwright/test';
import type { Product, ProductPageData, Variant } from '@storefront/shared-contracts';

let slugsCache: string[] | null = null;

export async function productSlugs(request: APIRequestContext): Promise<string[]> {
  if (slugsCache) return slugsCache;
  const xml = await (await request.get('/sitemap.xml')).text();
  slugsCache = [...xml.matchAll(/\/product\/([^<]+)<\/loc>/g)].map((m) => decodeURIComponent(m[1]!));
  return slugsCache;
}

export async function findProduct(
  request: APIRequestContext,
  predicate: (page: ProductPageData) => boolean,
  { from = 0, limit = 400 } = {},
): Promise<ProductPageData> {
  const slugs = (await productSlugs(request)).slice(from, from + limit);
  for (const slug of slugs) {
    const res = await request.get(`/_api/product/${encodeURIComponent(slug)}`);
    if (!res.ok()) continue;
    const page = (await res.json()) as ProductPageData;
    if (predicate(page)) return page;
  }
  throw new Error('no product in the catalogue matches the journey');
}

export const coloursOf = (p: Product) => [...new Set(p.variants.map((v) => v.attributes.colour))];
export const inStockSizes = (p: Product, colour: string): Variant[] =>
  p.variants.filter((v) => v.attributes.colour === colour && v.isOnStock);

/** A fashion product with several colours, each with a choice of in-stock sizes, no customisation. */
export function isPlainMultiColourProduct(page: ProductPageData): boolean {
  const p = page.product;
  const colours = coloursOf(p);
  const sizes = new Set(p.variants.map((v) => v.attributes.size)).size;
  return (
    p.productType === 'fashion' &&
    !p.isPremier &&
    !p.variants[0]?.attributes.customisationGroupName &&
    colours.length >= 2 &&
    sizes >= 2 &&
    sizes <= 10 &&
    colours.every((c) => inStockSizes(p, c).length >= 2) &&
    (p.variants[0]?.images.length ?? 0) >= 2
  );
}

export function defaultColour(p: Product): string {
  const v = p.variants.find((x) => x.preSelected) ?? p.variants.find((x) => x.isMaster) ?? p.variants[0];
  return v!.attributes.colour;
}

/** The first `count` products that match, in sitemap order (for journeys that each need their own). */
export async function findProducts(
  request: APIRequestContext,
  predicate: (page: ProductPageData) => boolean,
  count: number,
  { from = 0, limit = 600 } = {},
): Promise<ProductPageData[]> {
  const found: ProductPageData[] = [];
  for (const slug of (await productSlugs(request)).slice(from, from + limit)) {
    const res = await request.get(`/_api/product/${encodeURIComponent(slug)}`);
    if (!res.ok()) continue;
    const page = (await res.json()) as ProductPageData;
    if (predicate(page)) found.push(page);
    if (found.length === count) return found;
  }
  throw new Error(`only ${found.length} of ${count} products in the catalogue match the journey`);
}
