import { sameProductColour, wishlistFailureMessage } from './rules';

describe('wishlistFailureMessage', () => {
  it("replaces a message containing 'Wishlist limit reached' with pdp.wishlist.reachedLimit", () => {
    expect(wishlistFailureMessage('add', 'Wishlist limit reached')).toEqual({ key: 'pdp.wishlist.reachedLimit' });
    expect(wishlistFailureMessage('add', 'Sorry: Wishlist limit reached (50 items).')).toEqual({ key: 'pdp.wishlist.reachedLimit' });
  });

  it('shows other server messages as they are', () => {
    expect(wishlistFailureMessage('add', 'Please sign in to save items to your wishlist.')).toEqual({ text: 'Please sign in to save items to your wishlist.' });
    expect(wishlistFailureMessage('remove', 'wishlist limit reached')).toEqual({ text: 'wishlist limit reached' });
  });

  it('falls back to its own words for the action when the server said nothing', () => {
    expect(wishlistFailureMessage('add', null)).toEqual({ key: 'pdp.wishlist.errorAdding' });
    expect(wishlistFailureMessage('add', '   ')).toEqual({ key: 'pdp.wishlist.errorAdding' });
    expect(wishlistFailureMessage('remove', null)).toEqual({ key: 'pdp.wishlist.errorRemoving' });
  });
});

describe('wishlistFailureMessage on cards (logged only, spec 3 §8)', () => {
  it('gives no message for a failure, whatever the server said', () => {
    expect(wishlistFailureMessage('add', null, 'logged')).toBeNull();
    expect(wishlistFailureMessage('remove', 'Please sign in to save items to your wishlist.', 'logged')).toBeNull();
  });

  it('still tells a full wishlist', () => {
    expect(wishlistFailureMessage('add', 'Wishlist limit reached', 'logged')).toEqual({ key: 'pdp.wishlist.reachedLimit' });
  });
});

describe('sameProductColour', () => {
  it('compares product key and colour only', () => {
    const a = { productKey: 'BUR1', colourSelected: 'navy', lineItemSku: 'x' };
    expect(sameProductColour(a, { productKey: 'BUR1', colourSelected: 'navy' })).toBe(true);
    expect(sameProductColour(a, { productKey: 'BUR1', colourSelected: 'red' })).toBe(false);
    expect(sameProductColour(a, { productKey: 'BUR2', colourSelected: 'navy' })).toBe(false);
  });
});
