import type { ProductCardData } from '@storefront/shared-contracts';
import { WISHLIST_CAROUSEL_LIMIT, wishlistCards } from './rules';

const card = (productKey: string) => ({ productKey }) as ProductCardData;

describe('wishlistCards', () => {
  it('keeps the entries order and leaves out items without a card', () => {
    const entries = [{ card: card('A') }, { card: null }, { card: card('B') }];
    expect(wishlistCards(entries).map((c) => c.productKey)).toEqual(['A', 'B']);
  });

  it(`answers at most ${WISHLIST_CAROUSEL_LIMIT} cards, counting only cards`, () => {
    const entries = [{ card: null }, ...Array.from({ length: 30 }, (_, i) => ({ card: card(`P${i}`) }))];
    const cards = wishlistCards(entries);
    expect(cards).toHaveLength(WISHLIST_CAROUSEL_LIMIT);
    expect(cards[0]!.productKey).toBe('P0');
    expect(cards.at(-1)!.productKey).toBe('P19');
    expect(wishlistCards(entries, 3).map((c) => c.productKey)).toEqual(['P0', 'P1', 'P2']);
  });

  it('answers an empty list for nothing saved', () => {
    expect(wishlistCards([])).toEqual([]);
  });
});
