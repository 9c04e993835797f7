// The beauty advisor's category of a product (spec 2 §1: skincare, haircare,
// foundation, makeup), from its category taxonomy: foundation before makeup.
import type { AdvisorCategory } from '@storefront/shared-contracts';

export function advisorCategoryOf(taxonomy: string | undefined): AdvisorCategory | null {
  const t = (taxonomy ?? '').toLowerCase();
  if (!t.startsWith('beauty')) return null;
  if (t.includes('foundation')) return 'foundation';
  if (t.includes('> skin')) return 'skincare';
  if (t.includes('> hair')) return 'haircare';
  if (t.includes('> makeup')) return 'makeup';
  return null;
}

/** How many products the stand-in advisor offers. */
export const ADVISOR_PRODUCTS = 2;
