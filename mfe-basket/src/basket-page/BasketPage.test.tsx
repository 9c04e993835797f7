import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Cart, type SessionSummary } from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import { answer, basketLine, burton, cart } from '../test/fixtures';
import { addedItems, calls, customer, guest, heard, PageProviders, serve, setUpPageTests } from '../test/pages';
import { BasketPage } from './BasketPage';
import { PENDING_MOVE_STORAGE_KEY } from './pendingMove';

setUpPageTests();

const shirt = basketLine('ABC12345-1-2', 2, { id: 'line-shirt', name: 'Linen Shirt', wasPrice: { centAmount: 6000, currencyCode: 'GBP' } });
const jeans = basketLine('XYZ00001-0-3', 1, { id: 'line-jeans', name: 'Slim Jeans', brand: 'Burton', colour: 'Indigo', size: '32R', unitPrice: { centAmount: 3000, currencyCode: 'GBP' }, lineTotal: { centAmount: 3000, currencyCode: 'GBP' } });
const twoLines = (extra: Partial<Cart> = {}) => cart(3, { lines: [shirt, jeans], version: 4, ...extra });

function renderPage(session: SessionSummary = guest) {
  return render(<BasketPage fascia={burton} session={session} />, { wrapper: PageProviders });
}

const lineNamed = (name: string) => screen.getByRole('listitem', { name });

describe('BasketPage', () => {
  it('shows each line with its link, details, prices and stepper, and the order summary with CHECKOUT', async () => {
    serve({ 'GET /_api/basket': [() => answer(200, twoLines())] });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Your bag (3 items)' })).toBeInTheDocument();
    const line = lineNamed('Linen Shirt');
    expect(within(line).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', expect.stringContaining('colour=Navy'));
    expect(line).toHaveTextContent('Colour: Navy');
    expect(line).toHaveTextContent('Size: M');
    expect(line).toHaveTextContent('Price: £45.00');
    expect(line).toHaveTextContent('Was £60.00');
    expect(line).toHaveTextContent('Item total: £90.00');
    expect(within(within(line).getByRole('group', { name: 'Quantity' })).getByText('2')).toBeInTheDocument();
    expect(lineNamed('Slim Jeans')).not.toHaveTextContent('Was');

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Subtotal£120.00');
    expect(summary).toHaveTextContent("You've qualified for free delivery");
    expect(summary).toHaveTextContent('Total£120.00');
    expect(within(summary).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('starts from the bag the shell drew, with no loading state, and shows the bag as read again', async () => {
    const drawn = twoLines();
    const readAgain = cart(1, { lines: [jeans], version: 5 });
    serve({ 'GET /_api/basket': [() => answer(200, readAgain)] });
    render(<BasketPage fascia={burton} session={guest} drawnBag={drawn} />, { wrapper: PageProviders });

    // At once, from the drawn bag: no wait for the api.
    expect(screen.getByRole('heading', { level: 1, name: 'Your bag (3 items)' })).toBeInTheDocument();
    expect(lineNamed('Linen Shirt')).toHaveTextContent('Price: £45.00');
    // The bag may have changed since the server read it: what the api answers now is shown.
    expect(await screen.findByRole('heading', { level: 1, name: 'Your bag (1 item)' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Linen Shirt' })).toBeNull();
    expect(calls('GET', '/_api/basket')).toHaveLength(1);
  });

  it('says how much more gets free delivery, and adds the charge to the total', async () => {
    serve({ 'GET /_api/basket': [() => answer(200, cart(1, { lines: [jeans] }))] });
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Delivery£3.99');
    expect(summary).toHaveTextContent('Spend £20.00 more for free delivery');
    expect(summary).toHaveTextContent('Total£33.99');
  });

  it('changes a quantity with the version it read, shows the answer and tells the other remotes', async () => {
    const changes = heard('basket:changed');
    const raised = twoLines({ version: 5, itemCount: 4, lines: [{ ...shirt, quantity: 3, lineTotal: { centAmount: 13500, currencyCode: 'GBP' } }, jeans] });
    serve({ 'GET /_api/basket': [() => answer(200, twoLines())], 'PATCH /_api/basket/lines/line-shirt': [() => answer(200, raised)] });
    const user = userEvent.setup();
    renderPage();

    await user.click(within(await screen.findByRole('listitem', { name: 'Linen Shirt' })).getByRole('button', { name: 'Increase quantity' }));

    await waitFor(() => expect(lineNamed('Linen Shirt')).toHaveTextContent('Item total: £135.00'));
    const [, init] = calls('PATCH', '/_api/basket/lines/line-shirt')[0]!;
    expect(init?.headers).toMatchObject({ 'If-Match': '"4"' });
    expect(JSON.parse(String(init?.body))).toEqual({ quantity: 3 });
    expect(changes.at(-1)).toMatchObject({ cartId: 'cart-1', itemCount: 4 });
  });

  it('stops the stepper at 10 and at the stock left, and says why', async () => {
    const atLimit = basketLine('AAA00001-0-0', 10, { id: 'l1', name: 'Tee', maxQuantity: 10 });
    const atStock = basketLine('AAA00002-0-0', 3, { id: 'l2', name: 'Scarf', maxQuantity: 3, availableQuantity: 3, stockStatus: 'lowStock' });
    const single = basketLine('AAA00003-0-0', 1, { id: 'l3', name: 'Belt' });
    serve({ 'GET /_api/basket': [() => answer(200, cart(14, { lines: [atLimit, atStock, single] }))] });
    renderPage();

    const tee = await screen.findByRole('listitem', { name: 'Tee' });
    expect(within(tee).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(within(tee).getByRole('button', { name: 'Increase quantity' })).toHaveAccessibleDescription('You can have up to 10 of this item.');
    const scarf = lineNamed('Scarf');
    expect(within(scarf).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(scarf).toHaveTextContent('Only 3 left in stock');
    expect(within(lineNamed('Belt')).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('flags an out-of-stock and a short line and holds CHECKOUT back, saying why', async () => {
    const gone = basketLine('BBB00001-0-0', 1, { id: 'l1', name: 'Sold Out Dress', stockStatus: 'outOfStock', availableQuantity: 0, maxQuantity: 0, isOnStock: false });
    const short = basketLine('BBB00002-0-0', 5, { id: 'l2', name: 'Short Coat', stockStatus: 'short', availableQuantity: 2, maxQuantity: 2 });
    serve({ 'GET /_api/basket': [() => answer(200, cart(6, { lines: [gone, short], checkoutAllowed: false }))] });
    renderPage();

    expect(await screen.findByRole('listitem', { name: 'Sold Out Dress' })).toHaveTextContent('Out of stock');
    expect(lineNamed('Short Coat')).toHaveTextContent('Only 2 left in stock. Reduce the quantity to check out.');
    expect(within(lineNamed('Short Coat')).getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
    expect(within(lineNamed('Short Coat')).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(/Some items are out of stock or short/);
  });

  it('removes a line and puts it back with Undo (same item and quantity)', async () => {
    const without = cart(1, { lines: [jeans], version: 5 });
    const back = twoLines({ version: 6, lines: [jeans, shirt] });
    serve({
      'GET /_api/basket': [() => answer(200, twoLines())],
      'DELETE /_api/basket/lines/line-shirt': [() => answer(200, without)],
      'POST /_api/basket/addToCart': [() => answer(200, back)],
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(within(await screen.findByRole('listitem', { name: 'Linen Shirt' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Linen Shirt' })).not.toBeInTheDocument());
    expect(screen.getByText(/Linen Shirt was removed from your bag\./)).toBeInTheDocument();
    expect(calls('DELETE', '/_api/basket/lines/line-shirt')[0]![1]?.headers).toMatchObject({ 'If-Match': '"4"' });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('listitem', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(addedItems(calls('POST', '/_api/basket/addToCart')[0]![1])).toEqual([{ sku: shirt.sku, quantity: 2 }]);
  });

  it('shows the bag as it is when another window changed it first (409 STALE_CART)', async () => {
    const elsewhere = cart(1, { lines: [jeans], version: 7 });
    serve({
      'GET /_api/basket': [() => answer(200, twoLines())],
      'PATCH /_api/basket/lines/line-shirt': [() => answer(409, { error: 'STALE_CART', message: 'Your bag has changed.', cart: elsewhere })],
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(within(await screen.findByRole('listitem', { name: 'Linen Shirt' })).getByRole('button', { name: 'Decrease quantity' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your bag was changed in another window, so we have updated it here.');
    expect(screen.queryByRole('listitem', { name: 'Linen Shirt' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(1 item)');
  });

  it('shows the server’s message when a change is refused', async () => {
    serve({
      'GET /_api/basket': [() => answer(200, twoLines())],
      'PATCH /_api/basket/lines/line-jeans': [() => answer(409, { error: 'INSUFFICIENT_STOCK', message: 'Sorry, only 1 left in stock.' })],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await screen.findByRole('listitem', { name: 'Slim Jeans' })).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, only 1 left in stock.');
    expect(within(lineNamed('Slim Jeans')).getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
  });

  it('moves a signed-in customer’s line to the wishlist', async () => {
    const saved = heard('wishlist:changed');
    serve({
      'GET /_api/basket': [() => answer(200, twoLines())],
      'POST /_api/basket/lines/line-shirt/moveToWishlist': [
        () => answer(200, { cart: cart(1, { lines: [jeans], version: 5 }), wishlistItem: { productKey: 'P1', colourSelected: 'Navy', lineItemSku: shirt.sku, sizeSelected: true } }),
      ],
    });
    const user = userEvent.setup();
    renderPage(customer);

    await user.click(within(await screen.findByRole('listitem', { name: 'Linen Shirt' })).getByRole('button', { name: 'Move to wishlist' }));

    expect(await screen.findByText('Linen Shirt was moved to your wishlist.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Linen Shirt' })).not.toBeInTheDocument();
    expect(saved).toEqual([{ productKey: 'P1', colourSelected: 'Navy', saved: true }]);
  });

  it('says so when the wishlist is full, and keeps the line', async () => {
    serve({
      'GET /_api/basket': [() => answer(200, twoLines())],
      'POST /_api/basket/lines/line-shirt/moveToWishlist': [() => answer(409, { error: 'WISHLIST_LIMIT', message: 'Wishlist limit reached.' })],
    });
    const user = userEvent.setup();
    renderPage(customer);
    await user.click(within(await screen.findByRole('listitem', { name: 'Linen Shirt' })).getByRole('button', { name: 'Move to wishlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your wishlist is full.');
    expect(lineNamed('Linen Shirt')).toBeInTheDocument();
  });

  it('asks a guest to sign in, then moves the line once, on the merged bag', async () => {
    const requests = heard('session:sign-in-requested');
    const merged = twoLines({ version: 9, lines: [jeans, { ...shirt, id: 'line-merged' }] });
    serve({
      'GET /_api/basket': [() => answer(200, twoLines()), () => answer(200, merged)],
      'POST /_api/basket/lines/line-merged/moveToWishlist': [
        () => answer(200, { cart: cart(1, { lines: [jeans], version: 10 }), wishlistItem: { productKey: 'P1', colourSelected: 'Navy', lineItemSku: shirt.sku, sizeSelected: true } }),
      ],
    });
    const user = userEvent.setup();
    renderPage(guest);

    await user.click(within(await screen.findByRole('listitem', { name: 'Linen Shirt' })).getByRole('button', { name: 'Move to wishlist' }));
    expect(requests).toEqual([{ reason: 'wishlist', returnTo: '/basket' }]);
    expect(screen.getByText('Sign in to move Linen Shirt to your wishlist.')).toBeInTheDocument();
    expect(calls('POST', '/_api/basket/lines/line-shirt/moveToWishlist')).toHaveLength(0);

    act(() => emit('session:changed', customer));

    expect(await screen.findByText('Linen Shirt was moved to your wishlist.')).toBeInTheDocument();
    const [, init] = calls('POST', '/_api/basket/lines/line-merged/moveToWishlist')[0]!;
    expect(init?.headers).toMatchObject({ 'If-Match': '"9"' });
    expect(window.sessionStorage.getItem(PENDING_MOVE_STORAGE_KEY)).toBeNull();
  });

  it('shows the gifts the bag brings with the line they come with', async () => {
    const withGift = twoLines({
      gifts: [{ name: 'Mini Lipstick', productSlug: 'mini-lipstick', quantity: 1, totalPrice: { centAmount: 0, currencyCode: 'GBP' }, variant: { sku: 'GFT00001-0-0' }, productDescription: 'A travel size lipstick.', forSku: shirt.sku }],
    });
    serve({ 'GET /_api/basket': [() => answer(200, withGift)] });
    renderPage();
    const gifts = await screen.findByRole('region', { name: 'Your free gifts' });
    expect(within(gifts).getByRole('link', { name: 'Mini Lipstick' })).toHaveAttribute('href', expect.stringContaining('mini-lipstick'));
    expect(gifts).toHaveTextContent('Free');
    expect(gifts).toHaveTextContent('Free with Linen Shirt');
  });

  it('shows the empty bag with a way back to shopping', async () => {
    serve({ 'GET /_api/basket': [() => answer(200, cart(0, { id: '', version: 0, checkoutAllowed: false }))] });
    renderPage();
    expect(await screen.findByText('Your bag is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Order summary' })).not.toBeInTheDocument();
  });

  it('says the bag could not be loaded and tries again on request', async () => {
    serve({ 'GET /_api/basket': [() => answer(500, { error: 'INTERNAL', message: 'boom' }), () => answer(200, twoLines())] });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load your bag.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Linen Shirt' })).toBeInTheDocument();
  });

  it('leaves the summary out of an answer without totals, and still lists the lines', async () => {
    const { totals: _totals, ...bare } = twoLines();
    serve({ 'GET /_api/basket': [() => answer(200, bare)] });
    renderPage();
    expect(await screen.findByRole('listitem', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order summary' })).not.toBeInTheDocument();
  });
});
