import type * as Timers from 'node:timers';
import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { FASCIAS, type EventPayload, type FasciaSettings } from '@storefront/shared-contracts';
import { emit, on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { heard, stopHearing } from '@storefront/shared-contracts/testing';
import { BasketI18n } from '../i18n/i18n';
import { answer, basketLine, cart, quickAddProduct, toteBag } from '../test/fixtures';
import { QuickAdd } from './QuickAdd';
import { QUICK_ADD_CLOSE_DELAY_MS, QUICK_ADD_CLOSE_DURATION_MS } from './rules';

type FetchArgs = [RequestInfo | URL, RequestInit?];
// The real one: fake timers replace the global.
const { setImmediate: realSetImmediate } = jest.requireActual<typeof Timers>('timers');
const fetchMock = jest.fn<Promise<Response>, FetchArgs>();
const unsubscribes: Array<() => void> = [];


/** Answers by path; a function answer is called per request. */
function serve(routes: Record<string, Response | (() => Promise<Response>)>) {
  fetchMock.mockImplementation((input) => {
    const path = String(input);
    const route = routes[path];
    if (!route) return Promise.reject(new Error(`unexpected fetch ${path}`));
    return typeof route === 'function' ? route() : Promise.resolve(route);
  });
}

/**
 * Lets the answer's promise callbacks and React's scheduled renders run
 * (advancing fake time by 0) until `find` succeeds, so timers measured from
 * then on start at the moment the shopper sees the result.
 */
async function withoutMovingTheClock<T>(find: () => T, rounds = 20): Promise<T> {
  for (let round = 0; ; round += 1) {
    try {
      return find();
    } catch (error) {
      if (round >= rounds) throw error;
    }
    await act(async () => {
      await new Promise<void>((resolve) => realSetImmediate(() => resolve()));
      jest.advanceTimersByTime(0);
    });
  }
}

const productAnswer = () => answer(200, { product: quickAddProduct });
const addCalls = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/_api/basket/addToCart');
const postedItems = (call = 0) => JSON.parse((addCalls()[call]?.[1]?.body as URLSearchParams).get('data') ?? 'null') as unknown;

function renderQuickAdd(fascia: FasciaSettings = FASCIAS.burton) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <BasketI18n locale={fascia.locale}>{children}</BasketI18n>
      </SWRConfig>
    );
  }
  return render(
    <>
      <button type="button">Quick add Oxford Shirt</button>
      <QuickAdd fascia={fascia} />
    </>,
    { wrapper: Providers },
  );
}

/** Presses the card's button (so it has focus) and sends the event it would send. */
async function openFromCard(user: ReturnType<typeof userEvent.setup>, payload: EventPayload<'quick-add:open'>) {
  const opener = screen.getByRole('button', { name: 'Quick add Oxford Shirt' });
  await user.click(opener);
  act(() => {
    emit('quick-add:open', payload);
  });
  return opener;
}

beforeEach(() => {
  resetEventState();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  unsubscribes.splice(0).forEach((off) => off());
  stopHearing();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('QuickAdd', () => {
  it('shows nothing until quick-add:open, then a loading dialog, then the product', async () => {
    let release!: (response: Response) => void;
    serve({ '/_api/quickadd/p-qa': () => new Promise<Response>((resolve) => (release = resolve)) });
    const user = userEvent.setup();
    renderQuickAdd();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openFromCard(user, { productId: 'p-qa' });
    const loading = screen.getByRole('dialog', { name: 'Quick add' });
    expect(loading).toHaveAttribute('aria-modal', 'true');
    expect(within(loading).getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledWith('/_api/quickadd/p-qa', expect.objectContaining({ credentials: 'same-origin' }));

    act(() => release(productAnswer()));
    const dialog = await screen.findByRole('dialog', { name: 'Oxford Shirt' });
    expect(within(dialog).queryByText('Loading…')).not.toBeInTheDocument();
    // The default colour, its first in-stock variant's price ('£' for GBP) and was-price.
    expect(within(dialog).getByRole('combobox', { name: 'Colour' })).toHaveTextContent('Navy');
    expect(within(dialog).getByText('£35.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Was £50.00')).toBeInTheDocument();
    // The colour's first in-stock variant is chosen (spec 1 §4), not the product's default size (M, sold out).
    expect(within(dialog).getByRole('button', { name: 'S' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('link', { name: 'View product' })).toHaveAttribute('href', '/product/oxford-shirt?colour=navy&size=S');
    expect(within(dialog).getByRole('button', { name: 'Add to bag' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'M - Out of stock' })).toBeDisabled();
  });

  it("opens on the card's colour with its only in-stock size chosen", async () => {
    serve({ '/_api/quickadd/p-qa': productAnswer() });
    const user = userEvent.setup();
    renderQuickAdd();
    await openFromCard(user, { productId: 'p-qa', colour: 'white' });

    const dialog = await screen.findByRole('dialog', { name: 'Oxford Shirt' });
    expect(within(dialog).getByRole('combobox', { name: 'Colour' })).toHaveTextContent('White');
    expect(within(dialog).getByRole('button', { name: 'S' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByText('£32.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to bag' })).toBeEnabled();
    expect(within(dialog).getByRole('link', { name: 'View product' })).toHaveAttribute('href', '/product/oxford-shirt?colour=white&size=S');
  });

  it('lists the colours with their stock in a list at most 155 px tall and changes colour and size', async () => {
    serve({ '/_api/quickadd/p-qa': productAnswer() });
    const user = userEvent.setup();
    renderQuickAdd();
    await openFromCard(user, { productId: 'p-qa' });
    const dialog = await screen.findByRole('dialog', { name: 'Oxford Shirt' });

    const colour = within(dialog).getByRole('combobox', { name: 'Colour' });
    expect(colour).toHaveAttribute('aria-expanded', 'false');
    await user.click(colour);
    expect(colour).toHaveAttribute('aria-expanded', 'true');
    const list = within(dialog).getByRole('listbox', { name: 'Colour' });
    expect(list).toHaveStyle({ maxHeight: '155px' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Navy',
      'White - Only 3 left in stock',
      'Red - Out of stock',
    ]);
    expect(within(list).getByRole('option', { name: 'Navy' })).toHaveAttribute('aria-selected', 'true');
    expect(within(list).getByRole('option', { name: 'Red - Out of stock' })).toHaveAttribute('aria-disabled', 'true');

    // An out-of-stock colour cannot be chosen on this fascia.
    await user.click(within(list).getByRole('option', { name: 'Red - Out of stock' }));
    expect(colour).toHaveTextContent('Navy');

    await user.click(within(list).getByRole('option', { name: 'White - Only 3 left in stock' }));
    expect(colour).toHaveTextContent('White');
    expect(colour).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByRole('button', { name: 'S' })).toHaveAttribute('aria-pressed', 'true');

    // By keyboard: back to Navy keeps S, which is in stock there too.
    colour.focus();
    await user.keyboard('{ArrowDown}');
    expect(colour).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(colour).toHaveTextContent('Navy');
    expect(within(dialog).getByRole('button', { name: 'S' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'L' }));
    expect(within(dialog).getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('link', { name: 'View product' })).toHaveAttribute('href', '/product/oxford-shirt?colour=navy&size=L');

    // Escape in the open list closes the list, not quick add.
    colour.focus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(colour).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Oxford Shirt' })).toBeInTheDocument();
  });

  it("says 'This colour is out of stock' for a sold-out colour and the button reads Out of stock", async () => {
    serve({ '/_api/quickadd/p-qa': productAnswer() });
    const user = userEvent.setup();
    renderQuickAdd();
    await openFromCard(user, { productId: 'p-qa', colour: 'red' });

    const dialog = await screen.findByRole('dialog', { name: 'Oxford Shirt' });
    const colour = within(dialog).getByRole('combobox', { name: 'Colour' });
    expect(colour).toHaveTextContent('Red');
    expect(colour).toHaveAccessibleDescription('This colour is out of stock');
    expect(within(dialog).getByText('This colour is out of stock')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('adds with the search tracking, reads Added, tells the page, then closes after 1.5 s and 0.5 s', async () => {
    jest.useFakeTimers();
    const added = cart(3, { lastAdded: [basketLine('M20001NAVYS')] });
    serve({ '/_api/quickadd/p-qa': productAnswer(), '/_api/basket/addToCart': answer(200, added) });
    const itemsAdded = heard('basket:item-added');
    const changes = heard('basket:changed');
    const tracked = heard('analytics:track');
    const order: string[] = [];
    for (const name of ['quick-add:opened', 'basket:item-added', 'quick-add:closed'] as const) {
      unsubscribes.push(on(name, () => order.push(name), { replay: false }));
    }
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderQuickAdd();
    const searchTracking = { hitObjectIDs: ['p-qa'], queryID: 'q-7', index: 'burton_products', positions: [4] };
    const opener = await openFromCard(user, { productId: 'p-qa', searchTracking });
    const dialog = await screen.findByRole('dialog', { name: 'Oxford Shirt' });

    await user.click(within(dialog).getByRole('button', { name: 'S' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to bag' }));
    const button = await withoutMovingTheClock(() => within(dialog).getByRole('button', { name: 'Added' }));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // The marketplace sku wins; the search tracking from the event goes along.
    expect(postedItems()).toEqual([{ sku: 'M20001NAVYS', quantity: 1, searchTracking }]);
    expect(itemsAdded).toEqual([{ cartId: 'cart-1', lines: [basketLine('M20001NAVYS')], source: 'quick-add' }]);
    expect(changes).toEqual([{ cartId: 'cart-1', itemCount: 3, totalPrice: { centAmount: 13500, currencyCode: 'GBP' } }]);
    expect(tracked).toEqual([
      {
        event: 'add_to_cart',
        payload: expect.objectContaining({ source: 'quick-add', productKey: 'BUR20001', sku: 'M20001NAVYS', colour: 'navy', size: 'S', price: 35, currency: 'GBP' }),
      },
    ]);

    // Pressing again while Added sends nothing.
    await user.click(button);
    expect(addCalls()).toHaveLength(1);

    act(() => jest.advanceTimersByTime(QUICK_ADD_CLOSE_DELAY_MS - 1));
    expect(dialog.parentElement).toHaveAttribute('data-state', 'open');
    act(() => jest.advanceTimersByTime(1));
    expect(dialog.parentElement).toHaveAttribute('data-state', 'closing');
    expect(screen.getByRole('dialog', { name: 'Oxford Shirt' })).toBeInTheDocument();
    expect(order).toEqual(['quick-add:opened', 'basket:item-added']);
    act(() => jest.advanceTimersByTime(QUICK_ADD_CLOSE_DURATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // The added-to-bag panel hears the add while quick add shows, and shows once it has gone.
    expect(order).toEqual(['quick-add:opened', 'basket:item-added', 'quick-add:closed']);
  });

  it('adds a single-variant product at once without showing the panel', async () => {
    const added = cart(1, { lastAdded: [basketLine('BUR30001-01-01')] });
    serve({ '/_api/quickadd/p-tote': answer(200, { product: toteBag }), '/_api/basket/addToCart': answer(200, added) });
    const itemsAdded = heard('basket:item-added');
    const changes = heard('basket:changed');
    const user = userEvent.setup();
    renderQuickAdd();
    const opener = await openFromCard(user, { productId: 'p-tote' });

    await waitFor(() => expect(itemsAdded).toHaveLength(1));
    expect(itemsAdded[0]).toEqual({ cartId: 'cart-1', lines: [basketLine('BUR30001-01-01')], source: 'quick-add' });
    expect(changes).toEqual([expect.objectContaining({ itemCount: 1 })]);
    expect(postedItems()).toEqual([{ sku: 'BUR30001-01-01', quantity: 1 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add to bag/i })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("shows a failed add in a toast with a close button and above the add button", async () => {
    serve({
      '/_api/quickadd/p-qa': productAnswer(),
      '/_api/basket/addToCart': answer(409, { error: 'OUT_OF_STOCK', message: 'Sorry, this size has just sold out.' }),
    });
    const itemsAdded = heard('basket:item-added');
    const user = userEvent.setup();
    renderQuickAdd();
    await openFromCard(user, { productId: 'p-qa', colour: 'white' });
    const dialog = await screen.findByRole('dialog', { name: 'Oxford Shirt' });

    await user.click(within(dialog).getByRole('button', { name: 'Add to bag' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Sorry, this size has just sold out.');
    const button = within(dialog).getByRole('button', { name: 'Add to bag' });
    expect(button).toHaveAccessibleDescription('Sorry, this size has just sold out.');
    expect(button).toBeEnabled();
    expect(itemsAdded).toEqual([]);

    await user.click(within(toast).getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('Sorry, this size has just sold out.');
    expect(screen.getByRole('dialog', { name: 'Oxford Shirt' })).toBeInTheDocument();

    // Choosing again clears the message beside the button.
    await user.click(within(dialog).getByRole('combobox', { name: 'Colour' }));
    await user.click(within(dialog).getByRole('option', { name: 'Navy' }));
    await user.click(within(dialog).getByRole('button', { name: 'L' }));
    expect(within(dialog).getByRole('button', { name: 'Add to bag' })).not.toHaveAccessibleDescription();
  });

  it('says so in its own words when the add fails without a message from the server', async () => {
    serve({ '/_api/quickadd/p-qa': productAnswer(), '/_api/basket/addToCart': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    renderQuickAdd(FASCIAS.wallis);
    await openFromCard(user, { productId: 'p-qa', colour: 'white' });
    const dialog = await screen.findByRole('dialog', { name: 'Oxford Shirt' });
    await user.click(within(dialog).getByRole('button', { name: 'In winkelmand' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we konden dit artikel niet aan je winkelmand toevoegen. Probeer het opnieuw.');
  });

  it('shows the toast without the panel when a single-variant add fails', async () => {
    serve({
      '/_api/quickadd/p-tote': answer(200, { product: toteBag }),
      '/_api/basket/addToCart': answer(400, { error: 'BASKET_LIMIT', message: 'Your bag is full.' }),
    });
    const user = userEvent.setup();
    renderQuickAdd();
    await openFromCard(user, { productId: 'p-tote' });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Your bag is full.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(toast).getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes with Escape or the Close button and gives focus back to the opener', async () => {
    serve({ '/_api/quickadd/p-qa': productAnswer() });
    const user = userEvent.setup();
    renderQuickAdd();
    const opener = await openFromCard(user, { productId: 'p-qa' });
    await screen.findByRole('dialog', { name: 'Oxford Shirt' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await openFromCard(user, { productId: 'p-qa' });
    const dialog = await screen.findByRole('dialog', { name: 'Oxford Shirt' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('tells the page when its dialog shows and when it goes, once focus is back on the opener', async () => {
    serve({ '/_api/quickadd/p-qa': productAnswer(), '/_api/quickadd/p-tote': answer(500, {}) });
    const opened = heard('quick-add:opened');
    const closed: Array<{ productId: string; focused: Element | null }> = [];
    unsubscribes.push(on('quick-add:closed', ({ productId }) => closed.push({ productId, focused: document.activeElement }), { replay: false }));
    const user = userEvent.setup();
    renderQuickAdd();
    expect(opened).toEqual([]);

    const opener = await openFromCard(user, { productId: 'p-qa' });
    const dialog = await screen.findByRole('dialog', { name: 'Oxford Shirt' });
    expect(opened).toEqual([{ productId: 'p-qa' }]);
    expect(closed).toEqual([]);

    // Another product opened from inside is the same showing: nothing new is said.
    act(() => {
      emit('quick-add:open', { productId: 'p-tote' });
    });
    expect(await screen.findByText("Sorry, we couldn't load this product. Please try again.")).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(opened).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(closed).toEqual([{ productId: 'p-tote', focused: opener }]);

    await openFromCard(user, { productId: 'p-qa' });
    await screen.findByRole('dialog', { name: 'Oxford Shirt' });
    expect(opened).toEqual([{ productId: 'p-qa' }, { productId: 'p-qa' }]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toEqual([
      { productId: 'p-tote', focused: opener },
      { productId: 'p-qa', focused: opener },
    ]);
  });

  it('keeps Tab inside the dialog', async () => {
    serve({ '/_api/quickadd/p-qa': productAnswer() });
    const user = userEvent.setup();
    renderQuickAdd();
    await openFromCard(user, { productId: 'p-qa' });
    const dialog = await screen.findByRole('dialog', { name: 'Oxford Shirt' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const viewProduct = within(dialog).getByRole('link', { name: 'View product' });

    expect(close).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(viewProduct).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('combobox', { name: 'Colour' })).toHaveFocus();

    // Focus sent to the page behind comes back.
    act(() => screen.getByRole('button', { name: 'Quick add Oxford Shirt' }).focus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('says when the product cannot be loaded', async () => {
    serve({ '/_api/quickadd/p-qa': answer(404, { error: 'PRODUCT_NOT_FOUND', message: 'Not found' }) });
    const user = userEvent.setup();
    renderQuickAdd();
    await openFromCard(user, { productId: 'p-qa' });
    const dialog = screen.getByRole('dialog', { name: 'Quick add' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Sorry, we couldn't load this product. Please try again.");
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
