// The add button and the live stock refresh (spec 2 §4): a size the refresh
// turns out of stock cannot be added, even before the pickers say so.
import { act, render, screen } from '@testing-library/react';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { BasketI18n } from '../i18n/i18n';
import { product, selection } from '../test/fixtures';
import { RefreshedAddToBasket } from './RefreshedAddToBasket';
import { withVariantStock } from './rules';

const refresh = (variants: Array<{ id: string; isOnStock: boolean; availableQuantity: number }>) =>
  act(() => {
    emit('pdp:stock-refreshed', { productId: product.id, variants });
  });

beforeEach(() => {
  resetEventState();
  globalThis.fetch = jest.fn();
});

describe('withVariantStock', () => {
  it('marks the selection out of stock when its variant now is', () => {
    const soldOut = { ...product, variants: product.variants.map((v) => (v.id === 'v-s' ? { ...v, isOnStock: false, availableQuantity: 0 } : v)) };
    expect(withVariantStock(selection('S'), soldOut)).toMatchObject({ size: 'S', isOnStock: false, availableQuantity: 0, allOutOfStock: false });
    expect(withVariantStock(selection('M'), soldOut)).toEqual(selection('M'));
    expect(withVariantStock(null, soldOut)).toBeNull();
    const allOut = { ...product, variants: product.variants.map((v) => ({ ...v, isOnStock: false, availableQuantity: 0 })) };
    expect(withVariantStock(selection(null), allOut)).toMatchObject({ allOutOfStock: true });
  });
});

describe('RefreshedAddToBasket', () => {
  it('turns to out of stock when the refresh sells out the chosen size', () => {
    render(
      <BasketI18n locale="en-GB">
        <RefreshedAddToBasket product={product} />
      </BasketI18n>,
    );
    act(() => {
      emit('pdp:selection-changed', selection('S'));
    });
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeEnabled();
    refresh([{ id: 'v-s', isOnStock: false, availableQuantity: 0 }]);
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('turns to out of stock before any selection when the refresh sells everything out', () => {
    refresh(product.variants.map((v) => ({ id: v.id, isOnStock: false, availableQuantity: 0 })));
    render(
      <BasketI18n locale="en-GB">
        <RefreshedAddToBasket product={product} />
      </BasketI18n>,
    );
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });
});
