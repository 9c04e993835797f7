// "The network has gone quiet", counted from the page's own requests.
//
// Playwright's 'networkidle' also waits for every frame on the page to load,
// and a lazy frame in a closed section (the returns page's map, behind its
// takeover toggle) never loads, as it should not until the shopper opens it:
// that page then never counted as idle, and the test waited out its time.
import type { Page, Request } from '@playwright/test';

const inFlight = new WeakMap<Page, { requests: Set<Request>; changed: number; asked: number }>();

/** Starts counting the page's requests (every frame's). Call it before the page is opened. */
export function watchRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const state = { requests: new Set<Request>(), changed: Date.now(), asked: 0 };
  inFlight.set(page, state);
  const start = (request: Request) => {
    state.requests.add(request);
    state.asked++;
    state.changed = Date.now();
  };
  const end = (request: Request) => {
    state.requests.delete(request);
    state.changed = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
}

function watched(page: Page) {
  const state = inFlight.get(page);
  if (!state) throw new Error('call watchRequests(page) before opening the page');
  return state;
}

/** Waits until no request of the page has been in flight for `quietMs` (as 'networkidle' does, frames apart). */
export async function networkQuiet(page: Page, { quietMs = 500, timeout = 30_000 } = {}): Promise<void> {
  const state = watched(page);
  const deadline = Date.now() + timeout;
  while (state.requests.size > 0 || Date.now() - state.changed < quietMs) {
    if (Date.now() > deadline) {
      const open = [...state.requests].map((r) => r.url()).join('\n  ');
      throw new Error(`the network did not go quiet within ${timeout} ms; still in flight:\n  ${open || '(none, but requests kept starting)'}`);
    }
    await page.waitForTimeout(100);
  }
}

/**
 * Waits for the end of the page's first load: the document adds the shell's
 * script once the largest image is painted (a quiet network before then is not
 * the end), and a quiet network while the page's scripts still run (a busy
 * machine) is not either: it has ended when the main thread is idle too and
 * nothing more was asked for meanwhile.
 */
export async function firstLoadEnded(page: Page): Promise<void> {
  const state = watched(page);
  await page.locator('script[src="/static/main.js"]').waitFor({ state: 'attached' });
  for (let settled = false; !settled; ) {
    await networkQuiet(page);
    const before = state.asked;
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    settled = state.asked === before;
  }
}
