import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Scrolls to a slot the shell loads when it comes near the viewport (its
 * class, `sf-slot-…`) until its widget has come in (or failed), as a shopper
 * who keeps scrolling down gets it. One scroll is not enough: the slots are
 * empty until loaded, so the page is first drawn short and a scroll to a slot
 * near its end is the last scroll possible; the widgets above it that come in
 * first (the right column, style together) then push it a screen or more
 * down within a second, and a shopper would scroll on.
 */
export async function scrollToSlot(page: Page, slotClass: string): Promise<Locator> {
  const slot = page.locator(`.${slotClass}`);
  await expect(async () => {
    await slot.scrollIntoViewIfNeeded();
    await expect(slot).not.toHaveAttribute('data-state', 'loading', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return slot;
}
