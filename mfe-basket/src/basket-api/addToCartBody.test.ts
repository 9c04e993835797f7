import { buildAddToCartBody, toAddToBasketItem } from './addToCartBody';

function items(body: URLSearchParams): unknown {
  return JSON.parse(body.get('data') ?? 'null');
}

describe('buildAddToCartBody', () => {
  it('puts the items as a JSON list in the form field data', () => {
    const body = buildAddToCartBody([{ sku: 'BUR12345-001-10' }]);
    expect([...body.keys()]).toEqual(['data']);
    expect(items(body)).toEqual([{ sku: 'BUR12345-001-10', quantity: 1 }]);
    expect(body.toString()).toBe(`data=${encodeURIComponent('[{"sku":"BUR12345-001-10","quantity":1}]').replace(/%20/g, '+')}`);
  });

  it('takes the sku from marketplaceSku when there is one, else sku', () => {
    const body = buildAddToCartBody([
      { sku: 'BUR12345-001-10', marketplaceSku: 'M000123456' },
      { sku: 'BUR54321-002-12', marketplaceSku: null },
      { sku: 'BUR99999-003-14', marketplaceSku: '' },
    ]);
    expect(items(body)).toEqual([
      { sku: 'M000123456', quantity: 1 },
      { sku: 'BUR54321-002-12', quantity: 1 },
      { sku: 'BUR99999-003-14', quantity: 1 },
    ]);
  });

  it('keeps a given quantity and the search tracking', () => {
    const searchTracking = { hitObjectIDs: ['p-1'], queryID: 'q-42', index: 'burton_products', positions: [3] };
    const body = buildAddToCartBody([{ sku: 'A', quantity: 2, searchTracking }]);
    expect(items(body)).toEqual([{ sku: 'A', quantity: 2, searchTracking }]);
  });

  it('sends customisation values that were entered and leaves out empty optional ones', () => {
    const body = buildAddToCartBody([{ sku: 'A', customisation: { initials: 'JB', message: '  ' } }]);
    expect(items(body)).toEqual([{ sku: 'A', quantity: 1, customisation: { initials: 'JB' } }]);
  });

  it('leaves out search tracking without hits and customisation without values', () => {
    const body = buildAddToCartBody([{ sku: 'A', searchTracking: { hitObjectIDs: [] }, customisation: {} }]);
    expect(items(body)).toEqual([{ sku: 'A', quantity: 1 }]);
  });

  it('refuses an empty list, a missing sku and a quantity that is not a positive whole number', () => {
    expect(() => buildAddToCartBody([])).toThrow(RangeError);
    expect(() => toAddToBasketItem({ sku: ' ' })).toThrow(/no sku/);
    expect(() => toAddToBasketItem({ sku: 'A', quantity: 0 })).toThrow(/quantity/);
    expect(() => toAddToBasketItem({ sku: 'A', quantity: 1.5 })).toThrow(/quantity/);
  });
});
