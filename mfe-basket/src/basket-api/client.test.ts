import { cart as fixtureCart } from '../test/fixtures';
import { basketSummary, isCart } from './client';

const cart = fixtureCart(2, { id: 'c-1', totalPrice: { centAmount: 4500, currencyCode: 'GBP' } });

describe('isCart', () => {
  it('accepts a cart and rejects answers the bag cannot use', () => {
    expect(isCart(cart)).toBe(true);
    expect(isCart({ ...cart, itemCount: -1 })).toBe(false);
    expect(isCart({ ...cart, itemCount: '2' })).toBe(false);
    expect(isCart({ ...cart, lines: undefined })).toBe(false);
    expect(isCart({ error: 'OUT_OF_STOCK', message: 'Sorry' })).toBe(false);
    expect(isCart(null)).toBe(false);
  });
});

describe('basketSummary', () => {
  it('gives the id, count and total for basket:changed', () => {
    expect(basketSummary(cart)).toEqual({ cartId: 'c-1', itemCount: 2, totalPrice: { centAmount: 4500, currencyCode: 'GBP' } });
  });

  it('treats an empty id as no cart and a malformed total as unknown', () => {
    const odd = { ...cart, id: '', itemCount: 0, totalPrice: { centAmount: 1.5, currencyCode: 'GBP' } };
    expect(basketSummary(odd)).toEqual({ cartId: null, itemCount: 0, totalPrice: null });
  });
});
