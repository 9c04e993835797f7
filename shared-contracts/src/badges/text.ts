// Badge text with its placeholders filled in (spec 1 §3) and the promo end
// date as dd/mm/yy (spec 2 §9). {freeDeliveryFrom} is the fascia's own
// free-delivery threshold, so a site-wide delivery badge states the amount
// the bag applies, in the fascia's currency.
import type { BadgeConfig } from '../entities/badge';
import type { FasciaSettings } from '../fascia/fascias';
import { formatMoney, formatShortDate } from '../format/money';
import { priceTextEnds, toCents } from '../format/priceText';

/**
 * The price a badge speaks of: cents (product page), or a major-unit price
 * text such as "30.00" or "12.00-20.00" (cards). For a single price both
 * ends are the same.
 */
export type BadgePrice = { lowCents: number; highCents: number } | string;

/** What the text needs of the fascia; without `delivery`, {freeDeliveryFrom} stays as written. */
export type BadgeFascia = Pick<FasciaSettings, 'locale' | 'currency'> & { delivery?: Pick<FasciaSettings['delivery'], 'freeThresholdCentAmount'> };

function ends(price: BadgePrice): { low: number | null; high: number | null; raw: string } {
  if (typeof price !== 'string') {
    const low = Number.isFinite(price.lowCents) ? price.lowCents : null;
    const high = Number.isFinite(price.highCents) ? price.highCents : low;
    return { low, high, raw: '' };
  }
  const { low, high } = priceTextEnds(price);
  return { low: low === null ? null : toCents(low), high: high === null ? null : toCents(high), raw: price.trim() };
}

/** A discount is a percentage between 0 and 100; anything else is no discount. */
export function validDiscount(discount: unknown): number | null {
  return typeof discount === 'number' && Number.isFinite(discount) && discount > 0 && discount < 100 ? discount : null;
}

/**
 * Fills {discountedPrice} (the lower price less the badge's discount, or the
 * price itself without a discount), {priceRangeFromLower} and
 * {priceRangeFromUpper} (the ends of the price; a single price is both), and
 * {freeDeliveryFrom}.
 */
export function badgeText(text: string, badge: Pick<BadgeConfig, 'discount'>, price: BadgePrice, fascia: BadgeFascia): string {
  const { low, high, raw } = ends(price);
  const discount = validDiscount(badge.discount);
  const lower = low !== null ? formatMoney(low, fascia) : raw;
  const upper = high !== null ? formatMoney(high, fascia) : lower;
  const discounted = low !== null && discount !== null ? formatMoney(Math.round((low * (100 - discount)) / 100), fascia) : lower;
  const filled = text.replaceAll('{discountedPrice}', discounted).replaceAll('{priceRangeFromLower}', lower).replaceAll('{priceRangeFromUpper}', upper);
  return fascia.delivery ? filled.replaceAll('{freeDeliveryFrom}', formatMoney(fascia.delivery.freeThresholdCentAmount, fascia)) : filled;
}

/** The promo end date as dd/mm/yy, or null when there is none or it is not a date. */
export function badgeEndDate(badge: Pick<BadgeConfig, 'endDate'>): string | null {
  if (!badge.endDate || Number.isNaN(Date.parse(badge.endDate))) return null;
  return formatShortDate(badge.endDate);
}
