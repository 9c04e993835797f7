import type { Page } from '@playwright/test';

/**
 * Scrolls to the product's choices as a shopper does. On a phone the pickers,
 * the add button and the heart sit under the gallery and are fetched with the
 * first scroll or touch (the shell's `visible-or-interaction` slots), so a
 * test, like a shopper, scrolls to them first; on a desktop they are in view
 * already and this does nothing.
 */
export async function scrollToChoices(page: Page): Promise<void> {
  await page.locator('.sf-slot-pickers').scrollIntoViewIfNeeded();
}
