import { FASCIAS, type Product } from '@storefront/shared-contracts';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { BAND_HIDDEN_PROVIDER, hasMoreProviders, inHiddenBand, paymentOffers, promoPriceCents } from './rules';

const ids = (offers: ReturnType<typeof paymentOffers>) => offers.map((offer) => offer.id);

describe('inHiddenBand', () => {
  it('is from 20 inclusive to 30 exclusive (cents)', () => {
    expect([1999, 2000, 2500, 2999, 3000].map(inHiddenBand)).toEqual([false, true, true, true, false]);
  });
});

describe('paymentOffers', () => {
  it("offers the currency's providers with the fascia's own first, in its instalments", () => {
    expect(paymentOffers(FASCIAS.burton, 4500)).toEqual([
      { id: 'klarna', name: 'Klarna', instalments: 3, instalmentCents: 1500 },
      { id: 'clearpay', name: 'Clearpay', instalments: 4, instalmentCents: 1125 },
      { id: 'paypal', name: 'PayPal', instalments: 3, instalmentCents: 1500 },
    ]);
    expect(ids(paymentOffers(FASCIAS.dorothyperkins, 4500))).toEqual(['clearpay', 'klarna', 'paypal']);
    expect(ids(paymentOffers(FASCIAS.coast, 4500))).toEqual(['klarna', 'paypal']);
    expect(paymentOffers(FASCIAS.oasis, 29900)).toEqual([{ id: 'klarna', name: 'Klarna', instalments: 4, instalmentCents: 7475 }]);
  });

  it(`hides ${BAND_HIDDEN_PROVIDER} from 20 to under 30, and only there`, () => {
    expect(ids(paymentOffers(FASCIAS.burton, 1999))).toEqual(['klarna', 'clearpay', 'paypal']);
    expect(ids(paymentOffers(FASCIAS.burton, 2000))).toEqual(['klarna', 'clearpay']);
    expect(ids(paymentOffers(FASCIAS.burton, 2999))).toEqual(['klarna', 'clearpay']);
    expect(ids(paymentOffers(FASCIAS.burton, 3000))).toEqual(['klarna', 'clearpay', 'paypal']);
    expect(ids(paymentOffers(FASCIAS.wallis, 2500))).toEqual(['klarna']);
  });

  it('offers nothing without a price', () => {
    expect(paymentOffers(FASCIAS.burton, null)).toEqual([]);
    expect(paymentOffers(FASCIAS.burton, 0)).toEqual([]);
    expect(paymentOffers(FASCIAS.burton, Number.NaN)).toEqual([]);
  });
});

describe('hasMoreProviders', () => {
  it('is true only with more than one provider', () => {
    expect(hasMoreProviders(paymentOffers(FASCIAS.coast, 4500))).toBe(true);
    expect(hasMoreProviders(paymentOffers(FASCIAS.coast, 2500))).toBe(false);
    expect(hasMoreProviders([])).toBe(false);
  });
});

describe('promoPriceCents', () => {
  const priced = (id: string, colour: string, size: string, centAmount: number) => ({ ...makeVariant({ id, colour, size }), prices: { centAmount, currencyCode: 'GBP' } });
  const product: Product = makeProduct([priced('navy-s', 'navy', 'S', 2500), priced('navy-l', 'navy', 'L', 3500), priced('white-s', 'white', 'S', 1800)]);

  it("is the chosen size's price", () => {
    expect(promoPriceCents(product, { colour: 'navy', variantId: 'navy-l' })).toBe(3500);
  });

  it("is the colour's lowest while no size is chosen, or when the size is of another colour", () => {
    expect(promoPriceCents(product, { colour: 'navy', variantId: null })).toBe(2500);
    expect(promoPriceCents(product, { colour: 'navy', variantId: 'white-s' })).toBe(2500);
  });

  it("is the product's lowest without a selection or for an unknown colour, and null without prices", () => {
    expect(promoPriceCents(product, null)).toBe(1800);
    expect(promoPriceCents(product, { colour: 'green', variantId: null })).toBe(1800);
    expect(promoPriceCents(makeProduct([]), null)).toBeNull();
  });
});
