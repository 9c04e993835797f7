// Money and dates as the specs show them. Prices are in cents (spec 2 §9).
import type { FasciaSettings } from '../fascia/fascias';
import { formatCurrency } from './number';

/** Formats cents in the fascia's currency and locale (GBP when none is given). */
export function formatMoney(cents: number, fascia?: Pick<FasciaSettings, 'locale' | 'currency'>): string {
  return formatCurrency(cents, fascia?.locale ?? 'en-GB', fascia?.currency ?? 'GBP');
}

/** Percentage saving, rounded, or 0 when there is no real discount. */
export function percentageSaving(cents: number, wasCents?: number): number {
  if (!wasCents || wasCents <= cents) return 0;
  return Math.round(((wasCents - cents) / wasCents) * 100);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/mm/yy, as promo badge dates are shown (spec 2 §9). */
export function formatShortDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear()).slice(-2)}`;
}

/** A long date in the fascia's locale, e.g. "12 March 2027". */
export function formatLongDate(date: Date | string, locale = 'en-GB'): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
}
