// Price facts of a product used by the page head, the price line and cards.
import type { Variant } from '../entities/product';

export interface PriceSummary {
  lowCents: number;
  highCents: number;
  currencyCode: string;
  /** The was-price of the lowest-priced variant, when it has one. */
  wasCents?: number;
  isRange: boolean;
}

export function priceSummary(variants: readonly Variant[]): PriceSummary | null {
  if (variants.length === 0) return null;
  let low = variants[0]!;
  let highCents = low.prices.centAmount;
  for (const v of variants) {
    if (v.prices.centAmount < low.prices.centAmount) low = v;
    if (v.prices.centAmount > highCents) highCents = v.prices.centAmount;
  }
  const was = low.prices.wasPrice?.centAmount;
  return {
    lowCents: low.prices.centAmount,
    highCents,
    currencyCode: low.prices.currencyCode,
    ...(was && was > low.prices.centAmount ? { wasCents: was } : {}),
    isRange: highCents !== low.prices.centAmount,
  };
}

export function totalAvailable(variants: readonly Variant[]): number {
  return variants.reduce((n, v) => n + (v.isOnStock ? Math.max(0, v.availableQuantity) : 0), 0);
}
