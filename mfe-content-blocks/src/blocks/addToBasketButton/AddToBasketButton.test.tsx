import { act, fireEvent, render, screen } from '@testing-library/react';
import { on } from '@storefront/shared-contracts/events/bus';
import { makeContext } from '../../kit/common/testing';
import AddToBasketButton, { ADDED_SHOWN_MS } from './index';

const line = { id: 'l1', sku: 'DRS1-01-10', productId: 'p1', productKey: 'DRS1', slug: 'dress', name: 'Midi dress', brand: 'Burton', colour: 'Navy', size: '10', quantity: 1, unitPrice: { centAmount: 3000, currencyCode: 'GBP' }, isOnStock: true };
const cart = { id: 'cart-1', version: 3, lines: [line], itemCount: 3, totalPrice: { centAmount: 9000, currencyCode: 'GBP' }, lastAdded: [line] };

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function answer(status: number, body: unknown) {
  let resolve!: () => void;
  const gate = new Promise<void>((r) => (resolve = r));
  const fetchMock = jest.fn(async (..._args: unknown[]) => {
    await gate;
    return { ok: status < 400, status, json: async () => body };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, release: resolve };
}

it('posts the sku to addToCart, says it is adding, then added, and tells the page', async () => {
  jest.useFakeTimers();
  const added: unknown[] = [];
  const changed: unknown[] = [];
  const offAdded = on('basket:item-added', (payload) => added.push(payload));
  const offChanged = on('basket:changed', (payload) => changed.push(payload));
  const { fetchMock, release } = answer(200, cart);
  render(<AddToBasketButton section={{ id: 'a', type: 'addToBasketButton', sku: 'DRS1-01-10' }} context={makeContext()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
  expect(screen.getByRole('button', { name: 'Adding to bag' })).toHaveAttribute('aria-disabled', 'true');
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/_api/basket/addToCart');
  expect(init.method).toBe('POST');
  expect(JSON.parse((init.body as URLSearchParams).get('data')!)).toEqual([{ sku: 'DRS1-01-10', quantity: 1 }]);
  await act(async () => release());
  expect(await screen.findByRole('button', { name: 'Added to bag' })).toBeInTheDocument();
  expect(added).toEqual([{ cartId: 'cart-1', lines: [line], source: 'contentBlocks/addToBasketButton' }]);
  expect(changed).toEqual([{ cartId: 'cart-1', itemCount: 3, totalPrice: { centAmount: 9000, currencyCode: 'GBP' } }]);
  act(() => jest.advanceTimersByTime(ADDED_SHOWN_MS));
  expect(screen.getByRole('button', { name: 'Add to bag' })).toBeInTheDocument();
  offAdded();
  offChanged();
});

it('says so when the bag refuses, and tells the page nothing', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const added: unknown[] = [];
  const off = on('basket:item-added', (payload) => added.push(payload));
  const { release } = answer(409, { message: 'Out of stock' });
  render(<AddToBasketButton section={{ id: 'a', type: 'addToBasketButton', sku: 'DRS1-01-10', label: 'Add the dress' }} context={makeContext({ fasciaKey: 'coast' })} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add the dress' }));
  await act(async () => release());
  expect(await screen.findByRole('alert')).toHaveTextContent('Désolé, nous n’avons pas pu ajouter cet article à votre panier. Veuillez réessayer.');
  expect(screen.getByRole('button', { name: 'Add the dress' })).toBeInTheDocument();
  expect(added).toEqual([]);
  off();
});
