import { answer, fetchMock, setUpFetchTests } from '../testing/fetch';
import { eventExamples, heard } from '../testing/events';
import type { Cart } from '../entities/basket';
import { HttpRequestError } from '../http/request';
import {
  addedLines, addToBag, addToCart, bagSku, basketSummary, buildAddToCartBody, cartOfFailure, changeLineQuantity, fetchBasket, isCart, moveLineToWishlist,
  removeLine, toAddToBasketItem,
} from './client';

setUpFetchTests();

const line = eventExamples('basket:item-added')[0].lines[0]!;
const lineOf = (sku: string) => ({ ...line, id: `l-${sku}`, sku }) as unknown as Cart['lines'][number];
const cartFor = (skus: string[], extra: Partial<Cart> = {}): Cart =>
  ({ id: 'cart-9', fascia: 'burton', lines: skus.map(lineOf), itemCount: skus.length, totalPrice: { centAmount: 7000, currencyCode: 'GBP' }, version: 4, ...extra }) as unknown as Cart;
const rejection = (promise: Promise<unknown>) => promise.then(() => { throw new Error('resolved'); }, (error: unknown) => error as HttpRequestError);
const sent = (call = 0) => fetchMock.mock.calls[call]!;

function items(body: URLSearchParams): unknown {
  return JSON.parse(body.get('data') ?? 'null');
}

describe('buildAddToCartBody', () => {
  it('puts the items as a JSON list in the form field data', () => {
    const body = buildAddToCartBody([{ sku: 'BUR12345-001-10' }]);
    expect([...body.keys()]).toEqual(['data']);
    expect(items(body)).toEqual([{ sku: 'BUR12345-001-10', quantity: 1 }]);
    expect(body.toString()).toBe(`data=${encodeURIComponent('[{"sku":"BUR12345-001-10","quantity":1}]').replace(/%20/g, '+')}`);
  });

  it('takes the sku from marketplaceSku when there is one, else sku', () => {
    const body = buildAddToCartBody([
      { sku: 'BUR12345-001-10', marketplaceSku: 'M000123456' },
      { sku: 'BUR54321-002-12', marketplaceSku: null },
      { sku: 'BUR99999-003-14', marketplaceSku: '' },
    ]);
    expect(items(body)).toEqual([
      { sku: 'M000123456', quantity: 1 },
      { sku: 'BUR54321-002-12', quantity: 1 },
      { sku: 'BUR99999-003-14', quantity: 1 },
    ]);
  });

  it('keeps a given quantity and the search tracking', () => {
    const searchTracking = { hitObjectIDs: ['p-1'], queryID: 'q-42', index: 'burton_products', positions: [3] };
    const body = buildAddToCartBody([{ sku: 'A', quantity: 2, searchTracking }]);
    expect(items(body)).toEqual([{ sku: 'A', quantity: 2, searchTracking }]);
  });

  it('sends customisation values that were entered and leaves out empty optional ones', () => {
    const body = buildAddToCartBody([{ sku: 'A', customisation: { initials: 'JB', message: '  ' } }]);
    expect(items(body)).toEqual([{ sku: 'A', quantity: 1, customisation: { initials: 'JB' } }]);
  });

  it('leaves out search tracking without hits and customisation without values', () => {
    const body = buildAddToCartBody([{ sku: 'A', searchTracking: { hitObjectIDs: [] }, customisation: {} }]);
    expect(items(body)).toEqual([{ sku: 'A', quantity: 1 }]);
  });

  it('refuses an empty list, a missing sku and a quantity that is not a positive whole number', () => {
    expect(() => buildAddToCartBody([])).toThrow(RangeError);
    expect(() => toAddToBasketItem({ sku: ' ' })).toThrow(/no sku/);
    expect(() => toAddToBasketItem({ sku: 'A', quantity: 0 })).toThrow(/quantity/);
    expect(() => toAddToBasketItem({ sku: 'A', quantity: 1.5 })).toThrow(/quantity/);
  });
});

describe('isCart', () => {
  it('accepts a cart and rejects answers the bag cannot use', () => {
    const cart = cartFor(['A', 'B']);
    expect(isCart(cart)).toBe(true);
    expect(isCart({ ...cart, itemCount: -1 })).toBe(false);
    expect(isCart({ ...cart, itemCount: '2' })).toBe(false);
    expect(isCart({ ...cart, itemCount: 1.5 })).toBe(false);
    expect(isCart({ ...cart, lines: undefined })).toBe(false);
    expect(isCart({ error: 'OUT_OF_STOCK', message: 'Sorry' })).toBe(false);
    expect(isCart(null)).toBe(false);
  });
});

describe('basketSummary and addedLines', () => {
  it('gives basket:changed the cart id, count and total; an empty id is no cart, a malformed total unknown', () => {
    expect(basketSummary(cartFor(['A', 'B']))).toEqual({ cartId: 'cart-9', itemCount: 2, totalPrice: { centAmount: 7000, currencyCode: 'GBP' } });
    expect(basketSummary({ ...cartFor([]), id: '', totalPrice: { centAmount: 1.5, currencyCode: 'GBP' } })).toEqual({ cartId: null, itemCount: 0, totalPrice: null });
  });

  it('tells the lines added from the answer’s lastAdded, else the bag’s lines of the skus sent', () => {
    expect(addedLines(cartFor(['A', 'B'], { lastAdded: [lineOf('B')] }), ['A']).map((l) => l.sku)).toEqual(['B']);
    expect(addedLines(cartFor(['A', 'B', 'C']), ['A', 'C']).map((l) => l.sku)).toEqual(['A', 'C']);
  });

  it('knows a variant by its marketplace sku when it has one', () => {
    expect(bagSku({ sku: ' A-1 ', marketplaceSku: '  ' })).toBe('A-1');
    expect(bagSku({ sku: 'A-1', marketplaceSku: 'M123456789' })).toBe('M123456789');
  });
});

describe('the calls', () => {
  it('reads the bag and adds in one form post, same origin, answering the cart', async () => {
    fetchMock.mockResolvedValue(answer(200, cartFor(['A'])));
    await expect(fetchBasket()).resolves.toMatchObject({ id: 'cart-9' });
    expect(sent()).toEqual(['/_api/basket', expect.objectContaining({ method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' } })]);
    await addToCart([{ sku: 'A' }, { sku: 'B', marketplaceSku: 'M000000001' }]);
    const [url, init] = sent(1);
    expect(url).toBe('/_api/basket/addToCart');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse((init!.body as URLSearchParams).get('data')!)).toEqual([{ sku: 'A', quantity: 1 }, { sku: 'M000000001', quantity: 1 }]);
  });

  it('changes and removes a line against the cart version (If-Match)', async () => {
    fetchMock.mockResolvedValue(answer(200, cartFor(['A'])));
    await changeLineQuantity('l 1', 3, 7);
    expect(sent()).toEqual(['/_api/basket/lines/l%201', expect.objectContaining({ method: 'PATCH', body: '{"quantity":3}', headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'If-Match': '"7"' } })]);
    await removeLine('l1', 8);
    expect(sent(1)).toEqual(['/_api/basket/lines/l1', expect.objectContaining({ method: 'DELETE', headers: { Accept: 'application/json', 'If-Match': '"8"' } })]);
  });

  it('fails a stale change with STALE_CART and the current cart, other refusals with the api’s message', async () => {
    const current = cartFor(['A', 'B'], { version: 9 });
    fetchMock.mockResolvedValueOnce(answer(409, { error: 'STALE_CART', message: 'Your bag has changed', cart: current }));
    const stale = await rejection(changeLineQuantity('l1', 2, 7));
    expect(stale).toMatchObject({ status: 409, code: 'STALE_CART', serverMessage: 'Your bag has changed' });
    expect(cartOfFailure(stale)).toEqual(current);
    fetchMock.mockResolvedValueOnce(answer(409, { error: 'OUT_OF_STOCK', message: 'Sorry, it has just sold out.' }));
    const refused = await rejection(addToCart([{ sku: 'A' }]));
    expect(refused).toMatchObject({ code: 'OUT_OF_STOCK', serverMessage: 'Sorry, it has just sold out.' });
    expect(cartOfFailure(refused)).toBeNull();
    expect(cartOfFailure(new Error('x'))).toBeNull();
  });

  it('fails an answer that is not a cart (MALFORMED_CART) and an unreachable server (NETWORK), with no message for the shopper', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { id: 'c', lines: [], itemCount: -1 }));
    expect(await rejection(fetchBasket())).toMatchObject({ status: 200, code: 'MALFORMED_CART', serverMessage: null });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await rejection(addToCart([{ sku: 'A' }]))).toMatchObject({ status: null, code: 'NETWORK', serverMessage: null });
  });

  it('moves a line to the wishlist, checking both halves of the answer', async () => {
    const wishlistItem = { productKey: 'P1', colourSelected: 'Navy', lineItemSku: 'BUR12345-01-02', sizeSelected: true };
    fetchMock.mockResolvedValueOnce(answer(200, { cart: cartFor([]), wishlistItem }));
    await expect(moveLineToWishlist('l1', 3)).resolves.toEqual({ cart: cartFor([]), wishlistItem });
    expect(sent()).toEqual(['/_api/basket/lines/l1/moveToWishlist', expect.objectContaining({ method: 'POST', headers: { Accept: 'application/json', 'If-Match': '"3"' } })]);
    fetchMock.mockResolvedValueOnce(answer(200, { cart: cartFor([]) }));
    expect(await rejection(moveLineToWishlist('l1', 3))).toMatchObject({ code: 'MALFORMED_CART' });
  });
});

describe('addToBag', () => {
  it('adds, then tells the page basket:item-added from its source and basket:changed', async () => {
    const added = heard('basket:item-added');
    const changed = heard('basket:changed');
    fetchMock.mockResolvedValue(answer(200, cartFor(['X', 'A', 'M000000001'])));
    const cart = await addToBag([{ sku: 'A' }, { sku: 'B', marketplaceSku: 'M000000001' }], { source: 'bundle' });
    expect(cart.id).toBe('cart-9');
    expect(added).toEqual([{ cartId: 'cart-9', lines: [lineOf('A'), lineOf('M000000001')], source: 'bundle' }]);
    expect(changed).toEqual([{ cartId: 'cart-9', itemCount: 3, totalPrice: { centAmount: 7000, currencyCode: 'GBP' } }]);
  });

  it('tells nothing when the add fails or was aborted', async () => {
    const added = heard('basket:item-added');
    const changed = heard('basket:changed');
    fetchMock.mockResolvedValueOnce(answer(409, { error: 'OUT_OF_STOCK', message: 'Sold out' }));
    await expect(addToBag([{ sku: 'A' }], { source: 'pdp' })).rejects.toBeInstanceOf(HttpRequestError);
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(async () => {
      controller.abort();
      return answer(200, cartFor(['A']));
    });
    await expect(addToBag([{ sku: 'A' }], { source: 'pdp', signal: controller.signal })).rejects.toBe(controller.signal.reason);
    await expect(addToBag([], { source: 'pdp' })).rejects.toThrow(RangeError);
    expect(added).toEqual([]);
    expect(changed).toEqual([]);
  });
});
