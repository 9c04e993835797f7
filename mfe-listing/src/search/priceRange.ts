// The bounds of range facet values such as priceRange "20-50" or "200-max"
// (spec 1 §5; read by shared-contracts' parsePriceRange).
import type { FasciaSettings } from '@storefront/shared-contracts';

/** A bound in the fascia's currency, without ".00" for whole amounts ("£20", "200 kr"). */
export function formatRangeBound(major: number, fascia: Pick<FasciaSettings, 'locale' | 'currency'>): string {
  const whole = Number.isInteger(major);
  return new Intl.NumberFormat(fascia.locale, {
    style: 'currency',
    currency: fascia.currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(major);
}
