import { expect, type Page } from '@playwright/test';

/**
 * Starts the listing as a shopper does. On a phone a search or category page
 * shows the server's first results and loads the listing (filters, sort,
 * hearts, quick add) on the first scroll, touch or key (the shell's
 * `interaction-on-phone` slot), so a test, like a shopper, touches the page
 * first; on a desktop it loads at once. Resolves once the listing has mounted
 * and its first answer has arrived (nothing on the page is busy).
 */
export async function startListing(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? Infinity) < 768) await page.getByRole('heading', { level: 1 }).tap();
  await expect(page.locator('[data-slot="listing/SearchPage"]')).toHaveAttribute('data-state', 'mounted');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}
