// The beauty-advisor banner's rules (spec 2 §1, §2, §7, §8): shown for
// skincare, haircare, foundation and makeup products (from the category
// taxonomy, foundation before makeup); the advisor's events: add to cart
// posts the basket's add (errors logged only), checkout goes to the bag.
import { ADVISOR_CATEGORIES, advisorCategoryOf, isRecord, type AdvisorAnswer, type AdvisorCategory, type Product } from '@storefront/shared-contracts';

/** The advisor's category of the product, from its first variant's taxonomy (the api's rule, shared-contracts' advisorCategoryOf). */
export function advisorCategory(product: Pick<Product, 'variants'>): AdvisorCategory | null {
  return advisorCategoryOf(product.variants[0]?.attributes.categoryTaxonomy);
}

/** The events the advisor sends the page (as the vendor's advisor does). */
export type AdvisorEvent = { type: 'addToCart'; sku: string } | { type: 'checkout' };

/** The analytics event of a press on the banner (spec 2 §7). */
export const ADVISOR_CLICK_EVENT = 'revieveClick';

/** The advisor's products, only those with what a row needs; null when the answer is unusable. */
export function advisorProducts(body: unknown): AdvisorAnswer | null {
  if (!isRecord(body) || !(ADVISOR_CATEGORIES as readonly unknown[]).includes(body.category) || !Array.isArray(body.products)) return null;
  const products = body.products.filter(
    (p): p is AdvisorAnswer['products'][number] =>
      isRecord(p) && typeof p.id === 'string' && typeof p.name === 'string' && typeof p.sku === 'string' && isRecord(p.price) && Number.isInteger(p.price.centAmount),
  );
  return { category: body.category as AdvisorCategory, products };
}
