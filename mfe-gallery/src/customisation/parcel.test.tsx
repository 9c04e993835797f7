// The exposed ProductCustomisation lifecycles as the shell drives them.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ProductParcelProps } from '@storefront/shared-contracts';
import { lastValue, resetEventState } from '@storefront/shared-contracts/events/bus';
import { outsideAct } from '@storefront/shared-contracts/testing';
import * as parcel from '../parcels/ProductCustomisation';
import { makeProduct, makeVariant, parcelProps, shirt } from '../test/fixtures';

type Lifecycle = (props: ProductParcelProps & { name: string; domElement: HTMLElement }) => Promise<unknown>;
const call = (fn: unknown, props: ProductParcelProps & { name: string; domElement: HTMLElement }) => (fn as Lifecycle)(props);

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const monogram = {
  customisationGroup: 'monogram',
  title: 'Add a monogram',
  customisationFields: [{ id: 'm1', apiName: 'initials', displayName: 'Initials', fieldType: 'text', optional: false, maxLength: 3 }],
};

outsideAct();

beforeEach(() => {
  resetEventState();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => monogram } as Response);
  globalThis.fetch = fetchMock as typeof fetch;
});

it('mounts the fields, starts again for a new product, and unmounts', async () => {
  const variant = makeVariant({ id: 'c1', colour: 'navy', size: 'One size' });
  variant.attributes.customisationGroupName = 'monogram';
  const cushion = makeProduct([variant], { id: 'p-cushion' });
  const element = document.createElement('div');
  document.body.appendChild(element);
  const props = { ...parcelProps(cushion), name: 'gallery/ProductCustomisation', domElement: element };

  await call(parcel.bootstrap, props);
  await call(parcel.mount, props);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Initials' }), 'AB');
  expect(lastValue('pdp:customisation-changed')).toEqual({ productId: 'p-cushion', hasFields: true, valid: true, values: { initials: 'AB' } });

  await call(parcel.update, { ...props, ...parcelProps(shirt) });
  // The shirt has no customisation group: no fields, and the page is told so.
  await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
  expect(lastValue('pdp:customisation-changed')).toEqual({ productId: 'p-shirt', hasFields: false, valid: true, values: {} });

  await call(parcel.unmount, props);
  expect(element).toBeEmptyDOMElement();
});

it('renders nothing, without failing, when the page has no product', async () => {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const props = { ...parcelProps(shirt), page: {} as ProductParcelProps['page'], name: 'gallery/ProductCustomisation-empty', domElement: element };
  await call(parcel.bootstrap, props);
  await call(parcel.mount, props);
  expect(element).toBeEmptyDOMElement();
  await call(parcel.unmount, props);
});
