// The price parcel as the shell drives it: bootstrap, mount, update, unmount.
import { screen } from '@testing-library/react';
import { type ParcelModule, type ProductParcelProps } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { outsideAct } from '@storefront/shared-contracts/testing';
import * as priceParcel from './ProductPrice';
import { parcelProps, shirt } from '../test/fixtures';
import { badge, dress } from '../price/testProducts';

type Props = ProductParcelProps & { name: string; domElement: HTMLElement };
const call = (fn: ParcelModule<ProductParcelProps>['mount'] | undefined, props: Props) => (fn as (p: Props) => Promise<unknown>)(props);

outsideAct();

beforeEach(() => resetEventState());

function slot() {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return element;
}

it("mounts with the page's badges and slot setting, updates to a new product and unmounts", async () => {
  const domElement = slot();
  const promos = [badge('a', 'PDP_promo', 1, { text1: 'First offer' }), badge('b', 'PDP_promo', 2, { text1: 'Second offer' })];
  const props: Props = {
    ...parcelProps(dress, { page: { product: dress, badges: promos, socialProof: null } }),
    slot: { name: 'price', settings: { restrictPromoBadges: true } },
    name: 'gallery/ProductPrice',
    domElement,
  };
  await call(priceParcel.bootstrap, props);
  await call(priceParcel.mount, props);
  expect(await screen.findByText('£30.00 – £35.00')).toBeVisible();
  expect(screen.getByText('First offer')).toBeVisible();
  expect(screen.queryByText('Second offer')).not.toBeInTheDocument();

  await call(priceParcel.update, { ...props, ...parcelProps(shirt), slot: props.slot });
  expect(await screen.findByText('£35.00')).toBeVisible();
  expect(screen.queryByText('First offer')).not.toBeInTheDocument();

  await call(priceParcel.unmount, props);
  expect(domElement).toBeEmptyDOMElement();
});

it('renders nothing, without failing, when the page has no product', async () => {
  const domElement = slot();
  const props = { ...parcelProps(dress), page: {} as ProductParcelProps['page'], name: 'gallery/ProductPrice', domElement };
  await call(priceParcel.bootstrap, props);
  await call(priceParcel.mount, props);
  expect(domElement).toBeEmptyDOMElement();
  await call(priceParcel.unmount, props);
});
