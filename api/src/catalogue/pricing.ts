// One price list per currency, derived from the GBP price so every fascia's
// prices stay consistent (same order, same size surcharges) without storing three.
import type { FasciaSettings } from '@storefront/shared-contracts';

export type Currency = FasciaSettings['currency'];

/** Cents in `currency` for a GBP price in pence: EUR ends in .99, SEK in whole kronor ending in 9. */
export function priceIn(currency: Currency, gbpPence: number): number {
  switch (currency) {
    case 'GBP':
      return gbpPence;
    case 'EUR':
      return Math.ceil((gbpPence * 1.17) / 100) * 100 - 1;
    case 'SEK':
      return Math.ceil((gbpPence * 13) / 1000) * 1000 - 100;
  }
}
