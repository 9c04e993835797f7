// The header's mini bag (mfe-basket) comes in on the shopper's first
// interaction; until then the server's bag link, drawn alike, stands.
import { expect, type Locator, type Page } from '@playwright/test';

/** The mini bag's preview button in any fascia's language: there only once the mini bag has mounted. */
export const bagPreviewButton = (page: Page): Locator =>
  page.getByRole('banner').getByRole('button', { name: /^(Show bag preview|Afficher l'aperçu du panier|Voorbeeld van winkelmand tonen|Visa förhandsvisning av varukorgen)$/ });

/** Moves the mouse, as a shopper does first, and waits for the mini bag to take over from the server's link. */
export async function bringMiniBagIn(page: Page): Promise<void> {
  // Two points: a mouse already at one of them (an earlier page of the test) still moves.
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await expect(bagPreviewButton(page)).toBeVisible();
}
