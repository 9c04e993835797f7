// Content pages load their later sections as they come near the viewport, so
// a test that wants every block drawn goes down the page as a shopper does.
import type { Page } from '@playwright/test';

const LOCAL = new Set(['localhost', '127.0.0.1']);

export async function scrollThroughSections(page: Page): Promise<void> {
  // Third-party frames (the returns page's map) are refused: the test machine
  // may have no internet, and a request left hanging keeps the network busy.
  await page.route((url) => !LOCAL.has(url.hostname), (route) => route.abort('blockedbyclient'));
  await page.waitForLoadState('networkidle');
  for (const section of await page.locator('[data-section-type]').all()) {
    await section.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
  }
  await page.waitForLoadState('networkidle');
}
