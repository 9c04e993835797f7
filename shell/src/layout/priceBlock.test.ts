import { FASCIAS, type BadgeConfig } from '@storefront/shared-contracts';
import { makeProduct, makeVariant, shirt } from '@storefront/shared-contracts/testing';
import { priceBlockHeight, priceBlockLines } from './priceBlock';

const burton = FASCIAS.burton;
const promo = (id: string, priority: number): BadgeConfig => ({ id, placement: 'PDP_promo', priority, text1: `Promo ${id}` });

describe('the space reserved for the price block', () => {
  it('counts the rating, price and pay-later lines of a plain product', () => {
    expect(priceBlockLines({ product: shirt, badges: [] }, burton)).toEqual([20, 28, 22]);
    expect(priceBlockHeight({ product: shirt, badges: [] }, burton)).toBe(24 + 20 + 28 + 22 + 2 * 8);
  });

  it('leaves out the rating without reviews and pay-later in a fascia without a provider', () => {
    const unrated = { ...shirt, reviewStats: { averageRating: 0, totalReviewCount: 0 } };
    expect(priceBlockLines({ product: unrated, badges: [] }, { ...burton, buyNowPayLater: { provider: '', instalments: 0 } })).toEqual([28]);
  });

  it('adds a line for a shown classification and each promo badge (two when not restricted)', () => {
    const sale = makeProduct([{ ...makeVariant({ id: 'a', colour: 'navy', size: 'M' }), attributes: { ...makeVariant({ id: 'a', colour: 'navy', size: 'M' }).attributes, classification: 'Sale' } }]);
    const lines = priceBlockLines({ product: sale, badges: [promo('1', 1), promo('2', 2), promo('3', 3)] }, burton);
    expect(lines).toEqual([20, 28, 23, 32, 32, 22]);
  });

  it('reserves nothing for a product without variants or reviews', () => {
    const empty = makeProduct([], { reviewStats: { averageRating: 0, totalReviewCount: 0 } });
    expect(priceBlockHeight({ product: empty, badges: [] }, burton)).toBe(0);
  });
});
