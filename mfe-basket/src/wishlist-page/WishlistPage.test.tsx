import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ProductCardData, type SessionSummary, type WishlistEntry } from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import { answer, basketLine, burton, cart } from '../test/fixtures';
import { addedItems, calls, customer, fetchMock, guest, heard, PageProviders, serve, setUpPageTests } from '../test/pages';
import { rememberWishlistItem } from '../wishlist/remembered';
import { WishlistPage } from './WishlistPage';

setUpPageTests();

const card = (name: string, slug: string, colour: string): ProductCardData =>
  ({ productId: `p-${slug}`, productKey: slug.toUpperCase(), name, slug, brand: 'Burton', colour, isPremier: false, imagesResponsive: [] }) as unknown as ProductCardData;

function entry(name: string, slug: string, extra: Partial<WishlistEntry> = {}): WishlistEntry {
  const key = slug.toUpperCase();
  return {
    productKey: key,
    colourSelected: 'Navy',
    lineItemSku: `${key}-0-0`,
    sizeSelected: false,
    savedAt: '2026-11-20T10:00:00.000Z',
    card: card(name, slug, 'Navy'),
    sizes: [
      { size: 'S', sku: `${key}-0-0`, isOnStock: true },
      { size: 'M', sku: `${key}-0-1`, isOnStock: true },
      { size: 'L', sku: `${key}-0-2`, isOnStock: false },
    ],
    ...extra,
  };
}

const shirt = entry('Linen Shirt', 'linen-shirt');
const scarf = entry('Silk Scarf', 'silk-scarf', { sizes: [{ size: 'One Size', sku: 'SILK-SCARF-0-0', isOnStock: true }], lineItemSku: 'SILK-SCARF-0-0' });

const renderPage = (session: SessionSummary) => render(<WishlistPage fascia={burton} session={session} />, { wrapper: PageProviders });
const item = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('WishlistPage', () => {
  it('asks a guest to sign in, and reads nothing', async () => {
    const requests = heard('session:sign-in-requested');
    const user = userEvent.setup();
    renderPage(guest);
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see the items you have saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requests).toEqual([{ reason: 'wishlist', returnTo: '/wishlist' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a customer’s saved items with the product link in the saved colour and a size choice above one size', async () => {
    serve({ 'GET /_api/wishlist': [() => answer(200, { items: [shirt, scarf], limit: 50 })] });
    renderPage(customer);

    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist (2 saved items)' })).toBeInTheDocument();
    expect(within(item('Linen Shirt')).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', '/product/linen-shirt?colour=Navy');
    const sizes = within(item('Linen Shirt')).getByRole('combobox', { name: 'Size' });
    expect(within(sizes).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a size', 'S', 'M', 'L - Out of stock']);
    expect(within(sizes).getByRole('option', { name: 'L - Out of stock' })).toBeDisabled();
    expect(within(item('Silk Scarf')).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('asks for a size before adding, then adds the chosen size and tells the page', async () => {
    const added = heard('basket:item-added');
    const line = basketLine('LINEN-SHIRT-0-1', 1, { id: 'l1', name: 'Linen Shirt' });
    serve({
      'GET /_api/wishlist': [() => answer(200, { items: [shirt], limit: 50 })],
      'POST /_api/basket/addToCart': [() => answer(200, cart(1, { lines: [line], lastAdded: [line] }))],
    });
    const user = userEvent.setup();
    renderPage(customer);

    await user.click(await screen.findByRole('button', { name: 'Add to bag' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a size.');
    expect(calls('POST', '/_api/basket/addToCart')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M');
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));

    expect(await screen.findByRole('button', { name: 'Added' })).toBeInTheDocument();
    expect(addedItems(calls('POST', '/_api/basket/addToCart')[0]![1])).toEqual([{ sku: 'LINEN-SHIRT-0-1', quantity: 1 }]);
    expect(added).toEqual([expect.objectContaining({ cartId: 'cart-1', source: 'wishlist' })]);
  });

  it('starts with the saved size when one was chosen', async () => {
    serve({ 'GET /_api/wishlist': [() => answer(200, { items: [{ ...shirt, lineItemSku: 'LINEN-SHIRT-0-1', sizeSelected: true }], limit: 50 })] });
    renderPage(customer);
    expect(await screen.findByRole('combobox', { name: 'Size' })).toHaveDisplayValue('M');
  });

  it('removes an item and says so', async () => {
    const changes = heard('wishlist:changed');
    serve({
      'GET /_api/wishlist': [() => answer(200, { items: [shirt, scarf], limit: 50 })],
      'POST /_api/wishlist/remove': [() => answer(200, { success: true })],
    });
    const user = userEvent.setup();
    renderPage(customer);

    await user.click(await screen.findByRole('button', { name: 'Remove Linen Shirt' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Linen Shirt was removed from your wishlist.');
    expect(screen.queryByRole('heading', { name: 'Linen Shirt' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Silk Scarf' })).toBeInTheDocument();
    expect(changes).toEqual([{ productKey: 'LINEN-SHIRT', colourSelected: 'Navy', saved: false }]);
  });

  it('keeps an item whose removal failed and says why', async () => {
    serve({
      'GET /_api/wishlist': [() => answer(200, { items: [shirt], limit: 50 })],
      'POST /_api/wishlist/remove': [() => answer(500, { success: false })],
    });
    const user = userEvent.setup();
    renderPage(customer);
    await user.click(await screen.findByRole('button', { name: 'Remove Linen Shirt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn't remove this item/);
    expect(screen.getByRole('heading', { name: 'Linen Shirt' })).toBeInTheDocument();
  });

  it('says the wishlist is full at its limit', async () => {
    serve({ 'GET /_api/wishlist': [() => answer(200, { items: [shirt, scarf], limit: 2 })] });
    renderPage(customer);
    expect(await screen.findByText('Your wishlist is full: it holds up to 2 items. Remove an item to save a new one.')).toBeInTheDocument();
  });

  it('says an item no longer sold is unavailable, and it can still be removed', async () => {
    serve({ 'GET /_api/wishlist': [() => answer(200, { items: [{ ...shirt, card: null }], limit: 50 })] });
    renderPage(customer);
    expect(await screen.findByText('This item is no longer available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to bag' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove LINEN-SHIRT' })).toBeInTheDocument();
  });

  it('shows the empty wishlist with a way to shop', async () => {
    serve({ 'GET /_api/wishlist': [() => answer(200, { items: [], limit: 50 })] });
    renderPage(customer);
    expect(await screen.findByText("You haven't saved anything yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  });

  it('leaves out saved items that are not well formed', async () => {
    serve({ 'GET /_api/wishlist': [() => answer(200, { items: [shirt, { productKey: 42 }, null], limit: 50 })] });
    renderPage(customer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist (1 saved item)' })).toBeInTheDocument();
  });

  it('saves a guest’s remembered item once they sign in, then shows the list', async () => {
    rememberWishlistItem({ productKey: 'SILK-SCARF', colourSelected: 'Navy', lineItemSku: 'SLK00001-0-0', sizeSelected: false });
    serve({
      'POST /_api/wishlist/add': [() => answer(200, { success: true })],
      'GET /_api/wishlist': [() => answer(200, { items: [scarf], limit: 50 })],
    });
    renderPage(guest);
    act(() => emit('session:changed', customer));

    expect(await screen.findByRole('heading', { name: 'Silk Scarf' })).toBeInTheDocument();
    const order = fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
    expect(order).toEqual(['POST /_api/wishlist/add', 'GET /_api/wishlist']);
    await waitFor(() => expect(calls('POST', '/_api/wishlist/add')).toHaveLength(1));
  });
});
