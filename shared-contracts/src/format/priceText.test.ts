import { parsePriceRange, priceTextEnds, toCents } from './priceText';

describe('parsePriceRange', () => {
  it('reads min-max with numeric ends', () => {
    expect(parsePriceRange('20-50')).toEqual({ min: 20, max: 50 });
    expect(parsePriceRange(' 0 - 19.99 ')).toEqual({ min: 0, max: 19.99 });
  });

  it('reads the word max as an open upper end, in any case', () => {
    expect(parsePriceRange('200-max')).toEqual({ min: 200, max: null });
    expect(parsePriceRange('50-MAX')).toEqual({ min: 50, max: null });
  });

  it('refuses anything else', () => {
    for (const value of ['max-200', '20-', '-50', 'twenty-50', '20-fifty', '20', '50-20', '20--50', '1e3-max', '', null, 20]) {
      expect({ value, parsed: parsePriceRange(value) }).toEqual({ value, parsed: null });
    }
  });
});

describe('priceTextEnds', () => {
  it('gives a single price as both ends', () => {
    expect(priceTextEnds(' 30.00 ')).toEqual({ low: 30, high: 30 });
  });

  it('gives the ends of a range, the upper one open for max', () => {
    expect(priceTextEnds('12.00-20.50')).toEqual({ low: 12, high: 20.5 });
    expect(priceTextEnds('12-max')).toEqual({ low: 12, high: null });
  });

  it('gives no ends for text that is not a price', () => {
    expect(priceTextEnds('Free')).toEqual({ low: null, high: null });
    expect(priceTextEnds('20-abc')).toEqual({ low: null, high: null });
    expect(priceTextEnds(undefined)).toEqual({ low: null, high: null });
  });
});

describe('toCents', () => {
  it('rounds major units to the cent', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.125)).toBe(13);
  });
});
