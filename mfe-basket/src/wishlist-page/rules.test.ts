import type { WishlistSize } from '@storefront/shared-contracts';
import { initialSize, isFull, needsSizeChoice } from './rules';

const size = (label: string, sku: string, isOnStock = true): WishlistSize => ({ size: label, sku, isOnStock }) as WishlistSize;
const s = size('S', 'A-0-0');
const m = size('M', 'A-0-1');
const l = size('L', 'A-0-2', false);

describe('needsSizeChoice', () => {
  it('offers a dropdown above one size (spec 1 §9)', () => {
    expect(needsSizeChoice({ sizes: [s] })).toBe(false);
    expect(needsSizeChoice({ sizes: [s, m] })).toBe(true);
  });
});

describe('initialSize', () => {
  it('takes the only size there is', () => {
    expect(initialSize({ sizes: [s], lineItemSku: 'other', sizeSelected: false })).toBe(s);
  });

  it('takes the saved size when one was chosen and it is in stock', () => {
    expect(initialSize({ sizes: [s, m, l], lineItemSku: 'A-0-1', sizeSelected: true })).toBe(m);
  });

  it('leaves the choice to the shopper when no size was chosen or it sold out', () => {
    expect(initialSize({ sizes: [s, m, l], lineItemSku: 'A-0-1', sizeSelected: false })).toBeNull();
    expect(initialSize({ sizes: [s, m, l], lineItemSku: 'A-0-2', sizeSelected: true })).toBeNull();
  });
});

describe('isFull', () => {
  it('is full at the limit', () => {
    expect(isFull(49, 50)).toBe(false);
    expect(isFull(50, 50)).toBe(true);
  });
});
