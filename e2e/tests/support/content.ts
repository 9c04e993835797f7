// Content pages load their later sections as they come near the viewport, so
// a test that wants every block drawn goes down the page as a shopper does.
import type { Page } from '@playwright/test';
import { networkQuiet, watchRequests } from './network';

const LOCAL = new Set(['localhost', '127.0.0.1']);

/**
 * Refuses third-party requests (the returns page's map frame): the test
 * machine may have no internet, and a request left hanging keeps the network
 * busy. Set before the page is opened: the frame may start loading before a
 * takeover toggle hides it. It also starts counting the page's requests, for
 * scrollThroughSections.
 */
export async function blockThirdParty(page: Page): Promise<void> {
  watchRequests(page);
  await page.route((url) => !LOCAL.has(url.hostname), (route) => route.abort('blockedbyclient'));
}

/** Scrolls down a content page section by section; the caller has called blockThirdParty before opening it. */
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
