// The delivery and seller block's rules (spec 2 §3, §8): which delivery
// message applies, how a promise reads, which seller details are missing
// ('contact seller'), whether a seller is abroad. Plain functions.
import { usableVariants, variantsOfColour, type DeliveryMessaging, type FasciaSettings, type Product, type SellerInfo, type Variant } from '@storefront/shared-contracts';

/** A delivery promise in working days ('3-5', '2', '1'), or the text as sent. */
export type DeliveryPromise =
  | { kind: 'range'; min: number; max: number }
  | { kind: 'days'; days: number }
  | { kind: 'nextWorkingDay' }
  | { kind: 'text'; text: string };

export function readPromise(value: unknown): DeliveryPromise | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const range = /^(\d{1,2})\s*[-–]\s*(\d{1,2})$/.exec(text);
  if (range) {
    const min = Number(range[1]);
    const max = Number(range[2]);
    return min < max ? { kind: 'range', min, max } : { kind: 'days', days: max };
  }
  if (/^\d{1,2}$/.test(text)) return Number(text) <= 1 ? { kind: 'nextWorkingDay' } : { kind: 'days', days: Number(text) };
  return { kind: 'text', text };
}

export interface Selection {
  colour: string;
  variantId: string | null;
}

const priced = (v: Variant) => Number.isFinite(v.prices?.centAmount);
const lowest = (variants: Variant[]) => {
  const prices = variants.filter(priced).map((v) => v.prices.centAmount);
  return prices.length ? Math.min(...prices) : null;
};

/** The price the threshold is compared with: the chosen size's, else the chosen colour's lowest, else the product's lowest. */
export function itemPriceCents(product: Product, selection: Selection | null): number | null {
  if (selection) {
    const size = usableVariants(product).find((v) => v.id === selection.variantId);
    if (size && priced(size) && size.attributes.colour === selection.colour) return size.prices.centAmount;
    const ofColour = lowest(variantsOfColour(product, selection.colour));
    if (ofColour !== null) return ofColour;
  }
  return lowest(usableVariants(product));
}

/** Free delivery when the item alone reaches the threshold, else the under-threshold message. */
export function thresholdMessage(priceCents: number | null, messaging: Pick<DeliveryMessaging, 'threshold'>): 'free' | 'underThreshold' {
  return priceCents !== null && priceCents >= messaging.threshold.centAmount ? 'free' : 'underThreshold';
}

export type SellerField = 'companyName' | 'vatNumber' | 'identificationNumber' | 'address';

export interface SellerDetail {
  field: SellerField;
  /** The detail's lines, or null when the seller has not given it (the page says 'contact seller'). */
  lines: string[] | null;
}

const given = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The country's name in the page's language, else its code. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The seller's registration details in the order shown. The address counts
 * as given only with its street, town and postcode.
 */
export function sellerDetails(seller: SellerInfo, locale: string): SellerDetail[] {
  const billing = seller.billing ?? {};
  const a = seller.address;
  const address =
    a && given(a.street1) && given(a.city) && given(a.zipCode)
      ? [a.street1, a.street2, [a.zipCode, a.city].join(' '), a.state, given(a.countryIsoCode) ? countryName(a.countryIsoCode, locale) : undefined].filter(given)
      : null;
  return [
    { field: 'companyName', lines: given(billing.corporateName) ? [billing.corporateName] : null },
    { field: 'vatNumber', lines: given(billing.vATNumber) ? [billing.vATNumber] : null },
    { field: 'identificationNumber', lines: given(billing.identificationNumber) ? [billing.identificationNumber] : null },
    { field: 'address', lines: address },
  ];
}

/** Whether the seller has given any registration detail at all. */
export function hasSellerDetails(details: SellerDetail[]): boolean {
  return details.some((detail) => detail.lines !== null);
}

/** The fascia's country, from its locale (en-GB → GB). */
export const fasciaCountry = (fascia: Pick<FasciaSettings, 'locale'>) => fascia.locale.slice(-2).toUpperCase();

/** The seller's country when it is not the fascia's (cross-border), else null. */
export function crossBorderCountry(seller: SellerInfo | undefined, fascia: Pick<FasciaSettings, 'locale'>): string | null {
  const code = seller?.address?.countryIsoCode;
  if (!given(code) || !/^[A-Za-z]{2}$/.test(code)) return null;
  return code.toUpperCase() === fasciaCountry(fascia) ? null : code.toUpperCase();
}

/** The seller's exclusions: the selected variant's, else the first variant's that has one. */
export function exclusionsOf(product: Product, variantId: string | null): string | null {
  const variants = usableVariants(product);
  const chosen = variants.find((v) => v.id === variantId)?.prices.shopExclusionsMessaging;
  if (given(chosen)) return chosen;
  const any = variants.map((v) => v.prices.shopExclusionsMessaging).find(given);
  return any ?? null;
}
