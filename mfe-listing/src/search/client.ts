// The search client: Algolia's own lite client, pointed at the fascia's hosts
// or, when the fascia names none, at the page's origin, where the shell serves
// the api's Algolia-protocol search service (docs/architecture.md §5). The hosts
// and the client per fascia are shared-contracts' (other remotes search too);
// where insights events go is the listing's own.
import type { FasciaSettings } from '@storefront/shared-contracts';
import type { SearchClient } from '@storefront/shared-contracts/search-client';

export { searchClientFor, searchHosts, type SearchHost } from '@storefront/shared-contracts/search-client';

/**
 * Where insights events go: the page origin for the local service; for hosted
 * search the configured endpoint (SEARCH_INSIGHTS_URL, in the boot data),
 * else Algolia's default.
 */
export function insightsHost(fascia: Pick<FasciaSettings, 'search'>, location: Pick<Location, 'origin'>): string | undefined {
  if (fascia.search.hosts && fascia.search.hosts.length > 0) return fascia.search.insightsUrl;
  return location.origin;
}

export type ListingSearchClient = SearchClient;
