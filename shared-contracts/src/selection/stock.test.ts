import { shirt } from '../testing/fixtures';
import { withRefreshedStock } from './stock';

describe('withRefreshedStock', () => {
  const [first, second] = shirt.variants;

  it('overwrites the named variants’ in-stock flag and quantity, leaving the others', () => {
    const refreshed = withRefreshedStock(shirt, { productId: shirt.id, variants: [{ id: first!.id, isOnStock: false, availableQuantity: 0 }] });
    expect(refreshed.variants[0]).toMatchObject({ id: first!.id, isOnStock: false, availableQuantity: 0, sku: first!.sku });
    expect(refreshed.variants[1]).toBe(second);
    expect(shirt.variants[0]).toBe(first);
  });

  it('keeps the same product for another product, no refresh or no change', () => {
    expect(withRefreshedStock(shirt, null)).toBe(shirt);
    expect(withRefreshedStock(shirt, { productId: 'other', variants: [{ id: first!.id, isOnStock: false, availableQuantity: 0 }] })).toBe(shirt);
    expect(withRefreshedStock(shirt, { productId: shirt.id, variants: [{ id: first!.id, isOnStock: first!.isOnStock, availableQuantity: first!.availableQuantity }] })).toBe(shirt);
  });
});
