// What the server sends, before any script runs: the tests that compare the
// server's first drawing with the page once its remotes have mounted.
import { test, type Browser, type Page } from '@playwright/test';

/**
 * Opens a context like the test's own (the page's viewport, the project's
 * device and address) with scripts off, hands its page to `look`, and closes it.
 */
export async function withoutScripts<T>(browser: Browser, page: Page, look: (server: Page) => Promise<T>): Promise<T> {
  const { deviceScaleFactor, isMobile, hasTouch, baseURL } = test.info().project.use;
  const context = await browser.newContext({ viewport: page.viewportSize(), deviceScaleFactor, isMobile, hasTouch, baseURL, javaScriptEnabled: false });
  try {
    return await look(await context.newPage());
  } finally {
    await context.close();
  }
}
