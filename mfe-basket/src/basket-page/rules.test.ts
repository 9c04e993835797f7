import { basketLine, cart } from '../test/fixtures';
import { findLine, hasTotals, stepperState, stockNote, undoItem } from './rules';

describe('stepperState', () => {
  it('allows both ways between 1 and the top', () => {
    expect(stepperState(basketLine('S', 3))).toEqual({ canDecrease: true, canIncrease: true, ceiling: null });
  });

  it('stops at 1 going down', () => {
    expect(stepperState(basketLine('S', 1)).canDecrease).toBe(false);
  });

  it('stops at the limit of 10 and says so', () => {
    expect(stepperState(basketLine('S', 10, { maxQuantity: 10 }))).toEqual({ canDecrease: true, canIncrease: false, ceiling: { reason: 'limit', count: 10 } });
  });

  it('stops at the stock left below 10 and says how many are left', () => {
    const line = basketLine('S', 4, { maxQuantity: 4, availableQuantity: 4, stockStatus: 'lowStock' });
    expect(stepperState(line)).toEqual({ canDecrease: true, canIncrease: false, ceiling: { reason: 'stock', count: 4 } });
  });

  it('never raises a short or sold-out line (its stock note already says why)', () => {
    expect(stepperState(basketLine('S', 5, { maxQuantity: 2, availableQuantity: 2, stockStatus: 'short' }))).toEqual({ canDecrease: true, canIncrease: false, ceiling: null });
    expect(stepperState(basketLine('S', 1, { maxQuantity: 0, availableQuantity: 0, stockStatus: 'outOfStock' })).canIncrease).toBe(false);
  });
});

describe('stockNote', () => {
  it('names the note for each stock status', () => {
    expect(stockNote({ stockStatus: 'inStock', availableQuantity: 30 })).toBeNull();
    expect(stockNote({ stockStatus: 'lowStock', availableQuantity: 3 })).toEqual({ key: 'lowStock', count: 3 });
    expect(stockNote({ stockStatus: 'short', availableQuantity: 2 })).toEqual({ key: 'shortStock', count: 2 });
    expect(stockNote({ stockStatus: 'outOfStock', availableQuantity: 0 })).toEqual({ key: 'outOfStock' });
  });
});

describe('undoItem', () => {
  it('adds back the same item, quantity and personalisation', () => {
    expect(undoItem({ sku: 'A', quantity: 3 })).toEqual({ sku: 'A', quantity: 3 });
    expect(undoItem({ sku: 'A', quantity: 1, customisation: { Initials: 'TB' } })).toEqual({ sku: 'A', quantity: 1, customisation: { Initials: 'TB' } });
  });
});

describe('findLine', () => {
  const plain = basketLine('A', 1, { id: 'plain' });
  const initials = basketLine('A', 1, { id: 'initials', customisation: { Initials: 'TB', Colour: 'Gold' } });
  const bag = { lines: [plain, initials] };

  it('finds the line by item and personalisation, in any order of fields', () => {
    expect(findLine(bag, { sku: 'A' })?.id).toBe('plain');
    expect(findLine(bag, { sku: 'A', customisation: { Colour: 'Gold', Initials: 'TB' } })?.id).toBe('initials');
  });

  it('finds nothing for another item or other personalisation', () => {
    expect(findLine(bag, { sku: 'B' })).toBeNull();
    expect(findLine(bag, { sku: 'A', customisation: { Initials: 'XX' } })).toBeNull();
  });
});

describe('hasTotals', () => {
  it('is true for the api’s answer and false when totals are missing or malformed', () => {
    expect(hasTotals(cart(1))).toBe(true);
    const { totals: _t, ...bare } = cart(1);
    expect(hasTotals(bare as never)).toBe(false);
    expect(hasTotals({ ...cart(1), totals: { ...cart(1).totals, total: { centAmount: 1.5, currencyCode: 'GBP' } } })).toBe(false);
  });
});
