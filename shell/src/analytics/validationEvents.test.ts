import type { EventPayload } from '@storefront/shared-contracts';
import { createValidationEvents, validationEventFor } from './validationEvents';

const selection = (over: Partial<EventPayload<'pdp:selection-changed'>> = {}): EventPayload<'pdp:selection-changed'> => ({
  productId: 'p1', productKey: 'dress-10001', colour: 'Navy', size: '10', sku: 'SKU-1', variantId: 'v1',
  isOnStock: true, availableQuantity: 20, allOutOfStock: false, ...over,
});

describe('product page validation events', () => {
  it('sends PDP OOS when every variant is out of stock', () => {
    expect(validationEventFor(selection({ allOutOfStock: true, isOnStock: false, availableQuantity: 0 }), 5)).toBe('PDP OOS');
  });

  it('sends PDP Low Stock for an in-stock selected variant below the threshold only', () => {
    expect(validationEventFor(selection({ availableQuantity: 2 }), 5)).toBe('PDP Low Stock');
    expect(validationEventFor(selection({ availableQuantity: 5 }), 5)).toBeNull();
    expect(validationEventFor(selection({ availableQuantity: 2, variantId: null }), 5)).toBeNull();
    expect(validationEventFor(selection({ availableQuantity: 0, isOnStock: false }), 5)).toBeNull();
  });

  it('sends each event once per page, with the item and the quantity left', () => {
    const next = createValidationEvents(5);
    expect(next(selection({ availableQuantity: 2 }))).toEqual({ event: 'PDP Low Stock', payload: { item_id: 'dress-10001', sku: 'SKU-1', available_quantity: 2 } });
    expect(next(selection({ availableQuantity: 1, sku: 'SKU-2' }))).toBeNull();
    expect(next(selection())).toBeNull();
  });
});
