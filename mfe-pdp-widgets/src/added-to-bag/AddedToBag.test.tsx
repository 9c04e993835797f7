import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { EXPERIMENT_STORAGE_KEY, FASCIAS, type BasketLine, type Cart, type FasciaSettings } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { mockMatchMedia } from '@storefront/shared-contracts/testing';
import { AddedToBag, LATE_ADD_MS } from './AddedToBag';
import { AddedToBagI18n } from './i18n/i18n';
import { DESKTOP_MEDIA_QUERY, type AddedLine } from './rules';

const gbp = (centAmount: number) => ({ centAmount, currencyCode: 'GBP' });

function added(id: string, extra: Partial<AddedLine> = {}): AddedLine {
  return {
    id,
    sku: `BUR-${id}`,
    productId: `p-${id}`,
    productKey: `BUR${id}`,
    slug: `item-${id}`,
    name: `Oxford Shirt ${id}`,
    brand: 'Burton',
    colour: 'Navy',
    size: 'M',
    quantity: 1,
    unitPrice: gbp(4500),
    image: `/images/products/BUR${id}/navy-0.jpg`,
    isOnStock: true,
    ...extra,
  };
}

function bagLine(id: string, stockStatus: BasketLine['stockStatus']): BasketLine {
  const line = added(id);
  return { ...line, isPremier: false, lineTotal: line.unitPrice, availableQuantity: stockStatus === 'outOfStock' ? 0 : 20, maxQuantity: 10, stockStatus, bulkyItem: false };
}

function bag(lines: BasketLine[]): Cart {
  const subtotal = gbp(lines.length * 4500);
  return {
    id: 'cart-1',
    fascia: 'burton',
    lines,
    itemCount: lines.length,
    totalPrice: subtotal,
    version: 3,
    gifts: [],
    totals: { subtotal, delivery: { kind: 'free', price: gbp(0), threshold: gbp(5000) }, total: subtotal },
    checkoutAllowed: lines.every((line) => line.stockStatus === 'inStock'),
  };
}

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const bagReads = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/_api/basket');

/** Answers the bag reads in order; the last answer repeats. */
function serveBag(...answers: Array<() => Promise<Response>>) {
  fetchMock.mockImplementation((input) => {
    if (String(input) !== '/_api/basket') return Promise.reject(new Error(`unexpected fetch ${String(input)}`));
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    return next ? next() : Promise.reject(new Error('no answer'));
  });
}

/** The desktop media query matches (true) or not (false). */
function viewport(desktop: boolean) {
  mockMatchMedia(desktop ? [DESKTOP_MEDIA_QUERY] : []);
}

function renderPanel(fascia: FasciaSettings = FASCIAS.burton) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <AddedToBagI18n locale={fascia.locale}>{children}</AddedToBagI18n>
      </SWRConfig>
    );
  }
  return render(
    <>
      <button type="button">Add to bag</button>
      <AddedToBag fascia={fascia} />
    </>,
    { wrapper: Providers },
  );
}

/** Presses the page's add button (so it has focus) and tells the page the lines were added. */
async function addFromPage(user: ReturnType<typeof userEvent.setup>, lines: AddedLine[], source = 'pdp') {
  const opener = screen.getByRole('button', { name: 'Add to bag' });
  await user.click(opener);
  act(() => {
    emit('basket:item-added', { cartId: 'cart-1', lines, source });
  });
  return opener;
}

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  resetEventState();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/product/oxford-shirt');
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
  viewport(false);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  jest.restoreAllMocks();
});

describe('AddedToBag', () => {
  it('shows nothing until basket:item-added, then a dialog listing the added lines with CONTINUE SHOPPING and VIEW BAG', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await addFromPage(user, [added('1', { wasPrice: gbp(6000) }), added('2', { colour: 'White', size: 'L', quantity: 2, image: undefined })]);
    const dialog = await screen.findByRole('dialog', { name: 'Added to bag' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    const items = within(within(dialog).getByRole('list', { name: 'Items added' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Oxford Shirt 1Colour: NavySize: MQty: 1£45.00 Was £60.00');
    expect(within(items[0]!).getByRole('presentation')).toHaveAttribute('src', '/images/products/BUR1/navy-0.jpg');
    expect(items[1]).toHaveTextContent('Oxford Shirt 2Colour: WhiteSize: LQty: 2£90.00');
    expect(items[1]).not.toHaveTextContent('Was');

    expect(within(dialog).getByRole('button', { name: 'Continue shopping' })).toBeEnabled();
    expect(within(dialog).getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/basket');
    expect(within(dialog).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    // VIEW BAG needs no read of the bag.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes with CONTINUE SHOPPING, Escape, Close or a press beside it, clearing the lines and giving focus back', async () => {
    const user = userEvent.setup();
    renderPanel();
    const opener = await addFromPage(user, [added('1')]);
    let dialog = await screen.findByRole('dialog', { name: 'Added to bag' });

    await user.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    // The next add shows its own lines only: closing cleared the others.
    await addFromPage(user, [added('2')]);
    dialog = await screen.findByRole('dialog', { name: 'Added to bag' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(dialog).toHaveTextContent('Oxford Shirt 2');
    expect(dialog).not.toHaveTextContent('Oxford Shirt 1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await addFromPage(user, [added('3')]);
    dialog = await screen.findByRole('dialog', { name: 'Added to bag' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await addFromPage(user, [added('4')]);
    dialog = await screen.findByRole('dialog', { name: 'Added to bag' });
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderPanel();
    await addFromPage(user, [added('1')]);
    const dialog = await screen.findByRole('dialog', { name: 'Added to bag' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const viewBag = within(dialog).getByRole('link', { name: 'View bag' });

    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Continue shopping' })).toHaveFocus();
    await user.tab();
    expect(viewBag).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(viewBag).toHaveFocus();
  });

  it('opens for an add from any remote, replacing the lines shown', async () => {
    const user = userEvent.setup();
    renderPanel();
    await addFromPage(user, [added('1')], 'bundle');
    const dialog = await screen.findByRole('dialog', { name: 'Added to bag' });
    act(() => {
      emit('basket:item-added', { cartId: 'cart-1', lines: [added('5'), added('6')], source: 'wishlist' });
    });
    expect(within(dialog).getAllByRole('listitem').map((item) => within(item).getByText(/^Oxford Shirt/).textContent)).toEqual(['Oxford Shirt 5', 'Oxford Shirt 6']);
  });

  it('waits while quick add is open and shows once it has closed', async () => {
    renderPanel();
    act(() => {
      emit('quick-add:opened', { productId: 'p-1' });
      emit('basket:item-added', { cartId: 'cart-1', lines: [added('1')], source: 'quick-add' });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      emit('quick-add:closed', { productId: 'p-1' });
    });
    expect(await screen.findByRole('dialog', { name: 'Added to bag' })).toHaveTextContent('Oxford Shirt 1');

    // Quick add opening over it hides it; the lines stay for when it closes.
    act(() => {
      emit('quick-add:opened', { productId: 'p-2' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      emit('quick-add:closed', { productId: 'p-2' });
    });
    expect(await screen.findByRole('dialog', { name: 'Added to bag' })).toHaveTextContent('Oxford Shirt 1');
  });

  it('mounted just after an add (the shell loads it on the first add), shows that add, after quick add has closed', async () => {
    act(() => {
      emit('quick-add:opened', { productId: 'p-1' });
      emit('basket:item-added', { cartId: 'cart-1', lines: [added('3')], source: 'quick-add' });
    });
    renderPanel();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      emit('quick-add:closed', { productId: 'p-1' });
    });
    expect(await screen.findByRole('dialog', { name: 'Added to bag' })).toHaveTextContent('Oxford Shirt 3');
  });

  it('does not show an add from long before it mounted', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    act(() => {
      emit('basket:item-added', { cartId: 'cart-1', lines: [added('4')], source: 'pdp' });
    });
    now.mockReturnValue(1_000 + LATE_ADD_MS + 1);
    renderPanel();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a bottom sheet below 768 px and a right drawer at most 500 px wide from 768 px', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPanel();
    await addFromPage(user, [added('1')]);
    const sheet = await screen.findByRole('dialog', { name: 'Added to bag' });
    expect(sheet).toHaveAttribute('data-layout', 'sheet');
    expect(sheet.parentElement).toHaveClass('sf-pdp-atb--sheet');
    expect(sheet.style.maxWidth).toBe('');
    unmount();

    viewport(true);
    renderPanel();
    await addFromPage(user, [added('1')]);
    const drawer = await screen.findByRole('dialog', { name: 'Added to bag' });
    expect(drawer).toHaveAttribute('data-layout', 'drawer');
    expect(drawer.parentElement).toHaveClass('sf-pdp-atb--drawer');
    expect(drawer).toHaveStyle({ maxWidth: '500px' });
  });

  describe('under testAtbModalV1', () => {
    beforeEach(() => window.history.replaceState(null, '', '/product/oxford-shirt?experiment=atbModal=testAtbModalV1'));

    it('offers CHECKOUT instead of VIEW BAG, a link when every bag line is in stock', async () => {
      serveBag(() => Promise.resolve(json(200, bag([bagLine('1', 'inStock'), bagLine('9', 'lowStock')]))));
      const user = userEvent.setup();
      renderPanel();
      await addFromPage(user, [added('1')]);
      const dialog = await screen.findByRole('dialog', { name: 'Added to bag' });

      const checkout = await within(dialog).findByRole('link', { name: 'Checkout' });
      expect(checkout).toHaveAttribute('href', '/checkout');
      expect(within(dialog).queryByRole('link', { name: 'View bag' })).not.toBeInTheDocument();
      expect(bagReads()[0]?.[1]).toEqual(expect.objectContaining({ credentials: 'same-origin' }));
    });

    it('holds CHECKOUT back while the bag is read and when a line is out of stock, saying why', async () => {
      let release!: (response: Response) => void;
      serveBag(() => new Promise<Response>((resolve) => (release = resolve)));
      const user = userEvent.setup();
      renderPanel();
      await addFromPage(user, [added('1')]);
      const dialog = await screen.findByRole('dialog', { name: 'Added to bag' });

      const checking = within(dialog).getByRole('button', { name: 'Checkout' });
      expect(checking).toBeDisabled();
      expect(checking).toHaveAccessibleDescription('Checking your bag…');

      await act(async () => release(json(200, bag([bagLine('1', 'inStock'), bagLine('7', 'outOfStock')]))));
      const blocked = within(dialog).getByRole('button', { name: 'Checkout' });
      await waitFor(() => expect(blocked).toHaveAccessibleDescription('Some items in your bag are out of stock. Remove them from your bag to check out.'));
      expect(blocked).toBeDisabled();
      expect(within(dialog).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    });

    it('holds CHECKOUT back when a line is short or the bag cannot be read', async () => {
      serveBag(() => Promise.resolve(json(200, bag([bagLine('1', 'short')]))));
      const user = userEvent.setup();
      const { unmount } = renderPanel();
      await addFromPage(user, [added('1')]);
      let dialog = await screen.findByRole('dialog', { name: 'Added to bag' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(/out of stock/));
      unmount();

      serveBag(() => Promise.resolve(json(500, { error: 'DOWN', message: 'down' })));
      renderPanel();
      await addFromPage(user, [added('1')]);
      dialog = await screen.findByRole('dialog', { name: 'Added to bag' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription("We couldn't check your bag. Please try again in a moment."));
      expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeDisabled();
    });

    it('reads the bag again when another add arrives while it is open', async () => {
      serveBag(
        () => Promise.resolve(json(200, bag([bagLine('1', 'outOfStock')]))),
        () => Promise.resolve(json(200, bag([bagLine('2', 'inStock')]))),
      );
      const user = userEvent.setup();
      renderPanel();
      await addFromPage(user, [added('1')]);
      const dialog = await screen.findByRole('dialog', { name: 'Added to bag' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(/out of stock/));

      act(() => {
        emit('basket:item-added', { cartId: 'cart-1', lines: [added('2')], source: 'bundle' });
      });
      expect(await within(dialog).findByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
      expect(bagReads()).toHaveLength(2);
    });
  });

  it("takes the fascia's variant and language: coast is on testAtbModalV1, in French, with prices in euros", async () => {
    serveBag(() => Promise.resolve(json(200, bag([bagLine('1', 'inStock')]))));
    const user = userEvent.setup();
    renderPanel(FASCIAS.coast);
    await addFromPage(user, [added('1', { unitPrice: { centAmount: 4500, currencyCode: 'EUR' } })]);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouté au panier' });
    expect(within(dialog).getByRole('button', { name: 'Continuer mes achats' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: 'Commander' })).toHaveAttribute('href', '/checkout');
    expect(within(dialog).getByText(/^45,00\s€$/)).toBeInTheDocument();
    expect(within(dialog).getByText('Taille : M')).toBeInTheDocument();
  });

  it('shows VIEW BAG on coast too when QA overrides the variant back to default', async () => {
    window.localStorage.setItem(EXPERIMENT_STORAGE_KEY, JSON.stringify({ atbModal: 'default' }));
    const user = userEvent.setup();
    renderPanel(FASCIAS.coast);
    await addFromPage(user, [added('1')]);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouté au panier' });
    expect(within(dialog).getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/basket');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
