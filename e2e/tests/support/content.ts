// Content pages load their later sections as they come near the viewport, so
// a test that wants every block drawn goes down the page as a shopper does.
import { test, type Page } from '@playwright/test';
import { networkQuiet, watchRequests } from './network';

const LOCAL = new Set(['localhost', '127.0.0.1']);

/** The site's host: this machine's, or another deployment's under BASE_URL. */
function siteHost(): string | undefined {
  const baseURL = test.info().project.use.baseURL;
  return baseURL ? new URL(baseURL).hostname : undefined;
}

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
    const site = siteHost();
    const local = site === undefined || LOCAL.has(site);
    await page.route(
      (address) => !LOCAL.has(address.hostname) && address.hostname !== site,
      // The local site needs nothing from elsewhere; another deployment's remotes and
      // images may be on a CDN, so there only other sites' frames are refused.
      (route) => (local || route.request().resourceType() === 'document' ? route.abort('blockedbyclient') : route.fallback()),
    );
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
