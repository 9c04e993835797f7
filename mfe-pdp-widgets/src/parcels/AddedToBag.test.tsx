import { screen, within } from '@testing-library/react';
import { emit, FASCIAS, resetEventState, type LifecycleFn, type ParcelBaseProps } from '@storefront/shared-contracts';
import * as addedToBag from './AddedToBag';

// single-spa-react renders outside act(); waiting for act would hang.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

async function run<P>(lifecycle: LifecycleFn<P> | Array<LifecycleFn<P>>, props: Parameters<LifecycleFn<P>>[0]) {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
});

describe('AddedToBag parcel', () => {
  it('renders nothing until basket:item-added, opens in the fascia language, and stops listening on unmount', async () => {
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const base: ParcelBaseProps = {
      fascia: FASCIAS.wallis,
      session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
      route: { name: 'category', path: '/categories/dresses', params: {}, query: {} },
    };
    const props = { ...base, name: 'pdpWidgets/AddedToBag', domElement };
    const line = {
      id: 'l1', sku: 'WAL1-01-01', productId: 'p1', productKey: 'WAL1', slug: 'dress', name: 'Midi Dress', brand: 'Wallis',
      colour: 'Green', size: '12', quantity: 1, unitPrice: { centAmount: 5900, currencyCode: 'EUR' }, isOnStock: true,
    };

    await run(addedToBag.bootstrap, props);
    await run(addedToBag.mount, props);
    expect(domElement).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await tick();
    emit('basket:item-added', { cartId: 'c1', lines: [line], source: 'quick-add' });
    const dialog = await screen.findByRole('dialog', { name: 'Toegevoegd aan winkelmand' });
    expect(within(dialog).getByText('Midi Dress')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Bekijk winkelmand' })).toHaveAttribute('href', '/basket');

    await run(addedToBag.unmount, props);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    emit('basket:item-added', { cartId: 'c1', lines: [line], source: 'quick-add' });
    await tick();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
