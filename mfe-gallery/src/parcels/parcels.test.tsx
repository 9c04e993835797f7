// The exposed lifecycles as the shell drives them: bootstrap, mount, update, unmount.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ParcelModule, type ProductParcelProps } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { outsideAct } from '@storefront/shared-contracts/testing';
import * as galleryParcel from './ProductGallery';
import * as pickersParcel from './ProductPickers';
import { jeans, parcelProps, shirt } from '../test/fixtures';

type Lifecycle = (props: ProductParcelProps & { name: string; domElement: HTMLElement }) => Promise<unknown>;
const call = (fn: ParcelModule<ProductParcelProps>['mount'] | undefined, props: ProductParcelProps & { name: string; domElement: HTMLElement }) =>
  (fn as Lifecycle)(props);

outsideAct();

beforeEach(() => {
  resetEventState();
  window.history.replaceState(null, '', '/product/oxford-shirt');
});

function slot(name: string) {
  const element = document.createElement('div');
  element.dataset.slot = name;
  document.body.appendChild(element);
  return element;
}

it('mounts both parcels, keeps the gallery on the picked colour, updates and unmounts', async () => {
  const gallerySlot = slot('gallery');
  const pickersSlot = slot('pickers');
  const gallery = { ...parcelProps(shirt), name: 'gallery/ProductGallery', domElement: gallerySlot };
  const pickers = { ...parcelProps(shirt), name: 'gallery/ProductPickers', domElement: pickersSlot };

  await call(galleryParcel.bootstrap, gallery);
  await call(pickersParcel.bootstrap, pickers);
  await call(galleryParcel.mount, gallery);
  await call(pickersParcel.mount, pickers);

  expect(await screen.findByRole('img', { name: 'Oxford Shirt, image 1 of 3' })).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Colour' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: 'White' }));
  await waitFor(() => expect(screen.getByRole('img', { name: 'Oxford Shirt, image 1 of 2' })).toHaveAttribute('src', '/images/products/shirt/white-0.jpg?w=640&q=80'));

  // The shell passes a new page on a client-side navigation to another product.
  await call(galleryParcel.update, { ...gallery, ...parcelProps(jeans) });
  await call(pickersParcel.update, { ...pickers, ...parcelProps(jeans) });
  expect(await screen.findByRole('img', { name: 'Slim Jeans, image 1 of 1' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Size' })).toBeInTheDocument();

  await call(galleryParcel.unmount, gallery);
  await call(pickersParcel.unmount, pickers);
  expect(gallerySlot).toBeEmptyDOMElement();
  expect(pickersSlot).toBeEmptyDOMElement();
});

it('renders nothing, without failing, when the page has no product', async () => {
  const element = slot('gallery');
  const props = { ...parcelProps(shirt), page: {} as ProductParcelProps['page'], name: 'gallery/ProductGallery-empty', domElement: element };
  await call(galleryParcel.bootstrap, props);
  await call(galleryParcel.mount, props);
  expect(element).toBeEmptyDOMElement();
  await call(galleryParcel.unmount, props);
});
