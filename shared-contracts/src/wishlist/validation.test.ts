import { isWishlistSku, validateWishlistItem } from './validation';

const item = { productKey: 'BUR12345', colourSelected: 'navy', lineItemSku: 'BUR12345-01-02', sizeSelected: true };

describe('isWishlistSku', () => {
  it.each(['BUR12345-01-02', 'ABC00000-1-1', 'XYZ99999-123-45', 'M12345678', 'MARKET_SKU_1', 'M000012345M'])('accepts %s', (sku) => {
    expect(isWishlistSku(sku)).toBe(true);
  });

  it.each([
    ['lower-case letters', 'bur12345-01-02'],
    ['four digits', 'BUR1234-01-02'],
    ['six digits', 'BUR123456-01-02'],
    ['a missing part', 'BUR12345-01'],
    ['letters where digits go', 'BUR12345-01-S'],
    ['a marketplace sku of 7 characters after M', 'M1234567'],
    ['a dash in a marketplace sku', 'M1234-5678'],
    ['text around a valid sku', ' BUR12345-01-02'],
    ['nothing', ''],
  ])('refuses %s', (_why, sku) => {
    expect(isWishlistSku(sku)).toBe(false);
  });
});

describe('validateWishlistItem', () => {
  it('passes a well-formed item through unchanged', () => {
    expect(validateWishlistItem(item)).toEqual({ valid: true, item });
    const marketplace = { ...item, lineItemSku: 'M000012345M', sizeSelected: false, productKey: 'dress-midi-2' };
    expect(validateWishlistItem(marketplace)).toEqual({ valid: true, item: marketplace });
  });

  it('names the field that fails', () => {
    expect(validateWishlistItem({ ...item, lineItemSku: 'SKU-navy-s' })).toEqual({ valid: false, field: 'lineItemSku' });
    expect(validateWishlistItem({ ...item, lineItemSku: null })).toEqual({ valid: false, field: 'lineItemSku' });
    expect(validateWishlistItem({ ...item, productKey: 'BUR 12345' })).toEqual({ valid: false, field: 'productKey' });
    expect(validateWishlistItem({ ...item, productKey: 'BUR_12345' })).toEqual({ valid: false, field: 'productKey' });
    expect(validateWishlistItem({ ...item, productKey: '' })).toEqual({ valid: false, field: 'productKey' });
    expect(validateWishlistItem({ ...item, colourSelected: '  ' })).toEqual({ valid: false, field: 'colourSelected' });
    expect(validateWishlistItem({ ...item, colourSelected: 3 })).toEqual({ valid: false, field: 'colourSelected' });
    expect(validateWishlistItem({ ...item, sizeSelected: 'true' })).toEqual({ valid: false, field: 'sizeSelected' });
  });

  it('refuses what is not an item at all', () => {
    expect(validateWishlistItem(null)).toEqual({ valid: false, field: null });
    expect(validateWishlistItem('BUR12345')).toEqual({ valid: false, field: null });
  });
});
