// The visually similar search and its fallbacks (spec 2 §4): loaded when the
// shopper asks, so the link itself stays small.
import type { FasciaSettings, Product, ProductCardData } from '@storefront/shared-contracts';
import { fetchRecommendationCards, fetchVisuallySimilar, lookUpProducts } from './api';
import { chooseSimilar, similarEntries, type CurrentProduct, type SimilarChoice, type SimilarEntry } from './rules';

const LOG = '[pdpWidgets/VisuallySimilar]';
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The search and its fallbacks; null when there is nothing to show. Failures are logged, never thrown. */
export async function findVisuallySimilar(fascia: FasciaSettings, product: Pick<Product, 'id' | 'key'>, colour: string, current: CurrentProduct): Promise<SimilarChoice | null> {
  let entries: SimilarEntry[] = [];
  try {
    const items = await fetchVisuallySimilar(fascia, product.key, colour);
    if (items.length === 0) console.warn(`${LOG} the search found nothing for ${product.key} in ${colour}`);
    else entries = similarEntries(items, await lookUpProducts(fascia, items.map((item) => item.item_group_id)));
  } catch (error) {
    console.error(`${LOG} search failed, falling back to the recommendation engine: ${message(error)}`);
  }
  const found = chooseSimilar(entries, current);
  if (found) return found;
  let fallback: ProductCardData[] = [];
  try {
    fallback = await fetchRecommendationCards('similar', product.id);
  } catch (error) {
    console.error(`${LOG} recommendation fallback failed: ${message(error)}`);
  }
  return chooseSimilar([], current, fallback);
}

