import { HttpError } from '../http/errors';
import { isWishlistSku, parseWishlistAdd, parseWishlistRemove } from './rules';

function failure(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

const valid = { productKey: 'DRS10001', colourSelected: 'Navy', lineItemSku: 'DRS10001-01-03', sizeSelected: true };

describe('isWishlistSku', () => {
  it.each(['DRS10001-01-03', 'ABC12345-1-12', 'MSHR1001101', 'M12345678'])('accepts %s', (sku) => {
    expect(isWishlistSku(sku)).toBe(true);
  });
  it.each(['drs10001-01-03', 'DRS1000-01-03', 'DRS10001-01', 'M1234567', 'X12345678', ''])('refuses %s', (sku) => {
    expect(isWishlistSku(sku)).toBe(false);
  });
});

describe('parseWishlistAdd', () => {
  it('reads a JSON body', () => {
    expect(parseWishlistAdd(valid)).toEqual(valid);
  });

  it('reads form fields, where sizeSelected arrives as text', () => {
    expect(parseWishlistAdd({ ...valid, sizeSelected: 'false' })).toEqual({ ...valid, sizeSelected: false });
  });

  it('reads a data field holding JSON, as the product page form posts', () => {
    expect(parseWishlistAdd({ formType: 'addToWishlist', data: JSON.stringify(valid) })).toEqual(valid);
    expect(failure(() => parseWishlistAdd({ data: '{"productKey":' }))).toMatchObject({ code: 'INVALID_JSON', field: 'data' });
  });

  it.each([
    ['productKey', { productKey: 'DRS 10001' }, 'productKey may hold letters, digits and hyphens only.'],
    ['lineItemSku', { lineItemSku: 'drs10001' }, 'lineItemSku is not a valid sku.'],
    ['sizeSelected', { sizeSelected: 'yes' }, 'sizeSelected must be true or false.'],
    ['colourSelected', { colourSelected: ' ' }, 'colourSelected is required.'],
  ])('refuses a bad %s with a 400 naming it', (field, change, message) => {
    expect(failure(() => parseWishlistAdd({ ...valid, ...change }))).toMatchObject({ statusCode: 400, field, message });
  });

  it('refuses a body that is not an object', () => {
    expect(failure(() => parseWishlistAdd('DRS10001')).statusCode).toBe(400);
  });
});

describe('parseWishlistRemove', () => {
  it('needs only the product key and colour', () => {
    expect(parseWishlistRemove({ productKey: 'DRS10001', colourSelected: 'Navy' })).toEqual({ productKey: 'DRS10001', colourSelected: 'Navy' });
    expect(failure(() => parseWishlistRemove({ productKey: 'DRS10001' })).field).toBe('colourSelected');
  });
});
