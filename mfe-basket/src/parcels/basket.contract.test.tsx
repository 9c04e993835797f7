// Listener contract (issue 21): the parcels of this remote that listen are
// mounted as the shell would, fed every example payload of the event
// catalogue for the events they listen to, and what the shopper sees follows.
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { type EventName } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { checkListenerContract, eventExamples, fixtureProductProps, mountParcel, outsideAct, shirt } from '@storefront/shared-contracts/testing';
import { eventsUsedInDir } from '@storefront/shared-contracts/testing/sources';
import { answer, cart, quickAddProduct } from '../test/fixtures';
import * as addToBasket from './AddToBasket';
import * as miniBag from './MiniBag';
import * as pdpWishlist from './PdpWishlist';
import * as quickAdd from './QuickAdd';

const LISTENED: EventName[] = [
  'basket:changed',
  'pdp:add-requested',
  'pdp:customisation-changed',
  'pdp:selection-changed',
  'pdp:stock-refreshed',
  'quick-add:open',
  'session:changed',
];

outsideAct();

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const address = String(url);
    if (address.endsWith('/_api/basket')) return answer(200, cart(1));
    if (address.includes('addToCart')) return answer(200, cart(2));
    if (address.includes('p-shirt')) return answer(200, { product: { ...quickAddProduct, id: 'p-shirt' } });
    return answer(404, { message: 'not in this test' });
  });
  globalThis.fetch = fetchMock as typeof fetch;
});

it('covers every event this remote listens to', () => {
  expect(eventsUsedInDir(path.join(__dirname, '..')).listens).toEqual(LISTENED);
});

it('handles every catalogue example of the events it listens to', async () => {
  const props = fixtureProductProps(shirt);
  const bag = await mountParcel(miniBag, props, 'basket/MiniBag');
  const add = await mountParcel(addToBasket, props, 'basket/AddToBasket');
  await mountParcel(pdpWishlist, props, 'basket/PdpWishlist');
  await mountParcel(quickAdd, props, 'basket/QuickAdd');
  // The mini bag's own read of the basket is shown before the examples arrive.
  expect(await within(bag.element).findByRole('link', { name: 'Bag, 1 item' })).toBeInTheDocument();

  // The header count follows basket:changed.
  await checkListenerContract(['basket:changed'], {
    after: (_name, example) =>
      waitFor(() => expect(within(bag.element).getByRole('link', { name: `Bag, ${(example as { itemCount: number }).itemCount} items` })).toBeInTheDocument()),
  });

  // The add button follows the selection: a size in stock can be added.
  await checkListenerContract(['pdp:selection-changed', 'pdp:customisation-changed', 'session:changed']);
  emit('pdp:selection-changed', eventExamples('pdp:selection-changed')[0]);
  await waitFor(() => expect(within(add.element).getByRole('button', { name: 'Add to bag' })).toBeEnabled());

  // The live stock refresh says navy S is gone: the button says so.
  await checkListenerContract(['pdp:stock-refreshed'], {
    after: () => waitFor(() => expect(within(add.element).getByRole('button', { name: 'Out of stock' })).toBeDisabled()),
  });

  // A request to add (sticky bar) reaches the add button, which answers it (here: the size is out of stock, so no add).
  await checkListenerContract(['pdp:add-requested']);
  expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('addToCart'))).toHaveLength(0);

  // quick-add:open opens quick add's dialog.
  await checkListenerContract(['quick-add:open'], {
    after: () => waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument()),
  });
});
