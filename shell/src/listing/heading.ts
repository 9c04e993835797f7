// The listing page's heading, which is also its document title, in the shell's words.
import { listingHeading as headingOf, scopeOf, type RouteInfo } from '@storefront/shared-contracts';
import type { Translate } from '@storefront/shared-contracts/i18n';

export function listingHeading(route: Pick<RouteInfo, 'name' | 'params' | 'query'>, hits: readonly unknown[], t: Translate): string {
  return headingOf(scopeOf(route), route.query.q ?? '', hits, {
    resultsFor: (query) => t('listing.resultsFor', { query }),
    allProducts: t('listing.allProducts'),
  });
}
