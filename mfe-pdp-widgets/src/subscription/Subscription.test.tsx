import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { FASCIAS, type EventPayload } from '@storefront/shared-contracts';
import { emit, on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { cartFor } from '../bundles/test/fixtures';
import { Subscription } from './Subscription';
import { checkAdd, pricedVariant, subscriptionCents } from './rules';
import { SubscriptionI18n } from './i18n/i18n';

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;

// A day cream in two sizes, the large one dearer; the small one sold out in Tinted.
const withPrice = (cents: number, v: ReturnType<typeof makeVariant>) => ({ ...v, prices: { ...v.prices, centAmount: cents } });
const cream = makeProduct(
  [
    withPrice(2000, makeVariant({ id: 'c-30', colour: 'Clear', size: '30ml' })),
    withPrice(3000, makeVariant({ id: 'c-50', colour: 'Clear', size: '50ml' })),
    withPrice(2000, makeVariant({ id: 't-30', colour: 'Tinted', size: '30ml', isOnStock: false })),
    withPrice(3200, makeVariant({ id: 't-50', colour: 'Tinted', size: '50ml' })),
  ],
  { id: 'p-cream', key: 'SKN10014', name: 'Day Cream', isSubscribable: true },
);
const select = (colour: string, variantId: string | null, size: string | null): EventPayload<'pdp:selection-changed'> => ({
  productId: cream.id, productKey: cream.key, colour, size, sku: variantId, variantId, isOnStock: true, availableQuantity: 5, allOutOfStock: false,
});

function show(product = cream, locale: 'en-GB' | 'sv-SE' = 'en-GB') {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SubscriptionI18n locale={locale}>
        <Subscription product={product} fascia={locale === 'en-GB' ? FASCIAS.burton : FASCIAS.oasis} route={{ query: {} }} />
      </SubscriptionI18n>
    </SWRConfig>,
  );
}

let fetchMock: jest.Mock;
beforeEach(() => {
  resetEventState();
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});
afterEach(() => jest.restoreAllMocks());

describe('subscription rules', () => {
  it('prices at 95% of the selected price, to the cent', () => {
    expect(subscriptionCents(3000)).toBe(2850);
    expect(subscriptionCents(1999)).toBe(1899);
    expect(pricedVariant(cream, { colour: 'Clear', variantId: 'c-50' })?.id).toBe('c-50');
    expect(pricedVariant(cream, { colour: 'Tinted', variantId: null })?.id).toBe('t-30');
  });

  it('adds only an in-stock size of the colour', () => {
    expect(checkAdd(cream, 'Clear', null)).toEqual({ error: 'sizeRequired' });
    expect(checkAdd(cream, 'Tinted', 't-30')).toEqual({ error: 'sizeRequired' });
    expect(checkAdd(cream, 'Clear', 't-50')).toEqual({ error: 'sizeRequired' });
    expect(checkAdd(cream, 'Clear', 'c-30')).toMatchObject({ variant: { id: 'c-30' } });
  });
});

describe('Subscription', () => {
  it('shows nothing for a product that is not subscribable', () => {
    const { container } = show({ ...cream, isSubscribable: false });
    expect(container).toBeEmptyDOMElement();
  });

  it('teases 95% of the selected price and follows the pickers', () => {
    show();
    const teaser = screen.getByRole('region', { name: 'Subscribe & save' });
    expect(teaser).toHaveTextContent('Subscribe and pay £19.00 each delivery (5% off).');
    act(() => {
      emit('pdp:selection-changed', select('Tinted', 't-50', '50ml'));
    });
    expect(teaser).toHaveTextContent('Subscribe and pay £30.40 each delivery');
    // Another product's selection changes nothing.
    act(() => {
      emit('pdp:selection-changed', { ...select('Clear', 'c-50', '50ml'), productId: 'other' });
    });
    expect(teaser).toHaveTextContent('£30.40');
  });

  it('opens the info modal and closes it', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'How subscriptions work' }));
    const info = screen.getByRole('dialog', { name: 'About subscriptions' });
    expect(info).toHaveTextContent(/5% off/);
    await user.click(within(info).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('needs a size before it adds, then adds through the basket and announces the add', async () => {
    const user = userEvent.setup();
    const added: Array<EventPayload<'basket:item-added'>> = [];
    on('basket:item-added', (p) => added.push(p));
    fetchMock.mockResolvedValue(json(200, cartFor(['SKU-c-50'])));
    show();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = screen.getByRole('dialog', { name: 'Subscribe to Day Cream' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to bag' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a size.');
    const size = within(dialog).getByRole('combobox', { name: 'Size' });
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(size, '50ml');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('£28.50 each delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Add to bag' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Added to your bag.'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/_api/basket/addToCart');
    expect(init.method).toBe('POST');
    expect(JSON.parse(new URLSearchParams(init.body as URLSearchParams).get('data')!)).toEqual([{ sku: cream.variants[1]!.sku, quantity: 1 }]);
    expect(added).toEqual([expect.objectContaining({ cartId: 'cart-9', source: 'subscription' })]);
  });

  it('starts on the pickers’ size, offers out-of-stock sizes disabled, and says when the add fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(409, { error: 'OUT_OF_STOCK', message: 'Sorry, this item is out of stock.' }));
    act(() => {
      emit('pdp:selection-changed', select('Tinted', 't-50', '50ml'));
    });
    show(cream, 'sv-SE');
    await user.click(screen.getByRole('button', { name: 'Prenumerera' }));
    const dialog = screen.getByRole('dialog', { name: 'Prenumerera på Day Cream' });
    const size = within(dialog).getByRole('combobox', { name: 'Storlek' });
    expect(size).toHaveDisplayValue('50ml');
    expect(within(size).getByRole('option', { name: '30ml - Slutsåld' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Lägg i varukorgen' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Sorry, this item is out of stock.'));
  });
});
