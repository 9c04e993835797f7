// The live stock refresh (spec 2 §4): the pickers apply `pdp:stock-refreshed`
// to their variants, and the selection they announce (which the add button
// follows) says so.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ProductParcelProps } from '@storefront/shared-contracts';
import { emit, lastValue, resetEventState } from '@storefront/shared-contracts/events/bus';
import { ProductPickersSlot } from './ProductPickersSlot';
import { burton, productRoute, shirt } from '../test/fixtures';

const props = (): ProductParcelProps => ({
  fascia: burton,
  session: { user: { id: 'guest-1', guest: true }, basketCount: 0 },
  route: productRoute(shirt.slug, {}),
  page: { product: shirt, badges: [], socialProof: null },
});

const refresh = (variants: Array<{ id: string; isOnStock: boolean; availableQuantity: number }>, productId = shirt.id) =>
  act(() => {
    emit('pdp:stock-refreshed', { productId, variants });
  });

beforeEach(() => {
  resetEventState();
  window.history.replaceState(null, '', '/product/oxford-shirt');
});

describe('pickers and the live stock refresh', () => {
  it('turns a chosen size out of stock: disabled, and the selection says so', async () => {
    render(<ProductPickersSlot {...props()} />);
    await userEvent.click(screen.getByRole('button', { name: 'XL' }));
    expect(lastValue('pdp:selection-changed')).toMatchObject({ size: 'XL', isOnStock: true, availableQuantity: 9 });

    refresh([{ id: 'navy-xl', isOnStock: false, availableQuantity: 0 }]);
    const xl = screen.getByRole('button', { name: 'XL' });
    expect(xl).toBeDisabled();
    expect(xl).toHaveAccessibleDescription('Out of stock');
    expect(lastValue('pdp:selection-changed')).toMatchObject({ size: 'XL', variantId: 'navy-xl', isOnStock: false, availableQuantity: 0 });
  });

  it('brings a size back into stock with its new quantity', () => {
    render(<ProductPickersSlot {...props()} />);
    expect(screen.getByRole('button', { name: 'M' })).toBeDisabled();
    refresh([{ id: 'navy-m', isOnStock: true, availableQuantity: 3 }]);
    expect(screen.getByRole('button', { name: 'M' })).toBeEnabled();
  });

  it('applies a refresh announced before it mounted', () => {
    refresh([{ id: 'navy-s', isOnStock: false, availableQuantity: 0 }]);
    render(<ProductPickersSlot {...props()} />);
    expect(screen.getByRole('button', { name: 'S' })).toBeDisabled();
  });

  it('ignores another product’s refresh', () => {
    render(<ProductPickersSlot {...props()} />);
    refresh([{ id: 'navy-l', isOnStock: false, availableQuantity: 0 }], 'another-product');
    expect(screen.getByRole('button', { name: 'L' })).toBeEnabled();
  });
});
