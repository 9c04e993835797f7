import { FASCIAS, type Product } from '@storefront/shared-contracts';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { crossBorderCountry, exclusionsOf, hasSellerDetails, itemPriceCents, readPromise, sellerDetails, thresholdMessage } from './rules';

const priced = (id: string, colour: string, size: string, centAmount: number, exclusions?: string) => {
  const v = makeVariant({ id, colour, size });
  return { ...v, prices: { ...v.prices, centAmount, ...(exclusions ? { shopExclusionsMessaging: exclusions } : {}) } };
};
const product: Product = makeProduct([priced('navy-s', 'navy', 'S', 2500), priced('navy-l', 'navy', 'L', 6000, 'No codes'), priced('white-s', 'white', 'S', 4000)]);

describe('delivery rules', () => {
  it('reads promises in working days, else keeps the text', () => {
    expect(readPromise('3-5')).toEqual({ kind: 'range', min: 3, max: 5 });
    expect(readPromise('5 – 10')).toEqual({ kind: 'range', min: 5, max: 10 });
    expect(readPromise('2')).toEqual({ kind: 'days', days: 2 });
    expect(readPromise('1')).toEqual({ kind: 'nextWorkingDay' });
    expect(readPromise('4-4')).toEqual({ kind: 'days', days: 4 });
    expect(readPromise('Within a week')).toEqual({ kind: 'text', text: 'Within a week' });
    expect(readPromise('')).toBeNull();
    expect(readPromise(undefined)).toBeNull();
  });

  it('compares the chosen size’s price, else the colour’s lowest, else the product’s, with the threshold', () => {
    expect(itemPriceCents(product, { colour: 'navy', variantId: 'navy-l' })).toBe(6000);
    expect(itemPriceCents(product, { colour: 'navy', variantId: null })).toBe(2500);
    expect(itemPriceCents(product, { colour: 'white', variantId: 'navy-l' })).toBe(4000);
    expect(itemPriceCents(product, null)).toBe(2500);
    const threshold = { threshold: { centAmount: 5000, currencyCode: 'GBP' } };
    expect(thresholdMessage(6000, threshold)).toBe('free');
    expect(thresholdMessage(5000, threshold)).toBe('free');
    expect(thresholdMessage(4999, threshold)).toBe('underThreshold');
    expect(thresholdMessage(null, threshold)).toBe('underThreshold');
  });

  it('lists the seller’s details with the missing ones as null, the address whole or not at all', () => {
    const full = sellerDetails(
      { billing: { corporateName: 'A Ltd', vATNumber: 'GB1', identificationNumber: '123' }, address: { street1: '1 High St', street2: 'Floor 2', city: 'Leeds', zipCode: 'LS1 1AA', state: 'West Yorkshire', countryIsoCode: 'GB' } },
      'en-GB',
    );
    expect(full).toEqual([
      { field: 'companyName', lines: ['A Ltd'] },
      { field: 'vatNumber', lines: ['GB1'] },
      { field: 'identificationNumber', lines: ['123'] },
      { field: 'address', lines: ['1 High St', 'Floor 2', 'LS1 1AA Leeds', 'West Yorkshire', 'United Kingdom'] },
    ]);
    const partial = sellerDetails({ billing: { corporateName: '  ', vATNumber: 'NL1' }, address: { city: 'Utrecht', countryIsoCode: 'NL' } }, 'nl-NL');
    expect(partial.map((d) => d.lines)).toEqual([null, ['NL1'], null, null]);
    expect(hasSellerDetails(partial)).toBe(true);
    expect(hasSellerDetails(sellerDetails({ billing: {} }, 'en-GB'))).toBe(false);
  });

  it('is cross-border when the seller’s country is not the fascia’s', () => {
    const seller = (countryIsoCode?: string) => ({ billing: {}, address: { countryIsoCode } });
    expect(crossBorderCountry(seller('FR'), FASCIAS.burton)).toBe('FR');
    expect(crossBorderCountry(seller('fr'), FASCIAS.coast)).toBeNull();
    expect(crossBorderCountry(seller('GB'), FASCIAS.dorothyperkins)).toBeNull();
    expect(crossBorderCountry(seller('SE'), FASCIAS.oasis)).toBeNull();
    expect(crossBorderCountry(seller('US'), FASCIAS.wallis)).toBe('US');
    expect(crossBorderCountry(seller(undefined), FASCIAS.burton)).toBeNull();
    expect(crossBorderCountry(seller('Narnia'), FASCIAS.burton)).toBeNull();
    expect(crossBorderCountry(undefined, FASCIAS.burton)).toBeNull();
  });

  it('finds the seller’s exclusions on the chosen variant, else on any', () => {
    expect(exclusionsOf(product, 'navy-l')).toBe('No codes');
    expect(exclusionsOf(product, 'navy-s')).toBe('No codes');
    expect(exclusionsOf(makeProduct([priced('a', 'navy', 'S', 1)]), null)).toBeNull();
  });
});
