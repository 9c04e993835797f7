import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { FASCIAS, type FasciaSettings } from '@storefront/shared-contracts';
import { RemoteI18n } from '../i18n/i18n';
import { SocialProofBanner } from './SocialProofBanner';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const answer = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;

const messages = [
  { code: 'SLVP', text: '<b>12 people</b> are viewing this product right now' },
  { code: 'LPSP', text: 'Lowest price in <b>30 days</b>' },
  { code: 'ZZZ', text: 'Loved by <i>everyone</i>' },
];

function renderBanner(productId = 'p1', fascia: FasciaSettings = FASCIAS.burton) {
  const ui = (id: string) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RemoteI18n locale={fascia.locale}>
        <SocialProofBanner product={{ id }} fascia={fascia} />
      </RemoteI18n>
    </SWRConfig>
  );
  const view = render(ui(productId));
  return { ...view, showProduct: (id: string) => view.rerender(ui(id)) };
}

/** Lets the mocked fetch answer and SWR render it, without moving the clock. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

/** Moves the clock in small steps, letting React run its effects (which start the next phase's timer) between them. */
function elapse(ms: number) {
  for (let left = ms; left > 0; left -= 10) {
    act(() => {
      jest.advanceTimersByTime(Math.min(10, left));
    });
  }
}

const region = (name = 'Shopper activity') => screen.getByRole('status', { name });

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('social-proof banner', () => {
  it('asks the api for the product entry', async () => {
    fetchMock.mockResolvedValue(answer({ productIds: ['p1'], messages }));
    renderBanner('p1');
    await settle();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/_api/social-proof/p1');
  });

  it('shows the first message after 2 s, each for 5 s between 300 ms fades, and stops after the last', async () => {
    fetchMock.mockResolvedValue(answer({ productIds: ['p1'], messages }));
    renderBanner();
    await settle();

    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toHaveTextContent('');
    elapse(1999);
    expect(region()).toHaveTextContent('');
    elapse(1);
    expect(region()).toHaveTextContent('12 people are viewing this product right now');
    elapse(300 + 5000 + 299);
    expect(region()).toHaveTextContent('12 people are viewing this product right now');
    elapse(1);
    expect(region()).toHaveTextContent('Lowest price in 30 days');
    elapse(5600);
    expect(region()).toHaveTextContent('Loved by <i>everyone</i>');
    elapse(5600);
    expect(region()).toHaveTextContent('');
    elapse(60_000);
    expect(region()).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: 'Dismiss message' })).not.toBeInTheDocument();
  });

  it('renders bold in bold and any other markup as text', async () => {
    fetchMock.mockResolvedValue(answer({ productIds: ['p1'], messages: [messages[0], { code: 'QP', text: '<img src=x onerror="alert(1)"><b>3</b> bought' }] }));
    renderBanner();
    await settle();
    elapse(2000);
    expect(within(region()).getByText('12 people').tagName).toBe('STRONG');
    elapse(5600);
    expect(region()).toHaveTextContent('<img src=x onerror="alert(1)">3 bought');
    expect(within(region()).getByText('3').tagName).toBe('STRONG');
    expect(region().querySelector('img')).toBeNull();
  });

  it('draws the code icon at 20 px on one line and 30 px on two', async () => {
    fetchMock.mockResolvedValue(answer({ productIds: ['p1'], messages: messages.slice(0, 2) }));
    renderBanner();
    await settle();
    elapse(2000);
    expect(region().querySelector('svg')).toHaveAttribute('data-icon', 'eye');
    expect(region().querySelector('svg')).toHaveAttribute('width', '20');
    elapse(5600);
    expect(region().querySelector('svg')).toHaveAttribute('data-icon', 'trophy');
    expect(region().querySelector('svg')).toHaveAttribute('width', '30');
  });

  it("uses the fascia theme's icon", async () => {
    fetchMock.mockResolvedValue(answer({ productIds: ['p1'], messages: [{ code: 'BNR', text: 'Back' }] }));
    renderBanner('p1', FASCIAS.coast);
    await settle();
    elapse(2000);
    expect(region('Activité des clients').querySelector('svg')).toHaveAttribute('data-icon', 'star');
  });

  it('takes a dismissed message out and goes on with the next', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock.mockResolvedValue(answer({ productIds: ['p1'], messages }));
    renderBanner();
    await settle();
    elapse(2000);
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(region()).toHaveTextContent('Lowest price in 30 days');
    // The next one gets its full time.
    elapse(5599);
    expect(region()).toHaveTextContent('Lowest price in 30 days');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(region()).toHaveTextContent('Loved by <i>everyone</i>');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(region()).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: 'Dismiss message' })).not.toBeInTheDocument();
  });

  it('starts again, dismissals forgotten, when the product changes', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock.mockResolvedValue(answer({ productIds: ['p1', 'p2'], messages }));
    const { showProduct } = renderBanner('p1');
    await settle();
    elapse(2000);
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(region()).toHaveTextContent('Lowest price in 30 days');

    showProduct('p2');
    await settle();
    expect(region()).toHaveTextContent('');
    elapse(2000);
    expect(region()).toHaveTextContent('12 people are viewing this product right now');
  });

  it('shows nothing for a failed, empty or malformed answer', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const response of [answer({ error: 'x' }, 500), answer({ productIds: ['p1'], messages: [] }), answer('<html>'), answer({ productIds: ['p1'], messages: [{ code: 1 }] })]) {
      fetchMock.mockResolvedValueOnce(response);
      const { unmount } = renderBanner();
      await settle();
      elapse(2000);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows the good messages of an entry with bad ones', async () => {
    fetchMock.mockResolvedValue(answer({ productIds: ['p1'], messages: [null, { code: 'QP' }, { code: 'UNKNOWN', text: '<b>New</b> code' }] }));
    renderBanner();
    await settle();
    elapse(2000);
    expect(region()).toHaveTextContent('New code');
    expect(region().querySelector('svg')).toHaveAttribute('data-icon', 'flame');
  });
});
