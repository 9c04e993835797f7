import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SessionSummary } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { ShareButton } from './ShareButton';
import { ShareI18n } from './i18n/i18n';
import type { DeviceHints } from './rules';
import { DEVICES } from './test/devices';

const PAGE = 'https://burton.example/product/oxford-shirt-10013?colour=White#reviews';
const SHORT = 'https://burton.example/s/Ab3dE9z';
const guest: SessionSummary = { user: { id: 'guest', guest: true }, basketCount: 0 };
const member: SessionSummary = { user: { id: 'cust-0001', guest: false }, basketCount: 0 };

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;

interface Call {
  path: string;
  method: string;
  body: string | null;
}

/** A fake api: getCustomer and url-shorten, each answered as the test says; the shorten answer can be held. */
function fakeApi({ customer = 'ok' as 'ok' | 'fails' | 'network', shorten = 'ok' as 'ok' | 'fails', hold = false } = {}) {
  const calls: Call[] = [];
  let release: () => void = () => undefined;
  const held = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({ path, method: init?.method ?? 'GET', body: init?.body ? String(init.body) : null });
    if (path === '/_api/customer/getCustomer') {
      if (customer === 'network') throw new TypeError('network down');
      return customer === 'ok'
        ? json(200, { customer: { affiliateId: 'AFF-TEST-0001' } })
        : json(500, { error: 'SERVER_ERROR', message: 'Something went wrong' });
    }
    if (path === '/_api/url-shorten?index') {
      await held;
      return shorten === 'ok'
        ? json(200, { shorturl: SHORT })
        : json(400, { error: 'INVALID_URL', message: 'Only addresses of this site can be shortened.' });
    }
    return json(404, {});
  }) as typeof fetch;
  return {
    calls,
    release: () => release(),
    /** The address sent to url-shorten, as a URL. */
    shortened: () => new URL(new URLSearchParams(calls.find((c) => c.path === '/_api/url-shorten?index')!.body!).get('url')!),
  };
}

function renderShare(session: SessionSummary = guest, locale: 'en-GB' | 'nl-NL' = 'en-GB') {
  return render(
    <ShareI18n locale={locale}>
      <ShareButton product={{ name: 'Oxford Shirt', key: 'OXF10013' }} session={session} pageUrl={() => PAGE} />
    </ShareI18n>,
  );
}

const originalNavigator = { share: navigator.share, canShare: navigator.canShare };
const DEVICE_FIELDS = ['userAgent', 'platform', 'maxTouchPoints', 'userAgentData'] as const;

/** The page runs in this browser (its navigator says so), which has a share sheet that takes links. */
function browser(device: DeviceHints, share: () => Promise<void> = jest.fn(async () => undefined)) {
  for (const field of DEVICE_FIELDS) Object.defineProperty(navigator, field, { value: device[field], configurable: true });
  Object.assign(navigator, { share, canShare: (data: ShareData) => typeof data.url === 'string' });
  return share;
}

beforeEach(() => {
  jest.useFakeTimers();
  resetEventState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Object.assign(navigator, originalNavigator);
  for (const field of DEVICE_FIELDS) delete (navigator as unknown as Record<string, unknown>)[field];
});

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

describe('ShareButton', () => {
  it('copies the short link of the page with the share parameters, disabled meanwhile, and says "Link copied" for 3 s', async () => {
    const api = fakeApi({ hold: true });
    const user = setup();
    renderShare();
    const button = screen.getByRole('button', { name: 'Share' });
    await user.click(button);
    expect(button).toBeDisabled();

    const sent = api.shortened();
    expect(sent.origin + sent.pathname).toBe('https://burton.example/product/oxford-shirt-10013');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ colour: 'White', link_source: 'share_button', utm_source: 'pdp_share', utm_medium: 'referral' });
    expect(sent.hash).toBe('');
    // A guest has no affiliate id to look up.
    expect(api.calls.map((c) => c.path)).toEqual(['/_api/url-shorten?index']);
    expect(api.calls[0]!.method).toBe('POST');

    await act(async () => api.release());
    expect(button).toBeEnabled();
    expect(await navigator.clipboard.readText()).toBe(SHORT);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("appends a signed-in customer's affiliate id", async () => {
    const api = fakeApi();
    const user = setup();
    renderShare(member);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(api.calls.map((c) => c.path)).toEqual(['/_api/customer/getCustomer', '/_api/url-shorten?index']);
    expect(api.shortened().searchParams.get('affiliate_id')).toBe('AFF-TEST-0001');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
  });

  it('follows a sign-in announced after mount', async () => {
    const api = fakeApi();
    const user = setup();
    renderShare(guest);
    act(() => emit('session:changed', member));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(api.shortened().searchParams.get('affiliate_id')).toBe('AFF-TEST-0001');
  });

  it.each(['fails', 'network'] as const)('shares without the affiliate id when the customer look-up %s', async (customer) => {
    const api = fakeApi({ customer });
    const user = setup();
    renderShare(member);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(api.shortened().searchParams.has('affiliate_id')).toBe(false);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
    expect(await navigator.clipboard.readText()).toBe(SHORT);
  });

  it.each([
    ['an Android phone', DEVICES.androidChrome],
    ['an iPhone', DEVICES.iPhoneSafari],
    ['an iPad that asks for desktop pages', DEVICES.iPadAsMac],
  ])("opens the browser's share sheet on %s, and copies nothing", async (_name, device) => {
    fakeApi();
    const user = setup();
    const share = browser(device);
    await navigator.clipboard.writeText('before');
    renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled());
    expect(share).toHaveBeenCalledWith({ url: SHORT, title: 'Oxford Shirt' });
    expect(await navigator.clipboard.readText()).toBe('before');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it.each([
    ['Edge on Windows', DEVICES.windowsEdge],
    ['Safari on a Mac', DEVICES.macSafari],
  ])('copies the link and says "Link copied" on %s, though it has a share sheet', async (_name, device) => {
    fakeApi();
    const user = setup();
    const share = browser(device);
    renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
    expect(await navigator.clipboard.readText()).toBe(SHORT);
    expect(share).not.toHaveBeenCalled();
  });

  it('takes a closed share sheet quietly', async () => {
    fakeApi();
    const user = setup();
    browser(DEVICES.androidChrome, jest.fn(async () => Promise.reject(new DOMException('cancelled', 'AbortError'))));
    renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled());
    expect(console.error).not.toHaveBeenCalled();
  });

  it('copies the long link when the short link cannot be had', async () => {
    fakeApi({ shorten: 'fails' });
    const user = setup();
    renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
    const copied = new URL(await navigator.clipboard.readText());
    expect(copied.pathname).toBe('/product/oxford-shirt-10013');
    expect(copied.searchParams.get('utm_source')).toBe('pdp_share');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('shows the link to copy by hand when the clipboard refuses, in the fascia language', async () => {
    fakeApi();
    const user = setup();
    renderShare(guest, 'nl-NL');
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Delen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`De link kon niet worden gekopieerd. Kopieer hem hier: ${SHORT}`));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent(SHORT);
  });
});
