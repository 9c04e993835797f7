import { offersSizeGuide, usesColourDropdown } from './layout';
import { burton, shirt } from '../test/fixtures';

describe('picker layout', () => {
  it('uses a colour dropdown for beauty products or when forced', () => {
    expect(usesColourDropdown(shirt, burton)).toBe(false);
    expect(usesColourDropdown({ ...shirt, productType: 'beauty' }, burton)).toBe(true);
    expect(usesColourDropdown(shirt, { forceColourDropdown: true })).toBe(true);
  });

  it('offers the size guide except for beauty products', () => {
    expect(offersSizeGuide(shirt)).toBe(true);
    expect(offersSizeGuide({ ...shirt, productType: 'beauty' })).toBe(false);
  });
});
