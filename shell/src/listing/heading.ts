// The listing page's heading, which is also its document title, in the shell's words.
import { listingHeading as headingOf, scopeOf, type RouteInfo } from '@storefront/shared-contracts';
import type { Translate } from '@storefront/shared-contracts/i18n';
import type { MatchedRoute } from '../routing/matchRoute';

/** `route`: a search or category address (the shell's other routes are no listing's). */
export function listingHeading(route: Pick<MatchedRoute, 'name' | 'params' | 'query'>, hits: readonly unknown[], t: Translate): string {
  return headingOf(scopeOf({ ...route, name: route.name as RouteInfo['name'] }), route.query.q ?? '', hits, {
    resultsFor: (query) => t('listing.resultsFor', { query }),
    allProducts: t('listing.allProducts'),
  });
}
