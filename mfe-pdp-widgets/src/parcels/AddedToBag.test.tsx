import { screen, within } from '@testing-library/react';
import { FASCIAS } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { fixtureBaseProps, mountParcel, outsideAct } from '@storefront/shared-contracts/testing';
import * as addedToBag from './AddedToBag';

outsideAct();

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
});

describe('AddedToBag parcel', () => {
  it('renders nothing until basket:item-added, opens in the fascia language, and stops listening on unmount', async () => {
    const props = fixtureBaseProps({ fascia: FASCIAS.wallis, route: { name: 'category', path: '/categories/dresses', params: {}, query: {} } });
    const line = {
      id: 'l1', sku: 'WAL1-01-01', productId: 'p1', productKey: 'WAL1', slug: 'dress', name: 'Midi Dress', brand: 'Wallis',
      colour: 'Green', size: '12', quantity: 1, unitPrice: { centAmount: 5900, currencyCode: 'EUR' }, isOnStock: true,
    };

    const { element: domElement, unmount } = await mountParcel(addedToBag, props, 'pdpWidgets/AddedToBag');
    expect(domElement).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await tick();
    emit('basket:item-added', { cartId: 'c1', lines: [line], source: 'quick-add' });
    const dialog = await screen.findByRole('dialog', { name: 'Toegevoegd aan winkelmand' });
    expect(within(dialog).getByText('Midi Dress')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Bekijk winkelmand' })).toHaveAttribute('href', '/basket');

    await unmount();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    emit('basket:item-added', { cartId: 'c1', lines: [line], source: 'quick-add' });
    await tick();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
