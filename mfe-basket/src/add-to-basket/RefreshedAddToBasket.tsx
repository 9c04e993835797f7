// The live stock refresh (spec 2 §4) for the add button: the product with each
// variant's in-stock flag and quantity as the last `pdp:stock-refreshed` for it
// says (state-like, so a refresh before mount counts).
import { useEffect, useState } from 'react';
import { withRefreshedStock, type Product } from '@storefront/shared-contracts';
import { lastValue, on } from '@storefront/shared-contracts/events/bus';
import { AddToBasket, type AddToBasketProps } from './AddToBasket';

export function useRefreshedStock(product: Product): Product {
  const [refresh, setRefresh] = useState(() => lastValue('pdp:stock-refreshed'));
  useEffect(() => on('pdp:stock-refreshed', setRefresh, { replay: true }), []);
  return withRefreshedStock(product, refresh);
}

/** The add button over the product with the live stock refresh's stock. */
export function RefreshedAddToBasket({ product, ...props }: AddToBasketProps) {
  return <AddToBasket product={useRefreshedStock(product)} {...props} />;
}
