import { swatchCount } from './swatches';

describe('swatchCount', () => {
  it('fits floor((width - 30) / 28) swatches', () => {
    expect(swatchCount(86, 10)).toBe(2); // 56 / 28 = 2
    expect(swatchCount(85, 10)).toBe(1); // 55 / 28 = 1.96
    expect(swatchCount(142, 10)).toBe(4);
    expect(swatchCount(197, 10)).toBe(5);
  });

  it('never shows more than 6, nor more than the product has', () => {
    expect(swatchCount(1000, 10)).toBe(6);
    expect(swatchCount(1000, 3)).toBe(3);
    expect(swatchCount(undefined, 9)).toBe(6);
    expect(swatchCount(undefined, 2)).toBe(2);
  });

  it('shows none on a card too narrow for one', () => {
    expect(swatchCount(57, 5)).toBe(0);
    expect(swatchCount(10, 5)).toBe(0);
    expect(swatchCount(300, 0)).toBe(0);
  });
});
