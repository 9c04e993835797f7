import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { type WishlistItem } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { heard, stopHearing } from '@storefront/shared-contracts/testing';
import { WishlistButton as ExposedWishlistButton } from '../exposed/WishlistButton';
import { BasketI18n } from '../i18n/i18n';
import { answer, quickAddProduct } from '../test/fixtures';
import { PdpWishlist } from './PdpWishlist';
import { forgetRememberedWishlistItem, REMEMBERED_ITEM_STORAGE_KEY } from './remembered';
import { WishlistButton, type WishlistButtonProps } from './WishlistButton';

type FetchArgs = [RequestInfo | URL, RequestInit?];
const fetchMock = jest.fn<Promise<Response>, FetchArgs>();


const navy: WishlistItem = { productKey: 'BUR20001', colourSelected: 'navy', lineItemSku: 'BUR20001-01-01', sizeSelected: true };
const savedKey = (colour: string) => `/_api/wishlist/savedItem?productKey=BUR20001&colourSelected=${colour}`;

/** Answers by "METHOD path"; a function is called per request. */
function serve(routes: Record<string, Response | (() => Promise<Response>)>) {
  fetchMock.mockImplementation((input, init) => {
    const route = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!route) return Promise.reject(new Error(`unexpected fetch ${init?.method ?? 'GET'} ${String(input)}`));
    return typeof route === 'function' ? route() : Promise.resolve(route);
  });
}

const calls = (method: string, path: string) => fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path);
const posted = (path: string, call = 0) => JSON.parse(String(calls('POST', path)[call]?.[1]?.body)) as unknown;

function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <BasketI18n locale="en-GB">{children}</BasketI18n>
    </SWRConfig>
  );
}

function renderButton(props: Partial<WishlistButtonProps> = {}) {
  const all: WishlistButtonProps = { productKey: 'BUR20001', colour: 'navy', sku: 'BUR20001-01-01', sizeSelected: true, ...props };
  const view = render(<WishlistButton {...all} />, { wrapper: Providers });
  return { ...view, rerenderWith: (next: Partial<WishlistButtonProps>) => view.rerender(<WishlistButton {...all} {...next} />) };
}

function signIn() {
  act(() => {
    emit('session:changed', { user: { id: 'cust-0001', guest: false, email: 'test.customer@example.com' }, basketCount: 2 });
  });
}

function beGuest() {
  act(() => {
    emit('session:changed', { user: { id: 'guest', guest: true }, basketCount: 0 });
  });
}

beforeEach(() => {
  resetEventState();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
  window.sessionStorage.clear();
  forgetRememberedWishlistItem();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  stopHearing();
  jest.restoreAllMocks();
});

describe('WishlistButton for a signed-in shopper', () => {
  it('fetches the saved state of each colour it shows', async () => {
    signIn();
    serve({ [`GET ${savedKey('navy')}`]: answer(200, { wishlistItem: navy }), [`GET ${savedKey('white')}`]: answer(200, { wishlistItem: null }) });
    const { rerenderWith } = renderButton();

    const saved = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');

    rerenderWith({ colour: 'white', sku: 'BUR20001-02-01' });
    const notSaved = await screen.findByRole('button', { name: 'Save to wishlist' });
    expect(notSaved).toHaveAttribute('aria-pressed', 'false');
    expect(calls('GET', savedKey('white'))).toHaveLength(1);
    expect(calls('GET', savedKey('navy'))).toHaveLength(1);
  });

  it('shows the save at once, keeps it when the server agrees, and tells the page', async () => {
    signIn();
    let release!: (response: Response) => void;
    serve({
      [`GET ${savedKey('navy')}`]: answer(200, { wishlistItem: null }),
      'POST /_api/wishlist/add': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const changes = heard('wishlist:changed');
    const tracked = heard('analytics:track');
    const user = userEvent.setup();
    renderButton({ source: 'card' });
    await waitFor(() => expect(calls('GET', savedKey('navy'))).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    // Optimistic: pressed before the server answers.
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(posted('/_api/wishlist/add')).toEqual(navy);
    expect(changes).toEqual([]);

    await act(async () => release(answer(200, { success: true })));
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(changes).toEqual([{ productKey: 'BUR20001', colourSelected: 'navy', saved: true }]);
    expect(tracked).toEqual([
      { event: 'add_to_wishlist', payload: { productKey: 'BUR20001', colour: 'navy', sku: 'BUR20001-01-01', sizeSelected: true, source: 'card', trigger: 'button' } },
    ]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    // Not revalidated afterwards.
    expect(calls('GET', savedKey('navy'))).toHaveLength(1);
  });

  it('pressed before its saved state is read, waits for it and then removes a saved item', async () => {
    signIn();
    let read!: (response: Response) => void;
    serve({
      [`GET ${savedKey('navy')}`]: () => new Promise<Response>((resolve) => (read = resolve)),
      'POST /_api/wishlist/remove': answer(200, { success: true }),
    });
    const changes = heard('wishlist:changed');
    const user = userEvent.setup();
    renderButton();
    await waitFor(() => expect(calls('GET', savedKey('navy'))).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    // Nothing is sent on a guess: the button says it is busy until the read answers.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-busy', 'true');

    await act(async () => read(answer(200, { wishlistItem: navy })));
    await waitFor(() => expect(changes).toEqual([{ productKey: 'BUR20001', colourSelected: 'navy', saved: false }]));
    expect(calls('POST', '/_api/wishlist/add')).toHaveLength(0);
    expect(posted('/_api/wishlist/remove')).toEqual(navy);
    const button = screen.getByRole('button', { name: 'Save to wishlist' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('pressed before its saved state is read, saves once the read fails (not saved)', async () => {
    signIn();
    let read!: (response: Response) => void;
    serve({
      [`GET ${savedKey('navy')}`]: () => new Promise<Response>((resolve) => (read = resolve)),
      'POST /_api/wishlist/add': answer(200, { success: true }),
    });
    const user = userEvent.setup();
    renderButton();
    await waitFor(() => expect(calls('GET', savedKey('navy'))).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    expect(calls('POST', '/_api/wishlist/add')).toHaveLength(0);

    await act(async () => read(answer(500, { error: 'down' })));
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    // Two presses while waiting are one save.
    await waitFor(() => expect(calls('POST', '/_api/wishlist/add')).toHaveLength(1));
    expect(posted('/_api/wishlist/add')).toEqual(navy);
  });

  it('puts a removal back when the server says it failed', async () => {
    signIn();
    serve({ [`GET ${savedKey('navy')}`]: answer(200, { wishlistItem: navy }), 'POST /_api/wishlist/remove': answer(200, { success: false }) });
    const changes = heard('wishlist:changed');
    const user = userEvent.setup();
    renderButton();

    await user.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
    const button = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent("Sorry, we couldn't remove this item from your wishlist. Please try again.");
    expect(button).toHaveAccessibleDescription("Sorry, we couldn't remove this item from your wishlist. Please try again.");
    expect(changes).toEqual([]);
  });

  it('undoes the save when the network fails', async () => {
    signIn();
    serve({ [`GET ${savedKey('navy')}`]: answer(200, { wishlistItem: null }), 'POST /_api/wishlist/add': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    renderButton();
    await waitFor(() => expect(calls('GET', savedKey('navy'))).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't save this item to your wishlist. Please try again.");
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("replaces 'Wishlist limit reached' with its own message and shows other messages as they are", async () => {
    signIn();
    const answers = [
      answer(409, { success: false, error: 'WISHLIST_LIMIT', message: 'Wishlist limit reached' }),
      answer(400, { success: false, error: 'INVALID_INPUT', message: 'colourSelected is too long.' }),
    ];
    serve({ [`GET ${savedKey('navy')}`]: answer(200, { wishlistItem: null }), 'POST /_api/wishlist/add': () => Promise.resolve(answers.shift()!) });
    const user = userEvent.setup();
    renderButton();
    await waitFor(() => expect(calls('GET', savedKey('navy'))).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your wishlist is full. Remove an item to save a new one.');
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('colourSelected is too long.'));
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends nothing and says pdp.wishlist.errorAdding when the item is not valid', async () => {
    signIn();
    serve({ [`GET ${savedKey('navy')}`]: answer(200, { wishlistItem: null }) });
    const requests = heard('session:sign-in-requested');
    const user = userEvent.setup();
    renderButton({ sku: 'SKU-navy-s' });
    await waitFor(() => expect(calls('GET', savedKey('navy'))).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Sorry, we couldn't save this item to your wishlist. Please try again.");
    expect(calls('POST', '/_api/wishlist/add')).toHaveLength(0);
    expect(requests).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('WishlistButton for a guest', () => {
  it('asks to sign in, then saves the remembered item once after sign-in', async () => {
    beGuest();
    serve({ 'POST /_api/wishlist/add': answer(200, { success: true }), [`GET ${savedKey('navy')}`]: answer(200, { wishlistItem: null }) });
    const requests = heard('session:sign-in-requested');
    const changes = heard('wishlist:changed');
    const user = userEvent.setup();
    // Another card's heart is on the page too: the item is still sent once.
    render(
      <>
        <WishlistButton productKey="BUR99999" colour="black" sku="BUR99999-01-01" />
        <WishlistButton productKey="BUR20001" colour="navy" sku="BUR20001-01-01" sizeSelected />
      </>,
      { wrapper: Providers },
    );
    const [, button] = screen.getAllByRole('button', { name: 'Save to wishlist' });

    await user.click(button!);
    // Guests have nothing saved on the server: nothing fetched or posted.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    // The item goes with the request, for a sign-in by mailed link.
    expect(requests).toEqual([{ reason: 'wishlist', returnTo: '/', item: navy }]);
    expect(window.sessionStorage.getItem(REMEMBERED_ITEM_STORAGE_KEY)).toContain('BUR20001-01-01');

    signIn();
    await waitFor(() => expect(changes).toEqual([{ productKey: 'BUR20001', colourSelected: 'navy', saved: true }]));
    expect(calls('POST', '/_api/wishlist/add')).toHaveLength(1);
    expect(posted('/_api/wishlist/add')).toEqual(navy);
    expect(button).toHaveAccessibleName('Remove from wishlist');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(window.sessionStorage.getItem(REMEMBERED_ITEM_STORAGE_KEY)).toBeNull();

    // A later session change (the bag count) sends nothing again.
    signIn();
    await act(async () => {});
    expect(calls('POST', '/_api/wishlist/add')).toHaveLength(1);
  });

  it("saves the remembered item on sign-in even when its own button is not on the page", async () => {
    beGuest();
    serve({ 'POST /_api/wishlist/add': answer(200, { success: true }), [`GET ${savedKey('navy')}`]: answer(200, { wishlistItem: null }) });
    const user = userEvent.setup();
    const first = renderButton();
    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    first.unmount();

    render(<WishlistButton productKey="BUR99999" colour="black" sku="BUR99999-01-01" />, { wrapper: Providers });
    signIn();
    await waitFor(() => expect(calls('POST', '/_api/wishlist/add')).toHaveLength(1));
    expect(posted('/_api/wishlist/add')).toEqual(navy);
  });
});

describe('PdpWishlist', () => {
  it('follows the pickers for the colour, sku and size', async () => {
    signIn();
    serve({
      [`GET ${savedKey('navy')}`]: answer(200, { wishlistItem: null }),
      [`GET ${savedKey('white')}`]: answer(200, { wishlistItem: null }),
      'POST /_api/wishlist/add': answer(200, { success: true }),
    });
    const user = userEvent.setup();
    render(<PdpWishlist product={quickAddProduct} />, { wrapper: Providers });

    // Before the pickers speak: the default colour, no size, the colour's first in-stock sku.
    await waitFor(() => expect(calls('GET', savedKey('navy'))).toHaveLength(1));
    act(() => {
      emit('pdp:selection-changed', {
        productId: 'p-qa',
        productKey: 'BUR20001',
        colour: 'white',
        size: 'S',
        sku: 'BUR20001-02-01',
        variantId: 'white-s',
        isOnStock: true,
        availableQuantity: 3,
        allOutOfStock: false,
      });
    });
    await waitFor(() => expect(calls('GET', savedKey('white'))).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    await waitFor(() => expect(calls('POST', '/_api/wishlist/add')).toHaveLength(1));
    expect(posted('/_api/wishlist/add')).toEqual({ productKey: 'BUR20001', colourSelected: 'white', lineItemSku: 'BUR20001-02-01', sizeSelected: true });
  });

  it('sends the opening colour without a size before any selection', async () => {
    signIn();
    serve({ [`GET ${savedKey('navy')}`]: answer(200, { wishlistItem: null }), 'POST /_api/wishlist/add': answer(200, { success: true }) });
    const user = userEvent.setup();
    render(<PdpWishlist product={quickAddProduct} />, { wrapper: Providers });
    await waitFor(() => expect(calls('GET', savedKey('navy'))).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    await waitFor(() => expect(calls('POST', '/_api/wishlist/add')).toHaveLength(1));
    expect(posted('/_api/wishlist/add')).toEqual({ productKey: 'BUR20001', colourSelected: 'navy', lineItemSku: 'BUR20001-01-01', sizeSelected: false });
  });
});

describe('the exposed WishlistButton', () => {
  it('speaks the locale it is given without a provider from the card', () => {
    beGuest();
    render(<ExposedWishlistButton locale="fr-FR" productKey="BUR20001" colour="navy" sku="BUR20001-01-01" />);
    expect(screen.getByRole('button', { name: 'Ajouter à la liste de souhaits' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts the heart back without a message on a card (spec 3 §8), but tells a full wishlist', async () => {
    signIn();
    const answers = [answer(200, { success: false }), answer(409, { success: false, error: 'WISHLIST_LIMIT', message: 'Wishlist limit reached' })];
    serve({ [`GET ${savedKey('navy')}`]: answer(200, { wishlistItem: null }), 'POST /_api/wishlist/add': () => Promise.resolve(answers.shift()!) });
    const user = userEvent.setup();
    render(<ExposedWishlistButton locale="en-GB" productKey="BUR20001" colour="navy" sku="BUR20001-01-01" />, { wrapper: Providers });
    await waitFor(() => expect(calls('GET', savedKey('navy'))).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    await waitFor(() => expect(calls('POST', '/_api/wishlist/add')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('wishlist add failed'));

    await user.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your wishlist is full. Remove an item to save a new one.'));
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });
});
