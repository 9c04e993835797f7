import {
  autoSelectedSize, colourVariant, defaultColour, defaultSize, initialColour, initialSelection, isAllOutOfStock,
  isLowStock, isOutOfStockState, selectColour, selectedVariant, selectSize,
} from './rules';
import { findVariant } from './rules';
import { jeans, makeProduct, makeVariant, shirt, soldOutScarf } from '../testing/fixtures';

const strict = { allowOutOfStockSelection: false };
const lenient = { allowOutOfStockSelection: true };
const variant = (id: string) => {
  const v = findVariant(shirt, id);
  if (!v) throw new Error(`no variant ${id}`);
  return v;
};

describe('initial colour', () => {
  it('is the colour named in the address when a variant has it', () => {
    expect(initialColour(shirt, 'white')).toBe('white');
  });

  it('needs the address colour exactly as the variants name it', () => {
    expect(initialColour(shirt, 'WHITE')).toBe('navy');
  });

  it('falls back to the default colour when no variant has the address colour', () => {
    expect(initialColour(shirt, 'green')).toBe('navy');
    expect(initialColour(shirt, null)).toBe('navy');
  });

  it('defaults to the preSelected variant colour before the master', () => {
    const product = makeProduct([
      makeVariant({ id: 'a', colour: 'navy', size: 'S', isMaster: true }),
      makeVariant({ id: 'b', colour: 'red', size: 'S', preSelected: true }),
    ]);
    expect(defaultColour(product)).toBe('red');
  });

  it('defaults to the master variant colour, else the first variant colour', () => {
    const withMaster = makeProduct([
      makeVariant({ id: 'a', colour: 'navy', size: 'S' }),
      makeVariant({ id: 'b', colour: 'white', size: 'S', isMaster: true }),
    ]);
    const withoutMaster = makeProduct([
      makeVariant({ id: 'a', colour: 'red', size: 'S' }),
      makeVariant({ id: 'b', colour: 'white', size: 'S' }),
    ]);
    expect(defaultColour(withMaster)).toBe('white');
    expect(defaultColour(withoutMaster)).toBe('red');
  });

  it('is undefined for a product without usable variants', () => {
    expect(initialColour(makeProduct([]), 'navy')).toBeUndefined();
    expect(initialSelection(makeProduct([]))).toBeNull();
  });
});

describe('colour variant', () => {
  it('is the first in-stock variant of the colour', () => {
    expect(colourVariant(shirt, 'white')?.id).toBe('white-s');
    const product = makeProduct([
      makeVariant({ id: 'n-s', colour: 'navy', size: 'S', isOnStock: false }),
      makeVariant({ id: 'n-m', colour: 'navy', size: 'M' }),
    ]);
    expect(colourVariant(product, 'navy')?.id).toBe('n-m');
  });

  it('is the first variant of the colour when none is in stock', () => {
    expect(colourVariant(shirt, 'red')?.id).toBe('red-s');
  });
});

describe('selected variant', () => {
  it('is the chosen size’s variant, else the colour’s, else nothing', () => {
    expect(selectedVariant(shirt, { colour: 'white', sizeVariantId: null })?.id).toBe('white-s');
    expect(selectedVariant(shirt, { colour: 'red', sizeVariantId: 'red-m' })?.id).toBe('red-m');
    // A size of another colour does not stand for this one.
    expect(selectedVariant(shirt, { colour: 'white', sizeVariantId: 'red-s' })?.id).toBe('white-s');
    expect(selectedVariant(shirt, null)).toBeUndefined();
  });
});

describe('default size', () => {
  it('is the preSelected or master variant size', () => {
    expect(defaultSize(shirt)).toBe('M');
    expect(defaultSize(shirt, 'XL')).toBe('M');
  });

  it('is the address size when no variant is preSelected or master', () => {
    const product = makeProduct([makeVariant({ id: 'a', colour: 'navy', size: 'S' }), makeVariant({ id: 'b', colour: 'navy', size: 'M' })]);
    expect(defaultSize(product, 'M')).toBe('M');
    expect(defaultSize(product)).toBeNull();
  });
});

describe('initial size', () => {
  it('is none when the colour has several in-stock sizes and the default size is out of stock', () => {
    expect(initialSelection(shirt)).toEqual({ colour: 'navy', sizeVariantId: null });
  });

  it('auto-selects the only in-stock size of the colour', () => {
    expect(initialSelection(shirt, { colour: 'white' })).toEqual({ colour: 'white', sizeVariantId: 'white-s' });
  });

  it('auto-selects the default size when it is in stock for the colour', () => {
    const product = makeProduct([
      makeVariant({ id: 'n-s', colour: 'navy', size: 'S' }),
      makeVariant({ id: 'n-m', colour: 'navy', size: 'M', isMaster: true }),
      makeVariant({ id: 'n-l', colour: 'navy', size: 'L' }),
    ]);
    expect(initialSelection(product)).toEqual({ colour: 'navy', sizeVariantId: 'n-m' });
  });

  it('auto-selects the address size when it is in stock for the colour', () => {
    expect(initialSelection(shirt, { colour: 'navy', size: 'XL' })).toEqual({ colour: 'navy', sizeVariantId: 'navy-xl' });
  });

  it('ignores an address size that is out of stock for the colour', () => {
    expect(initialSelection(shirt, { colour: 'navy', size: 'M' })).toEqual({ colour: 'navy', sizeVariantId: null });
  });

  it('selects nothing for a colour with no size in stock', () => {
    expect(autoSelectedSize(shirt, 'red', ['S', 'M'])).toBeUndefined();
  });
});

describe('picking a colour', () => {
  const options = { ...strict, defaultSize: 'M' };

  it('auto-selects the only in-stock size of the new colour', () => {
    expect(selectColour(shirt, { colour: 'navy', sizeVariantId: 'navy-xl' }, 'white', options)).toEqual({ colour: 'white', sizeVariantId: 'white-s' });
  });

  it('keeps the chosen size when it is in stock in the new colour', () => {
    const product = makeProduct([
      makeVariant({ id: 'n-s', colour: 'navy', size: 'S' }),
      makeVariant({ id: 'n-m', colour: 'navy', size: 'M' }),
      makeVariant({ id: 'w-s', colour: 'white', size: 'S' }),
      makeVariant({ id: 'w-m', colour: 'white', size: 'M' }),
    ]);
    expect(selectColour(product, { colour: 'navy', sizeVariantId: 'n-m' }, 'white', { ...strict, defaultSize: null })).toEqual({ colour: 'white', sizeVariantId: 'w-m' });
  });

  it('clears the size when nothing can be auto-selected', () => {
    expect(selectColour(shirt, { colour: 'white', sizeVariantId: 'white-s' }, 'red', options)).toEqual({ colour: 'red', sizeVariantId: null });
  });

  it('keeps an out-of-stock size in the new colour only when out-of-stock selection is allowed', () => {
    const from = { colour: 'navy', sizeVariantId: 'navy-s' };
    expect(selectColour(shirt, from, 'red', { ...lenient, defaultSize: 'M' })).toEqual({ colour: 'red', sizeVariantId: 'red-s' });
    expect(selectColour(shirt, from, 'red', options)).toEqual({ colour: 'red', sizeVariantId: null });
  });

  it('ignores a colour the product does not have', () => {
    const from = { colour: 'navy', sizeVariantId: 'navy-s' };
    expect(selectColour(shirt, from, 'green', options)).toBe(from);
  });
});

describe('picking a size', () => {
  const from = { colour: 'navy', sizeVariantId: null };

  it('selects an in-stock size of the chosen colour', () => {
    expect(selectSize(shirt, from, 'navy-l', strict)).toEqual({ colour: 'navy', sizeVariantId: 'navy-l' });
  });

  it('refuses an out-of-stock size unless the fascia allows it', () => {
    expect(selectSize(shirt, from, 'navy-m', strict)).toBe(from);
    expect(selectSize(shirt, from, 'navy-m', lenient)).toEqual({ colour: 'navy', sizeVariantId: 'navy-m' });
  });

  it('refuses a size of another colour', () => {
    expect(selectSize(shirt, from, 'white-s', strict)).toBe(from);
  });
});

describe('out-of-stock state', () => {
  it('is off while no size is selected', () => {
    expect(isOutOfStockState(undefined, 'navy')).toBe(false);
  });

  it('is on when the selected size is out of stock', () => {
    expect(isOutOfStockState(variant('navy-m'), 'navy')).toBe(true);
  });

  it('is on when the selected size belongs to another colour', () => {
    expect(isOutOfStockState(variant('white-s'), 'navy')).toBe(true);
  });

  it('is off for an in-stock size of the chosen colour', () => {
    expect(isOutOfStockState(variant('navy-s'), 'navy')).toBe(false);
  });
});

describe('all out of stock', () => {
  it('is true only when every variant is out of stock', () => {
    expect(isAllOutOfStock(soldOutScarf)).toBe(true);
    expect(isAllOutOfStock(shirt)).toBe(false);
    expect(isAllOutOfStock(jeans)).toBe(false);
  });
});

describe('low stock', () => {
  it('is on when the selected variant is in stock below the threshold', () => {
    expect(isLowStock(variant('navy-l'), 'navy', 5)).toBe(true);
  });

  it('is off at or above the threshold', () => {
    expect(isLowStock(variant('navy-l'), 'navy', 2)).toBe(false);
    expect(isLowStock(variant('navy-xl'), 'navy', 5)).toBe(false);
  });

  it('is off when the selected variant is out of stock or of another colour', () => {
    expect(isLowStock(variant('navy-m'), 'navy', 5)).toBe(false);
    expect(isLowStock(variant('navy-l'), 'white', 5)).toBe(false);
  });

  it('is off with no size selected', () => {
    expect(isLowStock(undefined, 'navy', 5)).toBe(false);
  });
});
