// Quick add from search result cards (spec 1 §2, §4, §8, §9): the panel,
// its loading state, the first in-stock variant, the add and the close; a
// single-variant product added without the panel; a failed add.
import { expect, test, type Page, type Route } from '@playwright/test';
import type { Product, Variant } from '@storefront/shared-contracts';
import { coloursOf, inStockSizes } from './support/catalogue';
import { startListing } from './support/listingPage';

// Showcase products (api/README.md): several colours with sizes, and one variant only.
const SIZED_SLUG = 'midi-wrap-dress-navy-10001';
const SINGLE_VARIANT_SLUG = 'bond-repair-hair-oil-no-colour-10012';

async function productBySlug(page: Page, slug: string): Promise<Product> {
  const response = await page.request.get(`/_api/product/${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: Product }).product;
}

/** The search result card of a product, found by searching its name. */
async function searchCard(page: Page, product: Product) {
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  await startListing(page);
  // Other products may share the name: the card is the one linking to this product.
  const card = page
    .getByRole('list', { name: 'Products' })
    .getByRole('article', { name: product.name, exact: true })
    .filter({ has: page.locator(`a[href^="/product/${product.slug}?"]`) });
  await expect(card).toHaveCount(1);
  return card;
}

/** Holds an answer until the test lets it go, so a loading state can be seen. */
function holdRoute(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const routed = page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { routed, release };
}

const sizeName = (variant: Variant) => variant.attributes.size;

/** A colour of the product with at least two sizes in stock, other than the default one. */
function colourWithSizeChoice(product: Product): { colour: string; label: string; sizes: Variant[] } {
  const colour = coloursOf(product).slice(1).find((c) => inStockSizes(product, c).length >= 2);
  expect(colour, 'a second colour with a size choice').toBeDefined();
  const sizes = inStockSizes(product, colour!);
  return { colour: colour!, label: sizes[0]!.attributes.colourLabel ?? colour!, sizes };
}

test.describe('quick add from a search result', () => {
  test('opens on the card colour with its first in-stock size, adds the chosen size, says Added and closes itself', async ({ page }) => {
    const product = await productBySlug(page, SIZED_SLUG);
    const { colour, label, sizes } = colourWithSizeChoice(product);
    const [firstInStock, chosen] = [sizes[0]!, sizes[1]!];

    const card = await searchCard(page, product);
    await expect(page.getByRole('link', { name: /^Bag, 0 items/ })).toBeVisible();
    await card.getByRole('list', { name: 'Colours' }).getByRole('button', { name: label }).click();

    const held = holdRoute(page, `**/_api/quickadd/${product.id}`);
    await held.routed;
    await card.getByRole('button', { name: 'Add' }).click();

    // Loading: the dialog is there before the product is.
    const loading = page.getByRole('dialog', { name: 'Quick add' });
    await expect(loading.getByRole('status')).toHaveText('Loading…');
    held.release();

    const dialog = page.getByRole('dialog', { name: product.name });
    await expect(dialog.getByRole('combobox', { name: 'Colour' })).toHaveText(label);
    const sizeGroup = dialog.getByRole('group', { name: 'Size' });
    // The first in-stock variant of the card's colour is selected.
    await expect(sizeGroup.getByRole('button', { name: sizeName(firstInStock), exact: true })).toHaveAttribute('aria-pressed', 'true');

    await sizeGroup.getByRole('button', { name: sizeName(chosen), exact: true }).click();
    await expect(sizeGroup.getByRole('button', { name: sizeName(chosen), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('link', { name: 'View product' })).toHaveAttribute(
      'href',
      `/product/${product.slug}?${new URLSearchParams({ colour, size: sizeName(chosen) }).toString()}`,
    );

    const addRequest = page.waitForRequest((request) => request.url().endsWith('/_api/basket/addToCart'));
    await dialog.getByRole('button', { name: 'Add to bag' }).click();
    await expect(dialog.getByRole('button', { name: 'Added' })).toBeVisible();
    // It stays long enough to be read, then closes on its own.
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('link', { name: /^Bag, 1 item/ })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Added' })).toBeVisible();
    // The add came from a search result: it carries the hit and the query id.
    const posted = JSON.parse(new URLSearchParams((await addRequest).postData() ?? '').get('data') ?? '[]') as Array<Record<string, unknown>>;
    expect(posted).toEqual([
      expect.objectContaining({
        sku: chosen.marketplaceSku ?? chosen.sku,
        quantity: 1,
        searchTracking: expect.objectContaining({ hitObjectIDs: expect.arrayContaining([expect.any(String)]), queryID: expect.any(String) }),
      }),
    ]);
    const basket = (await (await page.request.get('/_api/basket')).json()) as { lines: Array<{ sku: string; quantity: number }> };
    expect(basket.lines).toEqual([expect.objectContaining({ sku: chosen.marketplaceSku ?? chosen.sku, quantity: 1 })]);
  });

  test('is a bottom sheet on mobile and a centred 480 px panel on desktop @mobile', async ({ page }) => {
    const product = await productBySlug(page, SIZED_SLUG);
    const card = await searchCard(page, product);
    await card.getByRole('button', { name: 'Add' }).click();

    const dialog = page.getByRole('dialog', { name: product.name });
    await expect(dialog.getByRole('link', { name: 'View product' })).toBeVisible();
    const viewport = page.viewportSize()!;
    if (viewport.width < 768) {
      // The sheet slides up to the bottom edge, full width; wait until it has arrived.
      await expect.poll(async () => Math.round(((await dialog.boundingBox())?.y ?? 0) + ((await dialog.boundingBox())?.height ?? 0))).toBe(viewport.height);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.width).toBe(viewport.width);
    } else {
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBe(480);
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
      expect(box.y + box.height).toBeLessThan(viewport.height);
    }

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Add' })).toBeFocused();
  });

  test("says 'This colour is out of stock' for a sold-out colour of the card and closes on Escape", async ({ page }) => {
    const product = await productBySlug(page, SIZED_SLUG);
    const soldOut = coloursOf(product).find((c) => inStockSizes(product, c).length === 0);
    expect(soldOut, 'a sold-out colour').toBeDefined();
    const label = product.variants.find((v) => v.attributes.colour === soldOut)!.attributes.colourLabel ?? soldOut!;
    const card = await searchCard(page, product);
    await card.getByRole('list', { name: 'Colours' }).getByRole('button', { name: label }).click();
    await card.getByRole('button', { name: 'Add' }).click();

    const dialog = page.getByRole('dialog', { name: product.name });
    const colour = dialog.getByRole('combobox', { name: 'Colour' });
    await expect(colour).toHaveText(label);
    await expect(colour).toHaveAccessibleDescription('This colour is out of stock');
    await expect(dialog.getByRole('button', { name: 'Out of stock', exact: true })).toBeDisabled();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('adds a single-variant product at once, without the panel', async ({ page }) => {
    const product = await productBySlug(page, SINGLE_VARIANT_SLUG);
    expect(product.variants).toHaveLength(1);
    const [only] = product.variants;
    const card = await searchCard(page, product);

    // Records whether the panel (its add button or size choice) ever shows.
    await page.evaluate(() => {
      const w = window as Window & { panelShown?: boolean };
      w.panelShown = false;
      new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"]');
        if (dialog && [...dialog.querySelectorAll('button')].some((button) => button.textContent === 'Add to bag')) w.panelShown = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await card.getByRole('button', { name: 'Add' }).click();

    await expect(card.getByRole('button', { name: 'Added' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Bag, 1 item/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { panelShown?: boolean }).panelShown)).toBe(false);
    const basket = (await (await page.request.get('/_api/basket')).json()) as { lines: Array<{ sku: string; quantity: number }> };
    expect(basket.lines).toEqual([expect.objectContaining({ sku: only!.marketplaceSku ?? only!.sku, quantity: 1 })]);
  });

  test('a failed add shows a toast with a close button and the message above the add button', async ({ page }) => {
    const product = await productBySlug(page, SIZED_SLUG);
    const message = 'Sorry, we could not add this item. Please try again.';
    await page.route('**/_api/basket/addToCart', (route) => route.fulfill({ status: 500, json: { error: 'SERVER_ERROR', message } }));
    const card = await searchCard(page, product);
    await card.getByRole('button', { name: 'Add' }).click();

    const dialog = page.getByRole('dialog', { name: product.name });
    const add = dialog.getByRole('button', { name: 'Add to bag' });
    await add.click();

    const toast = dialog.getByRole('alert');
    await expect(toast.getByText(message, { exact: true })).toBeVisible();
    // Twice: in the toast and above the add button, which it describes.
    await expect(dialog.getByText(message, { exact: true })).toHaveCount(2);
    await expect(add).toHaveAccessibleDescription(message);

    await toast.getByRole('button', { name: 'Close message' }).click();
    await expect(toast).toBeHidden();
    const inline = dialog.getByText(message, { exact: true });
    await expect(inline).toBeVisible();
    const inlineBox = (await inline.boundingBox())!;
    const addBox = (await add.boundingBox())!;
    expect(inlineBox.y + inlineBox.height).toBeLessThanOrEqual(addBox.y);
    await expect(add).toHaveAccessibleDescription(message);
    await expect(add).toBeEnabled();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('link', { name: /^Bag, 0 items/ })).toBeAttached();
  });

  test('a failed single-variant add leaves a toast on the page and nothing in the bag', async ({ page }) => {
    const product = await productBySlug(page, SINGLE_VARIANT_SLUG);
    const message = 'Sorry, this item is out of stock.';
    await page.route('**/_api/basket/addToCart', (route) => route.fulfill({ status: 409, json: { error: 'OUT_OF_STOCK', message } }));
    const card = await searchCard(page, product);
    await card.getByRole('button', { name: 'Add' }).click();

    const toast = page.getByRole('alert').filter({ hasText: message });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await toast.getByRole('button', { name: 'Close message' }).click();
    await expect(toast).toBeHidden();
    await expect(card.getByRole('button', { name: 'Add' })).toBeVisible();
    const basket = (await (await page.request.get('/_api/basket')).json()) as { lines: unknown[] };
    expect(basket.lines).toEqual([]);
  });
});

test('a panel that cannot be loaded is said so, and the next press loads it', { tag: '@local' }, async ({ page }) => {
  const product = await productBySlug(page, SIZED_SLUG);
  const card = await searchCard(page, product);
  // The basket remote cannot be reached at the first press (a moment's network loss).
  const basketRemote = 'http://localhost:3005/**';
  await page.route(basketRemote, (route) => route.abort('connectionrefused'));
  await card.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Quick add is unavailable right now. Please try again, or open the product page.' })).toBeVisible();
  await page.unroute(basketRemote);
  await card.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog', { name: product.name }).getByRole('button', { name: 'Add to bag' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Quick add is unavailable' })).toHaveCount(0);
});
