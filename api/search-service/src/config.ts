// Default query rules of the local search service (hosted Algolia keeps its
// own in the dashboard). Rules without an index apply to every index.
import type { SearchRule } from './types';

export const DEFAULT_SEARCH_RULES: SearchRule[] = [
  {
    objectID: 'sale-redirect',
    conditions: [{ pattern: 'sale', anchoring: 'contains' }],
    consequence: { userData: { redirect: '/pages/sale', redirectMobile: '/pages/sale-mobile' } },
  },
  {
    objectID: 'delivery-redirect',
    conditions: [{ pattern: 'delivery', anchoring: 'is' }],
    consequence: { userData: { redirect: '/pages/informational/delivery', redirectMobile: '/pages/informational/delivery' } },
  },
];
