import { FASCIAS } from '@storefront/shared-contracts';
import { buyNowPayLaterLine, instalmentCents } from './bnpl';

describe('instalmentCents', () => {
  it('splits the price into equal instalments, rounded to the nearest cent', () => {
    expect(instalmentCents(3000, 3)).toBe(1000);
    expect(instalmentCents(3500, 3)).toBe(1167);
    expect(instalmentCents(2500, 3)).toBe(833);
    expect(instalmentCents(2999, 4)).toBe(750);
  });

  it('gives nothing for a free or malformed price, or fewer than 2 instalments', () => {
    expect(instalmentCents(0, 3)).toBeNull();
    expect(instalmentCents(Number.NaN, 3)).toBeNull();
    expect(instalmentCents(3000, 1)).toBeNull();
    expect(instalmentCents(3000, 2.5)).toBeNull();
  });
});

describe('buyNowPayLaterLine', () => {
  it("uses the fascia's provider and number of instalments", () => {
    expect(buyNowPayLaterLine({ lowCents: 3000, isRange: false }, FASCIAS.burton)).toEqual({ provider: 'Klarna', instalments: 3, amountCents: 1000, from: false });
    expect(buyNowPayLaterLine({ lowCents: 29900, isRange: false }, FASCIAS.oasis)).toEqual({ provider: 'Klarna', instalments: 4, amountCents: 7475, from: false });
    expect(buyNowPayLaterLine({ lowCents: 4000, isRange: false }, FASCIAS.dorothyperkins)?.provider).toBe('Clearpay');
  });

  it('speaks of the lowest price of a range as "from"', () => {
    expect(buyNowPayLaterLine({ lowCents: 3000, isRange: true }, FASCIAS.burton)).toEqual({ provider: 'Klarna', instalments: 3, amountCents: 1000, from: true });
  });

  it('shows nothing without a provider', () => {
    expect(buyNowPayLaterLine({ lowCents: 3000, isRange: false }, { buyNowPayLater: { provider: '', instalments: 3 } })).toBeNull();
  });
});
