// The page the server drew is the page the browser keeps. On every page type
// the shell hydrates what the server sent (its route's layout is loaded
// first): it does not throw the drawing away and draw the page again, which
// would flash the page, move what the shopper is reading and lose what they
// had started to type; nor does it leave the drawing as sent, dead, with no
// remote in its slots.
import { expect, test } from '@playwright/test';
import { firstLoadEnded, watchRequests } from './support/network';
import { pageTypes } from './support/pageTypes';

declare global {
  interface Window {
    mainsRemoved?: number;
  }
}

for (const { name, url } of pageTypes) {
  test(`${name} (${url}): the server's drawing is kept when the page comes alive @mobile`, async ({ page }) => {
    const hydrationWarnings: string[] = [];
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(error.message));
    page.on('console', (message) => {
      if (/hydrat/i.test(message.text())) hydrationWarnings.push(message.text());
    });
    // Counts the page's main region taken out of the document: React drawing the page again replaces it.
    await page.addInitScript(() => {
      window.mainsRemoved = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) if (node instanceof Element && (node.id === 'main' || node.querySelector('#main'))) window.mainsRemoved! += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    watchRequests(page);
    await page.goto(url);
    const main = page.locator('#main');
    await expect(main).toBeAttached();
    await firstLoadEnded(page);
    expect(scriptErrors).toEqual([]);
    expect(hydrationWarnings).toEqual([]);
    expect(await page.evaluate(() => window.mainsRemoved)).toBe(0);
    // And it came alive: React hydrated the drawn region (a node React left as
    // the server sent it has no fiber of its own, and its slots never fill).
    expect(await main.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  });
}
