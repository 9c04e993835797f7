// Listener contract (issue 21): this remote's parcels that listen, mounted as
// the shell would, are fed every example payload of the event catalogue for
// the events they listen to, and what the shopper sees follows.
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { type EventName } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { checkListenerContract, fixtureBaseProps, fixtureProductProps, mountParcel, outsideAct, shirt } from '@storefront/shared-contracts/testing';
import { eventsUsedInDir } from '@storefront/shared-contracts/testing/sources';
import * as addedToBag from './AddedToBag';
import * as productDetails from './ProductDetails';
import * as share from './Share';
import * as sizeFit from './SizeFit';
import * as visuallySimilar from './VisuallySimilar';

const LISTENED: EventName[] = ['basket:item-added', 'pdp:selection-changed', 'quick-add:closed', 'quick-add:open', 'quick-add:opened', 'session:changed'];

outsideAct();

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
  // The widgets' api calls answer nothing useful here: only their listeners are under test.
  globalThis.fetch = jest.fn(async () => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } })) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

it('covers every event this remote listens to', () => {
  expect(eventsUsedInDir(path.join(__dirname, '..')).listens).toEqual(LISTENED);
});

it('handles every catalogue example of the events it listens to', async () => {
  const props = fixtureProductProps(shirt);
  await mountParcel(addedToBag, fixtureBaseProps(), 'pdpWidgets/AddedToBag');
  const details = await mountParcel(productDetails, props, 'pdpWidgets/ProductDetails');
  await mountParcel(share, props, 'pdpWidgets/Share');
  await mountParcel(sizeFit, props, 'pdpWidgets/SizeFit');
  await mountParcel(visuallySimilar, props, 'pdpWidgets/VisuallySimilar');

  // The added-to-bag panel opens with the added line.
  await checkListenerContract(['basket:item-added'], {
    after: async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Added to bag' });
      expect(within(dialog).getByText('Oxford Shirt')).toBeInTheDocument();
    },
  });
  // It stays hidden while quick add's dialog is open, and comes back after.
  await checkListenerContract(['quick-add:opened'], {
    after: () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Added to bag' })).not.toBeInTheDocument()),
  });
  await checkListenerContract(['quick-add:closed'], {
    after: () => waitFor(() => expect(screen.getByRole('dialog', { name: 'Added to bag' })).toBeInTheDocument()),
  });

  // The details name the selected variant's SKU (an example without a size keeps the last one).
  await checkListenerContract(['pdp:selection-changed'], {
    after: () => waitFor(() => expect(within(details.element).getByText('SKU: SKU-navy-s')).toBeInTheDocument()),
  });

  await checkListenerContract(['quick-add:open', 'session:changed']);
});
