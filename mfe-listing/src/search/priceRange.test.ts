import { FASCIAS } from '@storefront/shared-contracts';
import { formatRangeBound, parseRange } from './priceRange';

describe('parseRange', () => {
  it('reads min-max with numeric ends', () => {
    expect(parseRange('20-50')).toEqual({ min: 20, max: 50 });
    expect(parseRange(' 0 - 19.99 ')).toEqual({ min: 0, max: 19.99 });
  });

  it('reads the word max as an open upper end', () => {
    expect(parseRange('200-max')).toEqual({ min: 200, max: null });
    expect(parseRange('50-MAX')).toEqual({ min: 50, max: null });
  });

  it('refuses anything else', () => {
    for (const value of ['max-200', '20-', '-50', 'twenty-50', '20-fifty', '20', '50-20', '20--50', '1e3-max', '', null, 20]) {
      expect({ value, parsed: parseRange(value) }).toEqual({ value, parsed: null });
    }
  });
});

describe('formatRangeBound', () => {
  it('shows whole amounts without decimals in the fascia currency', () => {
    expect(formatRangeBound(20, FASCIAS.burton)).toBe('£20');
    expect(formatRangeBound(19.5, FASCIAS.burton)).toBe('£19.50');
    expect(formatRangeBound(200, FASCIAS.oasis).replace(/\s/g, ' ')).toBe('200 kr');
  });
});
