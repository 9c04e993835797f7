// The buy-now-pay-later promo line under the price (spec 1 §1-§2): the price
// split into the fascia's number of instalments with its provider. The
// rounding and wording are not in the spec; chosen in README.md.
import type { FasciaSettings } from '@storefront/shared-contracts';

/** One instalment, rounded to the nearest cent; null when there is nothing to split. */
export function instalmentCents(priceCents: number, instalments: number): number | null {
  if (!Number.isFinite(priceCents) || priceCents <= 0 || !Number.isInteger(instalments) || instalments < 2) return null;
  return Math.round(priceCents / instalments);
}

export interface BuyNowPayLaterLine {
  provider: string;
  instalments: number;
  amountCents: number;
  /** The price is a range: the amount is that of the lowest price. */
  from: boolean;
}

export function buyNowPayLaterLine(price: { lowCents: number; isRange: boolean }, fascia: Pick<FasciaSettings, 'buyNowPayLater'>): BuyNowPayLaterLine | null {
  const { provider, instalments } = fascia.buyNowPayLater ?? { provider: '', instalments: 0 };
  const amountCents = instalmentCents(price.lowCents, instalments);
  if (amountCents === null || !provider) return null;
  return { provider, instalments, amountCents, from: price.isRange };
}
