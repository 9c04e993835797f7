import type { BasketLine } from '@storefront/shared-contracts';
import { checkoutState, DESKTOP_MEDIA_QUERY, DRAWER_MAX_WIDTH_PX, linePrice, panelAction, panelLayout, panelShown, type AddedLine } from './rules';

const gbp = (centAmount: number) => ({ centAmount, currencyCode: 'GBP' });
const added = { id: 'l1', sku: 's', productId: 'p', productKey: 'k', slug: 'x', name: 'Shirt', brand: 'B', colour: 'Navy', size: 'M', quantity: 1, unitPrice: gbp(4500), isOnStock: true } satisfies AddedLine;
const bagLine = (stockStatus: BasketLine['stockStatus']) => ({ stockStatus });

describe('the panel’s constants and layout', () => {
  it('is a drawer at most 500 px wide from 768 px, a bottom sheet below', () => {
    expect(DRAWER_MAX_WIDTH_PX).toBe(500);
    expect(DESKTOP_MEDIA_QUERY).toBe('(min-width: 768px)');
    expect(panelLayout(true)).toBe('drawer');
    expect(panelLayout(false)).toBe('sheet');
  });
});

describe('panelShown', () => {
  it('shows while there are last-added lines and quick add is closed', () => {
    expect(panelShown([added], false)).toBe(true);
    expect(panelShown([], false)).toBe(false);
    expect(panelShown([added], true)).toBe(false);
  });
});

describe('panelAction', () => {
  it('is CHECKOUT under testAtbModalV1, else VIEW BAG', () => {
    expect(panelAction('testAtbModalV1')).toBe('checkout');
    expect(panelAction('default')).toBe('viewBag');
  });
});

describe('checkoutState', () => {
  it('allows checkout when every bag line is in stock (low stock included)', () => {
    expect(checkoutState({ lines: [bagLine('inStock'), bagLine('lowStock')] as BasketLine[] }, false)).toBe('allowed');
  });

  it('holds it back when a line is out of stock or short, or the bag is empty', () => {
    expect(checkoutState({ lines: [bagLine('inStock'), bagLine('outOfStock')] as BasketLine[] }, false)).toBe('blocked');
    expect(checkoutState({ lines: [bagLine('short')] as BasketLine[] }, false)).toBe('blocked');
    expect(checkoutState({ lines: [] }, false)).toBe('blocked');
  });

  it('holds it back while the bag is read and when it cannot be', () => {
    expect(checkoutState(undefined, false)).toBe('checking');
    expect(checkoutState(undefined, true)).toBe('unknown');
    // A bag read before a failed re-read still decides.
    expect(checkoutState({ lines: [bagLine('inStock')] as BasketLine[] }, true)).toBe('allowed');
  });
});

describe('linePrice', () => {
  it('is the unit price times the quantity', () => {
    expect(linePrice({ ...added, quantity: 2 })).toEqual({ cents: 9000 });
  });

  it('has a was-price only when it is above the price', () => {
    expect(linePrice({ ...added, quantity: 2, wasPrice: gbp(6000) })).toEqual({ cents: 9000, wasCents: 12000 });
    expect(linePrice({ ...added, wasPrice: gbp(4500) })).toEqual({ cents: 4500 });
  });
});
