import { sameSummary, shouldPublishLoadedBasket, type BasketSummary, previewLines } from './rules';

const two: BasketSummary = { cartId: 'c-1', itemCount: 2, totalPrice: { centAmount: 5000, currencyCode: 'GBP' } };
const three: BasketSummary = { cartId: 'c-1', itemCount: 3, totalPrice: { centAmount: 7500, currencyCode: 'GBP' } };

describe('sameSummary', () => {
  it('compares cart, count and total', () => {
    expect(sameSummary(two, { ...two, totalPrice: { ...two.totalPrice! } })).toBe(true);
    expect(sameSummary(two, three)).toBe(false);
    expect(sameSummary(two, { ...two, cartId: 'c-2' })).toBe(false);
    expect(sameSummary(two, { ...two, totalPrice: null })).toBe(false);
    expect(sameSummary({ ...two, totalPrice: null }, { ...two, totalPrice: null })).toBe(true);
  });
});

describe('shouldPublishLoadedBasket', () => {
  it('publishes the first basket anyone knows of', () => {
    expect(shouldPublishLoadedBasket({ loaded: two, known: null, eventsSinceLoadStarted: 0 })).toBe(true);
  });

  it('publishes a basket that changed elsewhere (another tab) and stays quiet when nothing changed', () => {
    expect(shouldPublishLoadedBasket({ loaded: three, known: two, eventsSinceLoadStarted: 0 })).toBe(true);
    expect(shouldPublishLoadedBasket({ loaded: two, known: two, eventsSinceLoadStarted: 0 })).toBe(false);
  });

  it('does not put back an older count when an add was published during the read', () => {
    expect(shouldPublishLoadedBasket({ loaded: two, known: three, eventsSinceLoadStarted: 1 })).toBe(false);
  });
});

describe('previewLines', () => {
  const lines = [1, 2, 3, 4, 5].map((n) => ({ id: `l${n}`, quantity: n }));

  it('shows the last three lines added, newest first, and counts the items left out', () => {
    const { lines: shown, moreItems } = previewLines({ lines });
    expect(shown.map((line) => line.id)).toEqual(['l5', 'l4', 'l3']);
    expect(moreItems).toBe(1 + 2);
  });

  it('shows every line of a small bag with nothing more', () => {
    expect(previewLines({ lines: lines.slice(0, 2) })).toEqual({ lines: [lines[1], lines[0]], moreItems: 0 });
    expect(previewLines({ lines: [] })).toEqual({ lines: [], moreItems: 0 });
  });
});
