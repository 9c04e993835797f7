import { FASCIAS } from '@storefront/shared-contracts';
import { formatRangeBound } from './priceRange';

describe('formatRangeBound', () => {
  it('shows whole amounts without decimals in the fascia currency', () => {
    expect(formatRangeBound(20, FASCIAS.burton)).toBe('£20');
    expect(formatRangeBound(19.5, FASCIAS.burton)).toBe('£19.50');
    expect(formatRangeBound(200, FASCIAS.oasis).replace(/\s/g, ' ')).toBe('200 kr');
  });
});
