// Field health in the browser: what a page view sends with sendBeacon for a
// failed slot, an error thrown in a remote's script and the web vitals, when,
// and only for the sampled views; nothing personal in it.
import { render, screen, waitFor } from '@testing-library/react';
import { RemoteSlot } from '../slots/RemoteSlot';
import { loadParcel, SlotLoadError } from '../slots/loadParcel';
import { ShellI18n } from '../i18n/i18n';
import { chooseThisPageReleases } from '../registry/chosenReleases';
import { FIELD_REPORTS_PATH, loadWebVitals, recordSlotFailure, recordSlotStart, startFieldHealth, type VitalsLoader } from './index';

jest.mock('../slots/loadParcel', () => {
  const actual = jest.requireActual('../slots/loadParcel');
  return { ...actual, loadParcel: jest.fn() };
});
jest.mock('web-vitals', () => ({
  onLCP: jest.fn((report: (m: { value: number }) => void) => report({ value: 2210 })),
  onINP: jest.fn((report: (m: { value: number }) => void) => report({ value: 168 })),
  onCLS: jest.fn((report: (m: { value: number }) => void) => report({ value: 0.04 })),
}));
const mockedLoad = loadParcel as jest.MockedFunction<typeof loadParcel>;

/** Gallery's live release #12, basket's canary #7 (for every visitor), listing through an override. */
const { registry } = chooseThisPageReleases(
  {
    remotes: {
      gallery: { manifest: 'http://localhost:3001/mf-manifest.json', version: '1.2.0', contract: '1.0.0', releaseId: 12 },
      basket: {
        manifest: 'https://cdn.test/remotes/basket/6/mf-manifest.json',
        version: '2.0.0',
        contract: '1.0.0',
        releaseId: 6,
        canary: { manifest: 'https://cdn.test/remotes/basket/7/mf-manifest.json', version: '2.1.0', contract: '1.0.0', releaseId: 7, percent: 100, since: '2026-12-07T20:00:00.000Z' },
      },
      listing: { manifest: 'https://cdn.test/remotes/listing/mf-manifest.json', version: '3.0.0', contract: '1.0.0', releaseId: 3 },
    },
  },
  { listing: 'http://localhost:4003/mf-manifest.json' },
  'visitor-0001',
);

const sendBeacon = jest.fn((_url: string, _body: string) => true);
/** The bodies sent, parsed. */
const sent = () => sendBeacon.mock.calls.map(([url, body]) => {
  expect(url).toBe(FIELD_REPORTS_PATH);
  return JSON.parse(body) as { v: number; page: string; fascia: string; remotes: Array<Record<string, unknown>>; vitals?: Record<string, number> };
});
/** Vitals reported by hand: the test's stand-in for web-vitals. */
let vital: Parameters<VitalsLoader>[0] = () => {};
const handVitals: VitalsLoader = (report) => {
  vital = report;
};

let visibility: DocumentVisibilityState = 'visible';
const hide = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};
const show = () => {
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  sendBeacon.mockClear();
  visibility = 'visible';
});

const start = (options: Partial<Parameters<typeof startFieldHealth>[0]> = {}) =>
  startFieldHealth({ page: 'product', fascia: 'burton', registry, loadVitals: handVitals, ...options });

/** A critical slot of `module` drawn until it shows its failure. */
async function failedSlot(module: string) {
  render(
    <ShellI18n locale="en-GB">
      <RemoteSlot module={module} parcelProps={{}} timeoutMs={1000} critical unavailableText={`${module} is unavailable.`} />
    </ShellI18n>,
  );
  await screen.findByText(`${module} is unavailable.`);
}

describe('a failed slot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("sends the remote's release with the failure's kind when the page is hidden", async () => {
    start();
    mockedLoad.mockRejectedValueOnce(new SlotLoadError('gallery/ProductGallery', 'load', 'gallery/ProductGallery could not be loaded: Failed to get manifest. #RUNTIME-003'));
    await failedSlot('gallery/ProductGallery');
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    expect(sent()).toEqual([
      { v: 1, page: 'product', fascia: 'burton', remotes: [{ name: 'gallery', release: '12', channel: 'live', view: 1, failed: 1, failures: ['manifest'], errors: 0 }] },
    ]);
  });

  it('sends a timeout, a script and a render failure as their kinds, each once per view', async () => {
    start();
    mockedLoad.mockRejectedValueOnce(new SlotLoadError('basket/MiniBag', 'timeout', 'basket/MiniBag did not load within 1000 ms'));
    await failedSlot('basket/MiniBag');
    recordSlotStart('gallery/ProductPrice');
    recordSlotFailure('gallery/ProductPrice', 'script');
    recordSlotFailure('gallery/ProductPickers', 'script');
    recordSlotFailure('gallery/ProductPickers', 'render');
    hide();
    const [report] = sent();
    expect(report!.remotes).toEqual([
      { name: 'basket', release: '7', channel: 'canary', view: 1, failed: 1, failures: ['timeout'], errors: 0 },
      { name: 'gallery', release: '12', channel: 'live', view: 1, failed: 1, failures: ['script', 'render'], errors: 0 },
    ]);
  });
});

describe('an error thrown in a remote', () => {
  it("is counted for the remote whose folder holds the script, not for the shell's own or another site's", () => {
    start();
    recordSlotStart('gallery/ProductGallery');
    const thrown = new Error('Cannot read properties of undefined');
    thrown.stack = `TypeError: Cannot read properties of undefined\n    at onClick (https://cdn.test/remotes/basket/7/src_MiniBag.3f2a.js:1:2045)\n    at dispatch (http://localhost:3000/static/react-dom.8e1c.js:1:100)`;
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, filename: 'http://localhost:3000/static/react-dom.8e1c.js', message: thrown.message }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('x'), filename: 'http://localhost:3001/__federation_expose_ProductGallery.js?v=2', message: 'x' }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('shell'), filename: 'http://localhost:3000/static/main.js', message: 'shell' }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('ads'), filename: 'https://ads.example/tag.js', message: 'ads' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = Object.assign(new Error('no stock'), { stack: 'Error: no stock\n    at https://cdn.test/remotes/basket/7/src_QuickAdd.js:2:10' });
    window.dispatchEvent(rejection);
    hide();
    const [report] = sent();
    expect(report!.remotes).toEqual([
      { name: 'gallery', release: '12', channel: 'live', view: 1, failed: 0, failures: [], errors: 1 },
      { name: 'basket', release: '7', channel: 'canary', view: 1, failed: 0, failures: [], errors: 2 },
    ]);
  });

  it('sends an error after the page came back as more of the same view (no second view, no vitals again)', () => {
    start();
    recordSlotStart('gallery/ProductGallery');
    vital('lcp', 1500);
    hide();
    show();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('late'), filename: 'http://localhost:3001/late.js', message: 'late' }));
    hide();
    // Hidden again with nothing new: nothing sent.
    show();
    hide();
    expect(sent()).toEqual([
      expect.objectContaining({ remotes: [expect.objectContaining({ name: 'gallery', view: 1, errors: 0 })], vitals: { lcp: 1500 } }),
      { v: 1, page: 'product', fascia: 'burton', remotes: [{ name: 'gallery', release: '12', channel: 'live', view: 0, failed: 0, failures: [], errors: 1 }] },
    ]);
  });

  it('does not report a remote loaded through a developer override', () => {
    start();
    recordSlotStart('listing/SearchPage');
    recordSlotFailure('listing/SearchPage', 'mount');
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('web vitals', () => {
  it("sends the page's LCP, INP and CLS with the page type, on pagehide too", () => {
    start({ page: 'search', fascia: 'dorothyperkins' });
    recordSlotStart('listing/SearchPage');
    recordSlotStart('basket/MiniBag');
    vital('lcp', 2210.5);
    vital('inp', 168);
    vital('cls', 0.04);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual([
      {
        v: 1,
        page: 'search',
        fascia: 'dorothyperkins',
        remotes: [{ name: 'basket', release: '7', channel: 'canary', view: 1, failed: 0, failures: [], errors: 0 }],
        vitals: { lcp: 2210.5, inp: 168, cls: 0.04 },
      },
    ]);
  });

  it('imports web-vitals only after the load and an idle moment, then reports its values', async () => {
    jest.useFakeTimers();
    try {
      const { onLCP } = jest.requireMock<{ onLCP: jest.Mock }>('web-vitals');
      onLCP.mockClear();
      const reported: Array<[string, number]> = [];
      loadWebVitals((name, value) => reported.push([name, value]));
      expect(document.readyState).toBe('complete');
      expect(onLCP).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1000);
      await waitFor(() => expect(reported).toEqual([['lcp', 2210], ['inp', 168], ['cls', 0.04]]));
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('sampling and privacy', () => {
  it('reports only the sampled views: none at all outside the sample', () => {
    expect(start({ sampleRate: 0.1, random: () => 0.5 })).toBeNull();
    recordSlotStart('gallery/ProductGallery');
    recordSlotFailure('gallery/ProductGallery', 'script');
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();

    expect(start({ sampleRate: 0.1, random: () => 0.05 })).not.toBeNull();
    recordSlotStart('gallery/ProductGallery');
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('every view by default', () => {
    expect(start({ random: () => 0.999 })).not.toBeNull();
  });

  it("carries no URL, query string or cookie", () => {
    window.history.replaceState(null, '', '/product/midi-wrap-dress-10001?email=shopper%40example.com&utm_source=mail');
    document.cookie = 'sf_sid=secret-session';
    start();
    recordSlotStart('gallery/ProductGallery');
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('shopper@example.com'), filename: 'http://localhost:3001/x.js', message: 'shopper@example.com' }));
    hide();
    const body = sendBeacon.mock.calls[0]![1];
    for (const secret of ['secret-session', 'example.com', 'midi-wrap', 'utm', 'http']) expect(body).not.toContain(secret);
  });
});
