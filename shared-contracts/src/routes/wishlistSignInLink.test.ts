import { wishlistItemFromQuery, wishlistSignInLink } from './wishlistSignInLink';

describe('wishlistSignInLink', () => {
  it('carries the item a guest was saving into the sign-in link page, and reads it back', () => {
    const item = { productKey: 'DRS10001', colourSelected: 'Navy Blue', lineItemSku: 'DRS10001-01-03', sizeSelected: false };
    const address = wishlistSignInLink('a@example.com', item);
    expect(address).toBe('/sign-in-link?email=a%40example.com&source=wishlist&productKey=DRS10001&colourSelected=Navy+Blue&lineItemSku=DRS10001-01-03&sizeSelected=false');
    expect(wishlistItemFromQuery(Object.fromEntries(new URL(address, 'http://site.test').searchParams))).toEqual(item);
    expect(wishlistSignInLink('a@example.com')).toBe('/sign-in-link?email=a%40example.com&source=wishlist');
    expect(wishlistSignInLink('')).toBe('/sign-in-link?source=wishlist');
  });
  it.each([
    ['no sku', { productKey: 'P1', colourSelected: 'Red', sizeSelected: 'true' }],
    ['a sizeSelected that is not true or false', { productKey: 'P1', colourSelected: 'Red', lineItemSku: 'S', sizeSelected: 'yes' }],
    ['an empty colour', { productKey: 'P1', colourSelected: '', lineItemSku: 'S', sizeSelected: 'true' }],
  ])('reads no item from an address with %s', (_name, query) => {
    expect(wishlistItemFromQuery(query)).toBeNull();
  });
});
