// The payment promo block's rules (spec 2 §2, §9): which payment providers it
// offers for a price, and the price it goes by. The spec names neither the
// providers nor the one hidden from 20 to under 30; the choices are in
// README.md. Prices are in cents.
import { findVariant, usableVariants, variantsOfColour, type FasciaSettings, type Product, type Variant } from '@storefront/shared-contracts';

export type PaymentProviderId = 'klarna' | 'clearpay' | 'paypal';

export const PAYMENT_PROVIDERS: Record<PaymentProviderId, { name: string; instalments: number }> = {
  klarna: { name: 'Klarna', instalments: 3 },
  clearpay: { name: 'Clearpay', instalments: 4 },
  paypal: { name: 'PayPal', instalments: 3 },
};

/** The providers offered in each currency, before the fascia's own provider is put first. */
export const PROVIDERS_BY_CURRENCY: Record<FasciaSettings['currency'], readonly PaymentProviderId[]> = {
  GBP: ['klarna', 'clearpay', 'paypal'],
  EUR: ['klarna', 'paypal'],
  SEK: ['klarna'],
};

/** The provider whose icon is hidden for prices from 20 to under 30 (spec 2 §2, §9). */
export const BAND_HIDDEN_PROVIDER: PaymentProviderId = 'paypal';
/** 20.00 inclusive to 30.00 exclusive, in cents of the fascia's currency. */
export const HIDDEN_BAND_FROM_CENTS = 2000;
export const HIDDEN_BAND_BELOW_CENTS = 3000;

export function inHiddenBand(priceCents: number): boolean {
  return priceCents >= HIDDEN_BAND_FROM_CENTS && priceCents < HIDDEN_BAND_BELOW_CENTS;
}

export interface PaymentOffer {
  id: PaymentProviderId;
  name: string;
  instalments: number;
  /** One instalment, rounded to the cent. */
  instalmentCents: number;
}

/**
 * The providers to show for a price: the currency's providers with the
 * fascia's buy-now-pay-later provider first (in its number of instalments),
 * less the band's provider from 20 to under 30. None without a price.
 */
export function paymentOffers(fascia: Pick<FasciaSettings, 'currency' | 'buyNowPayLater'>, priceCents: number | null): PaymentOffer[] {
  if (priceCents === null || !Number.isFinite(priceCents) || priceCents <= 0) return [];
  const own = fascia.buyNowPayLater?.provider?.toLowerCase();
  const ids = [...(PROVIDERS_BY_CURRENCY[fascia.currency] ?? [])].sort((a, b) => Number(b === own) - Number(a === own));
  return ids
    .filter((id) => !(id === BAND_HIDDEN_PROVIDER && inHiddenBand(priceCents)))
    .map((id) => {
      const instalments = id === own && fascia.buyNowPayLater.instalments >= 2 ? fascia.buyNowPayLater.instalments : PAYMENT_PROVIDERS[id].instalments;
      return { id, name: PAYMENT_PROVIDERS[id].name, instalments, instalmentCents: Math.round(priceCents / instalments) };
    });
}

/** 'see more' / 'see less' only when more than one provider is shown. */
export function hasMoreProviders(offers: readonly PaymentOffer[]): boolean {
  return offers.length > 1;
}

/** The shopper's colour and, once chosen, size variant (from pdp:selection-changed). */
export interface PromoSelection {
  colour: string;
  /** null while no size is chosen. */
  variantId: string | null;
}

const priced = (v: Variant): boolean => Number.isFinite(v.prices?.centAmount) && v.prices.centAmount > 0;
const lowest = (variants: readonly Variant[]): number | null =>
  variants.filter(priced).reduce<number | null>((low, v) => (low === null || v.prices.centAmount < low ? v.prices.centAmount : low), null);

/**
 * The price the block goes by: the chosen size's, else the lowest of the
 * chosen colour (the "from" price), else the lowest of the product.
 */
export function promoPriceCents(product: Product, selection: PromoSelection | null): number | null {
  if (selection) {
    const size = findVariant(product, selection.variantId);
    if (size && priced(size) && size.attributes.colour === selection.colour) return size.prices.centAmount;
    const ofColour = lowest(variantsOfColour(product, selection.colour));
    if (ofColour !== null) return ofColour;
  }
  return lowest(usableVariants(product));
}
