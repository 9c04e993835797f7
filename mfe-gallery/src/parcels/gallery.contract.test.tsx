// Listener contract (issue 21): this remote's parcels, mounted as the shell
// would, are fed every example payload of the event catalogue for the events
// they listen to, and what the shopper sees follows.
import path from 'node:path';
import { waitFor, within } from '@testing-library/react';
import { type EventName } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { checkListenerContract, fixtureProductProps, mountParcel, outsideAct, shirt } from '@storefront/shared-contracts/testing';
import { eventsUsedInDir } from '@storefront/shared-contracts/testing/sources';
import * as customisationParcel from './ProductCustomisation';
import * as galleryParcel from './ProductGallery';
import * as pickersParcel from './ProductPickers';
import * as priceParcel from './ProductPrice';

const LISTENED: EventName[] = ['admin:preview-changed', 'pdp:selection-changed', 'pdp:stock-refreshed'];

outsideAct();

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/product/oxford-shirt');
});

it('covers every event this remote listens to', () => {
  expect(eventsUsedInDir(path.join(__dirname, '..')).listens).toEqual(LISTENED);
});

it('handles every catalogue example of the events it listens to', async () => {
  const props = fixtureProductProps(shirt);
  const gallery = await mountParcel(galleryParcel, props, 'gallery/ProductGallery');
  const pickers = await mountParcel(pickersParcel, props, 'gallery/ProductPickers');
  await mountParcel(priceParcel, props, 'gallery/ProductPrice');
  await mountParcel(customisationParcel, props, 'gallery/ProductCustomisation');
  expect(await within(gallery.element).findByRole('img', { name: 'Oxford Shirt, image 1 of 3' })).toBeInTheDocument();

  // The gallery shows the colour the selection names (navy: 3 images, white: 2).
  await checkListenerContract(['pdp:selection-changed'], {
    after: (_name, example) => {
      const images = (example as { colour: string }).colour === 'white' ? 2 : 3;
      return waitFor(() => expect(within(gallery.element).getByRole('img', { name: `Oxford Shirt, image 1 of ${images}` })).toBeInTheDocument());
    },
  });

  // The live stock refresh: navy S goes out of stock, navy M comes back.
  expect(within(pickers.element).getByRole('button', { name: 'M' })).toBeDisabled();
  await checkListenerContract(['pdp:stock-refreshed'], {
    after: () =>
      waitFor(() => {
        expect(within(pickers.element).getByRole('button', { name: 'S' })).toBeDisabled();
        expect(within(pickers.element).getByRole('button', { name: 'M' })).toBeEnabled();
      }),
  });

  // Admin preview with product selection: the gallery offers the Selected switch.
  await checkListenerContract(['admin:preview-changed'], {
    after: () => waitFor(() => expect(within(gallery.element).getByRole('switch', { name: 'Selected' })).toBeInTheDocument()),
  });
});
