// The product page's sticky add-to-basket bar (phones only: scrolled more
// than 850 px with the main add button out of view) and back-to-top (from
// 1000 px, every viewport), spec 2 §2, §4, §9; and the shell's own words in
// the fascia language (Coast is French).
import { expect, test, type Page } from '@playwright/test';
import { defaultColour, findProducts, inStockSizes, isPlainMultiColourProduct } from './support/catalogue';
import { journeySlot } from './support/journeys';
import { scrollToChoices } from './support/productPage';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Scrolls with the wheel, as a shopper does, by `by` px or to the end of the
 * page; answers where it stopped. The end is read again while waiting: a
 * widget that has nothing to show leaves the page shorter meanwhile, and one
 * that joins below makes it longer after the wheel stopped at the old end, so
 * the shopper scrolls on for the rest.
 */
async function scrollBy(page: Page, by: number): Promise<number> {
  const target = (await scrollY(page)) + by;
  await page.mouse.wheel(0, by);
  await expect(async () => {
    const left = await page.evaluate((wanted) => Math.min(wanted, document.documentElement.scrollHeight - window.innerHeight) - 1 - window.scrollY, target);
    if (left > 0) await page.mouse.wheel(0, left + 1);
    expect(left).toBeLessThanOrEqual(0);
  }).toPass({ timeout: 10_000 });
  return scrollY(page);
}

test.describe('sticky add-to-basket bar and back to top', () => {
  test('a phone scrolled past 850 px gets the sticky bar, which adds the chosen size; a desktop never does; back to top returns to the top @mobile', async ({ page, request }, testInfo) => {
    const phone = (page.viewportSize()?.width ?? 0) < 768;
    // Three products seen before put the recently viewed carousel under this
    // one; on a small phone (360x640) the page is then long enough to scroll
    // well past its add button.
    const slot = journeySlot(testInfo, 0);
    const [current, ...seen] = await findProducts(request, isPlainMultiColourProduct, 4, { from: 120 + slot * 4 });
    const product = current!.product;
    if (phone) await page.setViewportSize({ width: 360, height: 640 });
    for (const { product: other } of seen) {
      await page.goto(`/product/${other.slug}`);
      // Noted as seen once the page has started on this device.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('storefront:recently-viewed') ?? '')).toContain(other.key);
    }
    const variant = inStockSizes(product, defaultColour(product))[0]!;
    await page.goto(`/product/${product.slug}`);
    const bar = page.getByRole('region', { name: 'Quick buy' });
    const backToTop = page.getByRole('button', { name: 'Back to top' });

    await scrollToChoices(page);
    await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: variant.attributes.size, exact: true }).click();
    // The pickers are in view, the main add button with them: no bar yet.
    await expect(page.getByRole('button', { name: /add to bag/i })).toBeInViewport();
    expect(await scrollY(page)).toBeLessThan(1000);
    await expect(bar).toBeHidden();
    await expect(backToTop).toBeHidden();

    // The reviews and the carousel join the page as they come near: scroll down to the carousel, then to the new end.
    await expect(async () => {
      await scrollBy(page, 1500);
      await expect(page.getByRole('region', { name: 'Recently viewed' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    const end = await scrollBy(page, 1500);
    if (phone) {
      expect(end).toBeGreaterThan(1000);
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(product.name);
      await bar.getByRole('button', { name: /add to bag/i }).click();
      await expect(page.getByRole('link', { name: /^Bag, 1 item/ })).toBeAttached();
      // The added-to-bag sheet tells the shopper; they carry on.
      const added = page.getByRole('dialog', { name: 'Added to bag' });
      await added.getByRole('button', { name: 'Continue shopping' }).click();
      await expect(added).toBeHidden();
      const basket = (await (await page.request.get('/_api/basket')).json()) as { lines: unknown[] };
      expect(basket.lines).toEqual([expect.objectContaining({ sku: variant.marketplaceSku ?? variant.sku, quantity: 1 })]);
    } else {
      await expect(bar).toBeHidden();
      // The bar's own add button was never loaded: only the main one exists.
      await expect(page.getByRole('button', { name: /add to bag/i })).toHaveCount(1);
      // A desktop page may be too short to scroll 1000 px: then there is nothing to go back up for.
      if (end < 1000) {
        await expect(backToTop).toBeHidden();
        return;
      }
    }

    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('banner')).toBeFocused();
    await expect(bar).toBeHidden();
    await expect(backToTop).toBeHidden();
  });
});

test.describe("the shell's words in the fascia language", () => {
  test('a Coast product page speaks French, on the server and after hydration, sign-in modal included', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml?fascia=coast')).text();
    const slug = decodeURIComponent(/\/product\/([^<]+)<\/loc>/.exec(sitemap)![1]!);
    const warnings: string[] = [];
    page.on('console', (m) => (m.type() === 'warning' || m.type() === 'error') && warnings.push(m.text()));

    await page.goto(`/product/${slug}?fascia=coast`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Compte' }).getByRole('link', { name: 'Liste de souhaits' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Détails du produit' })).toBeVisible();

    // A guest's wishlist heart asks the shell for sign-in: its modal is French too.
    // The page's own heart (the carousels' cards below have theirs).
    await page.locator('.sf-slot-wishlist').getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Se connecter' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Connectez-vous pour ajouter des articles à votre liste de souhaits.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
  });

  test("an unknown Coast product answers with Coast's French 404 page", async ({ page }) => {
    const response = await page.goto('/product/no-such-product-anywhere?fascia=coast');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Désolé, cette page est introuvable' })).toBeVisible();
    await expect(page).toHaveTitle('Page introuvable | Coast');
  });
});
