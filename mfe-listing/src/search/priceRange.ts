// Range facet values such as priceRange "20-50" or "200-max" (spec 1 §5):
// 'min-max' where max may be the word max; both ends must otherwise be numeric.
import type { FasciaSettings } from '@storefront/shared-contracts';

export interface ParsedRange {
  min: number;
  /** null: open-ended ("max"). */
  max: number | null;
}

const RANGE = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?|max)\s*$/i;

/** The range a value names, or null when it is not a valid 'min-max'. */
export function parseRange(value: unknown): ParsedRange | null {
  if (typeof value !== 'string') return null;
  const match = RANGE.exec(value);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2]!.toLowerCase() === 'max' ? null : Number(match[2]);
  if (max !== null && max < min) return null;
  return { min, max };
}

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
