// Content pages load their later sections as they come near the viewport, so
// a test that wants every block drawn goes down the page as a shopper does.
import type { Page } from '@playwright/test';
import { networkQuiet, watchRequests } from './network';

const LOCAL = new Set(['localhost', '127.0.0.1']);

const refusing = new WeakSet<Page>();

/**
 * Opens a content page as scrollThroughSections needs it: the page's requests
 * counted, and third-party ones refused (the returns page's map frame: the
 * test machine may have no internet, and a request left hanging keeps the
 * network busy). Both are set before the page is opened: the frame may start
 * loading before a takeover toggle hides it.
 */
export async function openContentPage(page: Page, url: string): Promise<void> {
  watchRequests(page);
  if (!refusing.has(page)) {
    refusing.add(page);
    await page.route((address) => !LOCAL.has(address.hostname), (route) => route.abort('blockedbyclient'));
  }
  await page.goto(url);
}

/** Scrolls down a content page section by section; the page was opened with openContentPage. */
export async function scrollThroughSections(page: Page): Promise<void> {
  await networkQuiet(page);
  // Scrolled to by the page's own scrollIntoView, not Playwright's, which
  // waits for the element to be visible: a section a takeover toggle hides
  // (the returns page's map) never is, and the wait would outlast the test.
  for (const section of await page.locator('[data-section-type]').all()) {
    await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(200);
  }
  await networkQuiet(page);
}
