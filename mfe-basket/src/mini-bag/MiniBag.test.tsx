import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { type EventPayload } from '@storefront/shared-contracts';
import { emit, on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { BasketHeaderI18n } from '../i18n/headerI18n';
import userEvent from '@testing-library/user-event';
import { answer, basketLine, burton, cart } from '../test/fixtures';
import { MiniBag } from './MiniBag';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const unsubscribes: Array<() => void> = [];

function heardChanges(): Array<EventPayload<'basket:changed'>> {
  const payloads: Array<EventPayload<'basket:changed'>> = [];
  unsubscribes.push(on('basket:changed', (payload) => payloads.push(payload), { replay: false }));
  return payloads;
}

// A fresh SWR cache per test, and no retries so a failure is final.
function Providers({ children, locale = 'en-GB' }: { children: ReactNode; locale?: string }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <BasketHeaderI18n locale={locale}>{children}</BasketHeaderI18n>
    </SWRConfig>
  );
}

function changeBasket(itemCount: number) {
  act(() => {
    emit('basket:changed', { cartId: 'cart-1', itemCount, totalPrice: { centAmount: itemCount * 4500, currencyCode: 'GBP' } });
  });
}

beforeEach(() => {
  resetEventState();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
});

afterEach(() => {
  unsubscribes.splice(0).forEach((off) => off());
  jest.restoreAllMocks();
});

describe('MiniBag', () => {
  it('shows the count from the basket and tells the other parcels', async () => {
    fetchMock.mockResolvedValue(answer(200, cart(2)));
    const changes = heardChanges();
    render(<MiniBag />, { wrapper: Providers });

    const link = await screen.findByRole('link', { name: 'Bag, 2 items' });
    expect(link).toHaveAttribute('href', '/basket');
    // The badge shows the count beside the link, whose visible text stays part of its name.
    expect(link).toHaveTextContent(/^Bag$/);
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/_api/basket', expect.objectContaining({ credentials: 'same-origin' }));
    expect(changes).toEqual([{ cartId: 'cart-1', itemCount: 2, totalPrice: { centAmount: 9000, currencyCode: 'GBP' } }]);
  });

  it('updates at once when the basket changes', async () => {
    fetchMock.mockResolvedValue(answer(200, cart(1)));
    render(<MiniBag />, { wrapper: Providers });
    expect(await screen.findByRole('link', { name: 'Bag, 1 item' })).toBeInTheDocument();

    changeBasket(4);
    expect(screen.getByRole('link', { name: 'Bag, 4 items' })).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
  });

  it('shows a count already known on the page before its own read answers', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    emit('basket:changed', { cartId: 'cart-1', itemCount: 3, totalPrice: null });
    render(<MiniBag />, { wrapper: Providers });
    expect(screen.getByRole('link', { name: 'Bag, 3 items' })).toBeInTheDocument();
  });

  it('keeps the count of an add made while its read was in flight', async () => {
    let answerServer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answerServer = resolve)));
    render(<MiniBag />, { wrapper: Providers });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());

    changeBasket(5);
    const changes = heardChanges();
    await act(async () => answerServer(answer(200, cart(4))));

    expect(screen.getByRole('link', { name: 'Bag, 5 items' })).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('hides the badge of an empty bag but still names the count', async () => {
    fetchMock.mockResolvedValue(answer(200, cart(0, { id: '' })));
    render(<MiniBag />, { wrapper: Providers });
    const link = await screen.findByRole('link', { name: 'Bag, 0 items' });
    expect(link).toHaveTextContent(/^Bag$/);
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('shows the bag without a count when the basket cannot be read, and logs', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(answer(500, { error: 'INTERNAL', message: 'Something went wrong' }));
    const changes = heardChanges();
    render(<MiniBag />, { wrapper: Providers });

    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('[basket/MiniBag] basket could not be read')));
    const link = screen.getByRole('link', { name: 'Bag' });
    expect(link).toHaveAttribute('href', '/basket');
    expect(link).toHaveTextContent(/^Bag$/);
    expect(changes).toEqual([]);

    // A later add still brings the count.
    changeBasket(1);
    expect(screen.getByRole('link', { name: 'Bag, 1 item' })).toBeInTheDocument();
  });

  it('speaks the fascia language', async () => {
    fetchMock.mockResolvedValue(answer(200, cart(2)));
    render(<MiniBag />, { wrapper: ({ children }) => <Providers locale="sv-SE">{children}</Providers> });
    expect(await screen.findByRole('link', { name: 'Varukorg, 2 varor' })).toBeInTheDocument();
  });

  describe('bag preview', () => {
    const line = (n: number, quantity = 1) =>
      basketLine(`AAA0000${n}-0-0`, quantity, { id: `l${n}`, name: `Item ${n}`, size: 'M', lineTotal: { centAmount: 4500 * quantity, currencyCode: 'GBP' } });

    it('opens from its button with the last lines first, how many more, the subtotal and VIEW BAG', async () => {
      const lines = [line(1, 2), line(2), line(3), line(4, 3)];
      fetchMock.mockResolvedValue(answer(200, cart(7, { lines })));
      const user = userEvent.setup();
      render(<MiniBag fascia={burton} />, { wrapper: Providers });
      await screen.findByRole('link', { name: 'Bag, 7 items' });

      const toggle = screen.getByRole('button', { name: 'Show bag preview' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);

      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const preview = await screen.findByRole('region', { name: 'Bag preview' });
      expect(within(preview).getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent)).toEqual(['Item 4', 'Item 3', 'Item 2']);
      expect(within(preview).getAllByRole('listitem')[0]).toHaveTextContent('Qty 3 · £135.00');
      expect(preview).toHaveTextContent('and 2 more items');
      expect(preview).toHaveTextContent('Subtotal: £315.00');
      expect(within(preview).getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/basket');
    });

    it('reads the bag again on opening, so an add made elsewhere shows', async () => {
      fetchMock.mockResolvedValueOnce(answer(200, cart(1, { lines: [line(1)] }))).mockResolvedValue(answer(200, cart(2, { lines: [line(1), line(2)] })));
      const user = userEvent.setup();
      render(<MiniBag fascia={burton} />, { wrapper: Providers });
      await screen.findByRole('link', { name: 'Bag, 1 item' });
      await user.click(screen.getByRole('button', { name: 'Show bag preview' }));
      expect(await within(await screen.findByRole('region', { name: 'Bag preview' })).findByRole('link', { name: 'Item 2' })).toBeInTheDocument();
    });

    it('says an empty bag is empty', async () => {
      fetchMock.mockResolvedValue(answer(200, cart(0)));
      const user = userEvent.setup();
      render(<MiniBag fascia={burton} />, { wrapper: Providers });
      await screen.findByRole('link', { name: 'Bag, 0 items' });
      await user.click(screen.getByRole('button', { name: 'Show bag preview' }));
      expect(await screen.findByRole('region', { name: 'Bag preview' })).toHaveTextContent('Your bag is empty');
    });

    it('closes on Escape with focus back on its button, on a press outside, and on its button', async () => {
      fetchMock.mockResolvedValue(answer(200, cart(1, { lines: [line(1)] })));
      const user = userEvent.setup();
      render(
        <>
          <MiniBag fascia={burton} />
          <p>Elsewhere</p>
        </>,
        { wrapper: Providers },
      );
      const toggle = await screen.findByRole('button', { name: 'Show bag preview' });

      await user.click(toggle);
      await screen.findByRole('region', { name: 'Bag preview' });
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('region', { name: 'Bag preview' })).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();

      await user.click(toggle);
      await user.click(screen.getByText('Elsewhere'));
      expect(screen.queryByRole('region', { name: 'Bag preview' })).not.toBeInTheDocument();

      await user.click(toggle);
      await user.click(toggle);
      expect(screen.queryByRole('region', { name: 'Bag preview' })).not.toBeInTheDocument();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
