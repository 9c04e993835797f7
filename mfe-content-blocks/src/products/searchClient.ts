// The content remote's search client: shared-contracts' lite client per
// fascia (the same hosts and cache rule as the listing's), pointed at the
// search service the shell serves on the page's origin or at hosted search.
import type { FasciaSettings } from '@storefront/shared-contracts';
import { searchClientFor, type SearchClient } from '@storefront/shared-contracts/search-client';

export type { SearchClient };

export function contentSearchClient(fascia: FasciaSettings): SearchClient {
  return searchClientFor(fascia);
}
