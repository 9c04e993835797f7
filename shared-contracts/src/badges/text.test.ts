import { FASCIAS } from '../fascia/fascias';
import { badgeEndDate, badgeText, validDiscount } from './text';

const norm = (s: string) => s.replace(/\s/g, ' ');

describe('badgeText', () => {
  it('fills {discountedPrice} with the price less the discount', () => {
    expect(badgeText('Extra 20% off: now {discountedPrice}', { discount: 20 }, { lowCents: 3000, highCents: 3000 }, FASCIAS.burton)).toBe('Extra 20% off: now £24.00');
    expect(badgeText('now {discountedPrice}', { discount: 20 }, '30.00', FASCIAS.burton)).toBe('now £24.00');
  });

  it('takes the discount from the lower end of a range and rounds to the cent', () => {
    expect(badgeText('{discountedPrice}', { discount: 15 }, { lowCents: 1999, highCents: 4000 }, FASCIAS.burton)).toBe('£16.99');
  });

  it('shows the price itself for {discountedPrice} without a usable discount', () => {
    expect(badgeText('{discountedPrice}', {}, { lowCents: 3000, highCents: 3000 }, FASCIAS.burton)).toBe('£30.00');
    expect(badgeText('{discountedPrice}', { discount: 140 }, '30.00', FASCIAS.burton)).toBe('£30.00');
  });

  it('fills the range ends, a single price being both', () => {
    expect(badgeText('From {priceRangeFromLower} up to {priceRangeFromUpper}', {}, '12.00-20.00', FASCIAS.burton)).toBe('From £12.00 up to £20.00');
    expect(badgeText('From {priceRangeFromLower} up to {priceRangeFromUpper}', {}, { lowCents: 1200, highCents: 2000 }, FASCIAS.burton)).toBe('From £12.00 up to £20.00');
    expect(badgeText('{priceRangeFromLower}/{priceRangeFromUpper}', {}, { lowCents: 1200, highCents: 1200 }, FASCIAS.burton)).toBe('£12.00/£12.00');
  });

  it('formats in the fascia currency and locale, and fills every occurrence', () => {
    expect(norm(badgeText('{priceRangeFromLower} ({priceRangeFromLower})', {}, { lowCents: 29900, highCents: 29900 }, FASCIAS.oasis))).toBe('299,00 kr (299,00 kr)');
  });

  it('keeps a price text that is not a number as it is, and the upper end of an open range as the lower', () => {
    expect(badgeText('now {discountedPrice}', { discount: 20 }, 'Free', FASCIAS.burton)).toBe('now Free');
    expect(badgeText('{priceRangeFromUpper}', {}, '12-max', FASCIAS.burton)).toBe('£12.00');
  });

  it("fills {freeDeliveryFrom} with the fascia's own free-delivery threshold", () => {
    const text = 'Free delivery on orders over {freeDeliveryFrom}';
    expect(badgeText(text, {}, '30.00', FASCIAS.burton)).toBe('Free delivery on orders over £50.00');
    expect(badgeText(text, {}, '30.00', FASCIAS.dorothyperkins)).toBe('Free delivery on orders over £40.00');
    expect(norm(badgeText(text, {}, { lowCents: 3000, highCents: 3000 }, FASCIAS.coast))).toBe('Free delivery on orders over 60,00 €');
    expect(badgeText(text, {}, '30.00', { locale: 'en-GB', currency: 'GBP' })).toBe(text);
  });

  it('leaves text without placeholders alone', () => {
    expect(badgeText('Online exclusive', { discount: 20 }, '30.00', FASCIAS.burton)).toBe('Online exclusive');
  });
});

describe('validDiscount', () => {
  it('accepts a percentage above 0 and below 100 only', () => {
    expect([20, 0, 100, -5, Number.NaN, '20', undefined].map(validDiscount)).toEqual([20, null, null, null, null, null, null]);
  });
});

describe('badgeEndDate', () => {
  it('shows the end date as dd/mm/yy', () => {
    expect(badgeEndDate({ endDate: '2027-03-31T23:59:59.000Z' })).toBe('31/03/27');
    expect(badgeEndDate({ endDate: '2027-01-05' })).toBe('05/01/27');
  });

  it('shows nothing without a date or for one that is not a date', () => {
    expect(badgeEndDate({})).toBeNull();
    expect(badgeEndDate({ endDate: 'next week' })).toBeNull();
  });
});
