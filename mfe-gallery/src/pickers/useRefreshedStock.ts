// The live stock refresh (spec 2 §4): the product with each variant's
// in-stock flag and quantity as the last `pdp:stock-refreshed` for it says
// (state-like, so a refresh before mount counts). The pickers, the low-stock
// message and the selection they announce (which the add button follows) use it.
import { useEffect, useState } from 'react';
import { withRefreshedStock, type Product } from '@storefront/shared-contracts';
import { lastValue, on } from '@storefront/shared-contracts/events/bus';

export function useRefreshedStock(product: Product): Product {
  const [refresh, setRefresh] = useState(() => lastValue('pdp:stock-refreshed'));
  useEffect(() => on('pdp:stock-refreshed', setRefresh, { replay: true }), []);
  return withRefreshedStock(product, refresh);
}
