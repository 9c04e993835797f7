import { selectionPayload, selectionState } from './payload';
import { shirt, soldOutScarf } from '../testing/fixtures';

describe('selection payload', () => {
  it('describes the selected size variant', () => {
    const state = selectionState(shirt, { colour: 'navy', sizeVariantId: 'navy-l' }, 5);
    expect(state.lowStock).toBe(true);
    expect(selectionPayload(shirt, state)).toEqual({
      productId: 'p-shirt', productKey: 'shirt-oxford', colour: 'navy', size: 'L', sku: 'SKU-navy-l', variantId: 'navy-l',
      isOnStock: true, availableQuantity: 2, allOutOfStock: false,
    });
  });

  it('describes the colour variant while no size is chosen', () => {
    const state = selectionState(shirt, { colour: 'navy', sizeVariantId: null }, 5);
    expect(selectionPayload(shirt, state)).toMatchObject({ size: null, sku: 'SKU-navy-s', variantId: 'navy-s', isOnStock: true, availableQuantity: 12 });
  });

  it('reports an out-of-stock size as not on stock with nothing available', () => {
    const state = selectionState(shirt, { colour: 'navy', sizeVariantId: 'navy-m' }, 5);
    expect(state.outOfStock).toBe(true);
    expect(selectionPayload(shirt, state)).toMatchObject({ size: 'M', isOnStock: false, availableQuantity: 0 });
  });

  it('reports a size of another colour as not on stock', () => {
    const state = selectionState(shirt, { colour: 'navy', sizeVariantId: 'white-s' }, 5);
    expect(selectionPayload(shirt, state)).toMatchObject({ colour: 'navy', isOnStock: false });
  });

  it('flags a product with every variant out of stock', () => {
    const state = selectionState(soldOutScarf, { colour: 'red', sizeVariantId: null }, 5);
    expect(selectionPayload(soldOutScarf, state)).toMatchObject({ allOutOfStock: true, isOnStock: false, sku: 'SKU-scarf-red' });
  });
});
