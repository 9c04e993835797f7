// Listener contract (issue 21): the product card (what this remote's listing
// pages, carousels and other remotes draw) is fed every example payload of
// the event catalogue for the events this remote listens to, and what the
// shopper sees follows.
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { type EventName } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { checkListenerContract, guestSession } from '@storefront/shared-contracts/testing';
import { eventsUsedInDir } from '@storefront/shared-contracts/testing/sources';
import { burton, makeCard } from '../test/fixtures';
import { ProductCard } from './ProductCard';

const LISTENED: EventName[] = ['admin:preview-changed', 'basket:item-added', 'session:changed'];

beforeEach(() => resetEventState());

it('covers every event this remote listens to', () => {
  expect(eventsUsedInDir(path.join(__dirname, '..')).listens).toEqual(LISTENED);
});

it('handles every catalogue example of the events it listens to', async () => {
  // The catalogue's examples speak of the shirt fixture (p-shirt, shirt-oxford).
  render(<ProductCard product={makeCard({ id: 'p-shirt', productId: 'p-shirt', productKey: 'shirt-oxford', name: 'Oxford Shirt' })} fascia={burton} session={guestSession} />);
  const card = screen.getByRole('article', { name: 'Oxford Shirt' });

  // Quick add asked for by this card turns to Added when basket:item-added names the product.
  await userEvent.click(within(card).getByRole('button', { name: 'Add' }));
  await checkListenerContract(['basket:item-added'], {
    act: (emitIt) => act(emitIt),
    after: () => waitFor(() => expect(within(card).getByRole('button', { name: 'Added' })).toBeInTheDocument()),
  });

  // Admin preview with product selection: the card offers the Selected switch.
  expect(within(card).queryByRole('switch')).not.toBeInTheDocument();
  await checkListenerContract(['admin:preview-changed'], {
    act: (emitIt) => act(emitIt),
    after: () => expect(within(card).getByRole('switch', { name: 'Selected' })).toBeInTheDocument(),
  });

  await checkListenerContract(['session:changed'], { act: (emitIt) => act(emitIt) });
});
