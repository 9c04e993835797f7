import { act, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { type SessionSummary } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { shirt } from '@storefront/shared-contracts/testing';
import { SizeFit } from './SizeFit';
import { fitRequestFor, recommendationOf, usesFitService } from './rules';
import { SizeFitI18n } from './i18n/i18n';

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;
const truefit = { ...shirt, sizingService: 'truefit' };
const guest: SessionSummary = { user: { id: 'guest-7', guest: true }, basketCount: 0 };
const customer: SessionSummary = { user: { id: 'u-42', guest: false, email: 'a@example.com' }, basketCount: 0 };

function show(product = truefit, session: SessionSummary = guest, locale: 'en-GB' | 'nl-NL' = 'en-GB') {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SizeFitI18n locale={locale}>
        <SizeFit product={product} session={session} />
      </SizeFitI18n>
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

describe('size-fit rules', () => {
  it('uses the fit service for truefit products only, telling guests as unregistered', () => {
    expect(usesFitService(truefit)).toBe(true);
    expect(usesFitService({ sizingService: 'FitFinder' })).toBe(false);
    expect(usesFitService({})).toBe(false);
    expect(fitRequestFor(truefit, guest)).toEqual({ userId: 'guest-7', registered: false, productKey: truefit.key });
    expect(fitRequestFor(truefit, customer)).toEqual({ userId: 'u-42', registered: true, productKey: truefit.key });
    expect(fitRequestFor(truefit, null)).toBeNull();
  });

  it('shows a recommendation only when there is data, leaving out notes it does not know', () => {
    expect(recommendationOf({ recommendation: null })).toBeNull();
    expect(recommendationOf({ recommendation: { size: '' , fitNotes: [] } })).toBeNull();
    expect(recommendationOf(undefined)).toBeNull();
    expect(recommendationOf({ recommendation: { size: 'M', fitNotes: ['runssmall', '<b>x</b>'] } })).toEqual({ size: 'M', fitNotes: ['runssmall'] });
  });
});

describe('SizeFit', () => {
  it('asks the fit service for a guest as unregistered and shows the size and fit notes', async () => {
    fetchMock.mockResolvedValue(json(200, { productKey: truefit.key, registered: false, recommendation: { size: 'M', fitNotes: ['runssmall', 'fitted'] } }));
    show();
    const block = await screen.findByRole('region', { name: 'Your fit' });
    expect(within(block).getByText('We recommend size M')).toBeInTheDocument();
    expect(within(within(block).getByRole('list', { name: 'Fit notes' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Runs small', 'Fitted']);
    expect(within(block).getByText(/Sign in for advice on your own fit/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/_api/fit/calculate');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ userId: 'guest-7', registered: false, productKey: truefit.key });
  });

  it('asks again as registered after a sign-in', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { registered: boolean };
      return json(200, { productKey: truefit.key, registered: body.registered, recommendation: { size: body.registered ? 'L' : 'M', fitNotes: [] } });
    });
    show();
    expect(await screen.findByText('We recommend size M')).toBeInTheDocument();
    act(() => {
      emit('session:changed', customer);
    });
    expect(await screen.findByText('We recommend size L')).toBeInTheDocument();
    expect(screen.getByText('Based on your fit profile.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows nothing when the service has no data, fails, or the product is not on truefit', async () => {
    fetchMock.mockResolvedValue(json(200, { productKey: truefit.key, registered: false, recommendation: null }));
    const first = show();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();

    jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json(500, {}));
    const failed = show();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(failed.container).toBeEmptyDOMElement();
    failed.unmount();

    fetchMock.mockClear();
    const other = show({ ...shirt, sizingService: 'FitFinder' });
    expect(other.container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks the fascia language', async () => {
    fetchMock.mockResolvedValue(json(200, { productKey: truefit.key, registered: true, recommendation: { size: '38', fitNotes: ['truetosize'] } }));
    show(truefit, customer, 'nl-NL');
    expect(await screen.findByRole('region', { name: 'Jouw pasvorm' })).toHaveTextContent('We raden maat 38 aan');
    expect(screen.getByText('Valt normaal')).toBeInTheDocument();
  });
});
