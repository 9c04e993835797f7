// The listing page's heading, which is also its document title: the search
// words, or "All products" for an empty search, or the category's name as its
// products' breadcrumbs spell it (not the address's slug).
import { categoryTitle, scopeOf, type RouteInfo } from '@storefront/shared-contracts';
import type { Translate } from '@storefront/shared-contracts/i18n';

export function listingHeading(route: Pick<RouteInfo, 'name' | 'params' | 'query'>, hits: readonly unknown[], t: Translate): string {
  if (route.name === 'search') {
    const query = route.query.q ?? '';
    return query ? t('listing.resultsFor', { query }) : t('listing.allProducts');
  }
  return categoryTitle(scopeOf({ name: 'category', params: route.params }), hits);
}
