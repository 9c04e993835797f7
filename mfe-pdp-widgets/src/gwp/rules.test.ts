import { makeVariant } from '@storefront/shared-contracts/testing';
import { giftCardVariant, giftDetailsOf, giftOf, giftPath } from './rules';

const withGift = (gwpSku: unknown, gwpDescription: unknown) => {
  const variant = makeVariant({ id: 'v', colour: 'navy', size: 'S' });
  return { ...variant, attributes: { ...variant.attributes, gwpSku: gwpSku as string, gwpDescription: gwpDescription as string } };
};

describe('gift with purchase rules', () => {
  it('reads the gift of a variant with both fields', () => {
    expect(giftOf(withGift('HAR10012-01-01', ' Free hair oil with this cream '))).toEqual({ sku: 'HAR10012-01-01', description: 'Free hair oil with this cream' });
    expect(giftOf(withGift('HAR10012-01-01', ''))).toBeNull();
    expect(giftOf(withGift(undefined, 'Free hair oil'))).toBeNull();
    expect(giftOf(withGift('../../basket', 'Free hair oil'))).toBeNull();
    expect(giftOf(makeVariant({ id: 'v', colour: 'navy', size: 'S' }))).toBeNull();
    expect(giftOf(undefined)).toBeNull();
  });

  it('takes the card variant from the slot setting, default otherwise', () => {
    expect(giftCardVariant('pdp')).toBe('pdp');
    expect(giftCardVariant('basket')).toBe('basket');
    expect(giftCardVariant('default')).toBe('default');
    expect(giftCardVariant('huge')).toBe('default');
    expect(giftCardVariant(undefined)).toBe('default');
  });

  it("reads the look-up's answer, with a picture of this site only", () => {
    expect(giftPath('HAR10012-01-01')).toBe('/_api/gift-with-purchase/HAR10012-01-01');
    expect(giftDetailsOf({ gift: { sku: 'x', name: 'Bond Repair Hair Oil', image: '/images/products/HAR10012/0.jpg' } })).toEqual({
      name: 'Bond Repair Hair Oil',
      image: '/images/products/HAR10012/0.jpg',
    });
    expect(giftDetailsOf({ gift: { name: 'Oil', image: '//evil.example/x.jpg' } })).toBeNull();
    expect(giftDetailsOf({ gift: { name: 'Oil', image: 'javascript:alert(1)' } })).toBeNull();
    expect(giftDetailsOf({ gift: { name: '', image: '/images/x.jpg' } })).toBeNull();
    expect(giftDetailsOf({ error: 'GIFT_NOT_FOUND' })).toBeNull();
  });
});
