// The bag and wishlist pages (issue 19) over the composed site: a guest adds
// two products, changes a quantity, removes one and undoes it, and the bag
// survives a reload; the mini bag's preview; the order review; two pages
// changing one bag lose nothing; a guest bag merges on sign-in; the wishlist
// page shows an item saved on the product page and adds it to the bag; a bag
// line moves to the wishlist. Journeys that share a seeded customer each take
// their own products (support/journeys.ts).
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import type { Cart, Product, ProductPageData, Variant } from '@storefront/shared-contracts';
import { defaultColour, findProducts, inStockSizes, isPlainMultiColourProduct } from './support/catalogue';
import { journeySlot } from './support/journeys';
import { scrollToChoices } from './support/productPage';
import { customers, removeFromWishlist, savedEntries, signInThroughApi } from './support/session';
import { withoutScripts } from './support/serverDrawing';
import { bagPreviewButton, bringMiniBagIn } from './support/header';

/** Products these journeys take: apart from those of the wishlist and product page journeys. */
const FROM = 200;

async function productsFor(request: APIRequestContext, testInfo: TestInfo, slot: number, count: number): Promise<Product[]> {
  const n = journeySlot(testInfo, slot) * count;
  const found = await findProducts(request, (page: ProductPageData) => isPlainMultiColourProduct(page), n + count * 3, { from: FROM, limit: 2000 });
  // Products of one name (a colour each) would read alike on the page: take names that differ.
  const chosen: Product[] = [];
  for (const { product } of found.slice(n)) {
    if (!chosen.some((p) => p.name === product.name)) chosen.push(product);
    if (chosen.length === count) break;
  }
  return chosen;
}

/** The default colour's first size in stock: what the journey adds. */
function firstSize(product: Product): Variant {
  return inStockSizes(product, defaultColour(product))[0]!;
}

/** Adds through the api, as another tab of the same shopper would (the context's cookies). */
async function addThroughApi(request: APIRequestContext, variants: Variant[]): Promise<Cart> {
  const data = JSON.stringify(variants.map((v) => ({ sku: v.marketplaceSku ?? v.sku, quantity: 1 })));
  const response = await request.post('/_api/basket/addToCart', { form: { data } });
  expect(response.ok(), 'adding to the bag').toBe(true);
  return (await response.json()) as Cart;
}

async function bagOf(request: APIRequestContext): Promise<Cart> {
  return (await (await request.get('/_api/basket')).json()) as Cart;
}

/** Starts a journey on a shared customer from a known state: no line of this variant in the bag (a retry's add included). */
async function removeFromBag(request: APIRequestContext, variant: Variant): Promise<void> {
  // Other journeys change the same bag: a stale version is read again.
  await expect(async () => {
    const bag = await bagOf(request);
    const line = bag.lines.find((l) => l.sku === (variant.marketplaceSku ?? variant.sku));
    if (!line) return;
    const response = await request.delete(`/_api/basket/lines/${line.id}`, { headers: { 'if-match': `"${bag.version}"` } });
    expect(response.ok(), `clearing the bag line: ${response.status()}`).toBe(true);
    expect((await bagOf(request)).lines.some((l) => l.id === line.id)).toBe(false);
  }).toPass({ timeout: 10_000 });
}

/** Adds on the product page: the default colour, its first size in stock. */
async function addOnProductPage(page: Page, product: Product) {
  await page.goto(`/product/${product.slug}`);
  await scrollToChoices(page);
  await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: firstSize(product).attributes.size, exact: true }).click();
  await page.getByRole('button', { name: /add to bag/i }).click();
}

const lines = (page: Page) => page.getByRole('list', { name: 'Items in your bag' });
/** A product's line: by its name and its link, as products of one name (a colour each) may share a bag. */
const lineOf = (page: Page, product: Product) =>
  lines(page).getByRole('listitem', { name: product.name, exact: true }).filter({ has: page.locator(`a[href^="/product/${product.slug}?"]`) });
const quantityOf = (page: Page, product: Product) => lineOf(page, product).getByRole('group', { name: 'Quantity' });

test.describe('the bag page', () => {
  test('a guest adds two products, changes a quantity, removes one and undoes it, and the bag survives a reload @mobile', { tag: '@smoke' }, async ({ page }, testInfo) => {
    const [first, second] = await productsFor(page.request, testInfo, 0, 2);
    await addOnProductPage(page, first!);
    await expect(page.getByRole('link', { name: /^Bag, 1 item/ })).toBeVisible();
    await addOnProductPage(page, second!);
    await expect(page.getByRole('link', { name: /^Bag, 2 items/ })).toBeVisible();

    await page.goto('/basket');
    await expect(page.getByRole('heading', { level: 1, name: 'Your bag (2 items)' })).toBeVisible();
    await expect(lineOf(page, first!)).toContainText(`Size: ${firstSize(first!).attributes.size}`);
    await expect(lineOf(page, first!).getByRole('link', { name: first!.name })).toHaveAttribute('href', new RegExp(`/product/${first!.slug}\\?colour=`));

    await quantityOf(page, first!).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantityOf(page, first!)).toContainText('2');
    await expect(page.getByRole('heading', { level: 1, name: 'Your bag (3 items)' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Bag, 3 items/ })).toBeVisible();

    await lineOf(page, second!).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${second!.name} was removed from your bag.`)).toBeVisible();
    await expect(lineOf(page, second!)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Bag, 2 items/ })).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(lineOf(page, second!)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your bag (3 items)' })).toBeVisible();
    await expect(quantityOf(page, first!)).toContainText('2');
    await expect(quantityOf(page, second!)).toContainText('1');
    const bag = await bagOf(page.request);
    expect(bag.lines.map((line) => [line.name, line.quantity])).toEqual([
      [first!.name, 2],
      [second!.name, 1],
    ]);

    // Recently viewed comes below the bag once the shopper moves on the page.
    await page.mouse.move(100, 300);
    await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('heading', { name: second!.name })).toBeVisible();
  });

  test('the mini bag previews the last lines and VIEW BAG opens the bag; CHECKOUT reviews the order @mobile', async ({ page }, testInfo) => {
    const [first, second] = await productsFor(page.request, testInfo, 1, 2);
    await page.goto('/');
    await addThroughApi(page.request, [firstSize(first!), firstSize(second!)]);
    await page.reload();

    await bringMiniBagIn(page);
    await page.getByRole('button', { name: 'Show bag preview' }).click();
    const preview = page.getByRole('region', { name: 'Bag preview' });
    await expect(preview.getByRole('link')).toHaveText([second!.name, first!.name, 'View bag']);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show bag preview' })).toBeFocused();

    await page.getByRole('button', { name: 'Show bag preview' }).click();
    await preview.getByRole('link', { name: 'View bag' }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your bag (2 items)' })).toBeVisible();

    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
    await expect(page.getByText(/Payment is not part of this storefront/)).toBeVisible();
    const review = page.getByRole('list', { name: 'Your items' });
    await expect(review.getByRole('listitem')).toHaveCount(2);
    await expect(review.getByRole('button')).toHaveCount(0);
  });

  test('the bag and checkout pages are drawn by the server: their lines show, with their links, even when the basket remote cannot load', { tag: '@local' }, async ({ page }, testInfo) => {
    const [product] = await productsFor(page.request, testInfo, 6, 1);
    await page.goto('/');
    await addThroughApi(page.request, [firstSize(product!)]);
    await page.route('http://localhost:3005/**', (route) => route.abort('connectionrefused'));
    await page.goto('/basket');

    await expect(page.getByRole('heading', { level: 1, name: 'Your bag (1 item)' })).toBeVisible();
    const line = page.getByRole('main').getByRole('listitem');
    await expect(line.getByRole('link', { name: product!.name })).toHaveAttribute('href', new RegExp(`/product/${product!.slug}\\?colour=`));
    await expect(line).toContainText(`Size: ${firstSize(product!).attributes.size}`);
    await expect.poll(() => line.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Nothing to change it with: those are the remote's.
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);

    // Review your order too: the line and its quantity, and still nothing to be ordered.
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
    await expect(page.getByText('Payment is not part of this storefront, so an order cannot be placed here. Nothing has been ordered or charged.')).toBeVisible();
    const review = page.getByRole('main').getByRole('listitem');
    await expect(review.getByRole('link', { name: product!.name })).toBeVisible();
    await expect(review).toContainText('Quantity: 1');
  });

  test('two pages change the same bag and neither change is lost', async ({ page, context }, testInfo) => {
    const [first, second] = await productsFor(page.request, testInfo, 2, 2);
    await page.goto('/');
    await addThroughApi(page.request, [firstSize(first!), firstSize(second!)]);
    const other = await context.newPage();
    await page.goto('/basket');
    await other.goto('/basket');
    await expect(quantityOf(other, first!)).toContainText('1');

    // This page raises the first line; the other one, still showing the bag before, removes the second.
    await quantityOf(page, first!).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantityOf(page, first!)).toContainText('2');
    await lineOf(other, second!).getByRole('button', { name: 'Remove' }).click();

    // Refused as stale, and shown the bag as it is now, with the first page's change.
    await expect(other.getByRole('alert')).toContainText('Your bag was changed in another window');
    await expect(quantityOf(other, first!)).toContainText('2');
    await expect(lineOf(other, second!)).toBeVisible();
    await lineOf(other, second!).getByRole('button', { name: 'Remove' }).click();
    await expect(lineOf(other, second!)).toHaveCount(0);

    const bag = await bagOf(page.request);
    expect(bag.lines.map((line) => [line.name, line.quantity])).toEqual([[first!.name, 2]]);
    await other.close();
  });

  test('a customer who signs in with a guest bag sees the merged bag @mobile', async ({ page, playwright, baseURL }, testInfo) => {
    const [saved, guestItem] = await productsFor(page.request, testInfo, 3, 2);
    // The customer's bag already holds one product (added on another device).
    const device = await playwright.request.newContext({ baseURL: baseURL! });
    await signInThroughApi(device, customers.test);
    await removeFromBag(device, firstSize(saved!));
    await removeFromBag(device, firstSize(guestItem!));
    const before = await addThroughApi(device, [firstSize(saved!)]);
    const customerHad = before.lines.find((line) => line.name === saved!.name)!.quantity;

    await page.goto('/');
    await addThroughApi(page.request, [firstSize(guestItem!)]);
    await signInThroughApi(page.request, customers.test);
    await page.goto('/basket');

    await expect(lineOf(page, saved!)).toBeVisible();
    await expect(quantityOf(page, saved!)).toContainText(String(customerHad));
    await expect(lineOf(page, guestItem!)).toBeVisible();
    const bag = await bagOf(device);
    expect(bag.lines.map((line) => line.name)).toEqual(expect.arrayContaining([saved!.name, guestItem!.name]));
    await expect(page.getByRole('link', { name: new RegExp(`^Bag, ${bag.itemCount} items`) })).toBeVisible();
    await device.dispose();
  });
});

test.describe('the wishlist page', () => {
  test('shows an item saved on the product page and adds it to the bag @mobile', async ({ page }, testInfo) => {
    const [product] = await productsFor(page.request, testInfo, 4, 1);
    const colour = defaultColour(product!);
    await signInThroughApi(page.request, customers.premier);
    await removeFromWishlist(page.request, { productKey: product!.key, colourSelected: colour });
    await removeFromBag(page.request, firstSize(product!));

    await page.goto(`/product/${product!.slug}`);
    await scrollToChoices(page);
    const details = page.getByRole('region', { name: 'Product details' });
    await details.getByRole('button', { name: 'Save to wishlist' }).click();
    await expect(details.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();

    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: /^Wishlist/ })).toBeVisible();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product!.name, exact: true }) });
    await expect(item.getByRole('link', { name: product!.name, exact: true }).first()).toHaveAttribute('href', new RegExp(`/product/${product!.slug}`));
    await item.getByRole('combobox', { name: 'Size' }).selectOption({ label: firstSize(product!).attributes.size });
    await item.getByRole('button', { name: 'Add to bag' }).click();
    const added = page.getByRole('dialog', { name: 'Added to bag' });
    await expect(added.getByRole('listitem').filter({ hasText: product!.name })).toBeVisible();
    await added.getByRole('button', { name: 'Continue shopping' }).click();
    await expect(item.getByRole('button', { name: /^(Added|Add to bag)$/ })).toBeVisible();
    const size = firstSize(product!);
    await expect.poll(async () => (await bagOf(page.request)).lines.some((line) => line.sku === (size.marketplaceSku ?? size.sku))).toBe(true);

    await item.getByRole('button', { name: `Remove ${product!.name}` }).click();
    await expect(page.getByText(`${product!.name} was removed from your wishlist.`)).toBeVisible();
    await expect.poll(() => savedEntries(page.request, product!.key, colour)).toHaveLength(0);
  });

  test('a bag line moves to the wishlist', async ({ page }, testInfo) => {
    const [product] = await productsFor(page.request, testInfo, 5, 1);
    const variant = firstSize(product!);
    await signInThroughApi(page.request, customers.premier);
    await removeFromWishlist(page.request, { productKey: product!.key, colourSelected: variant.attributes.colour });
    await removeFromBag(page.request, variant);
    await addThroughApi(page.request, [variant]);

    await page.goto('/basket');
    const move = lineOf(page, product!).getByRole('button', { name: 'Move to wishlist' });
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes('/moveToWishlist') && r.request().method() === 'POST'), move.click()]);
      if (answer.status() !== 409 || ((await answer.json()) as { error?: string }).error !== 'STALE_CART') break;
      // Journeys running beside this one change the same seeded customer's bag: the page
      // says so and shows the bag as it is now, and the shopper tries again, as it asks.
      await expect(page.getByRole('alert')).toContainText('Your bag was changed in another window, so we have updated it here. Please check it and try again.');
    }
    await expect(page.getByText(`${product!.name} was moved to your wishlist.`)).toBeVisible();
    await expect(lineOf(page, product!)).toHaveCount(0);
    await expect.poll(() => savedEntries(page.request, product!.key, variant.attributes.colour)).toEqual([
      expect.objectContaining({ lineItemSku: variant.sku, sizeSelected: true }),
    ]);

    await page.goto('/wishlist');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product!.name, exact: true }) });
    await expect(item.getByRole('combobox', { name: 'Size' })).toHaveValue(variant.sku);
    await removeFromWishlist(page.request, { productKey: product!.key, colourSelected: variant.attributes.colour });
  });

  test('a guest is asked to sign in', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByText('Sign in to see the items you have saved.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });
});

test('a shopper who tabs to the bag link before the mini bag has come in keeps the focus on it', { tag: '@local' }, async ({ page }) => {
  // The basket remote held back, as on a slow network: the first key press asks for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('http://localhost:3005/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const bag = page.getByRole('banner').getByRole('link', { name: /^Bag, \d+ items?$/ });
  await expect(bag).toBeVisible();
  for (let presses = 0; presses < 10 && !(await bag.evaluate((link) => link === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(bag).toBeFocused();

  release();
  await expect(bagPreviewButton(page)).toBeVisible();
  // The mini bag's own link now, focused as the server's was.
  await expect(page.locator('header a[href="/basket"]')).toHaveCount(1);
  await expect(bag).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bagPreviewButton(page)).toBeFocused();
});

test('a screen reader moving onto the bag link brings the mini bag in without a key or pointer event, and the focus stays on the bag', async ({ page }) => {
  await page.goto('/');
  const bag = page.getByRole('banner').getByRole('link', { name: /^Bag, \d+ items?$/ });
  await expect(bag).toBeVisible();
  // Browse mode moves the system focus onto the link; the page gets no key, pointer or scroll.
  await bag.evaluate((link: HTMLElement) => link.focus());
  await expect(bagPreviewButton(page)).toBeVisible();
  await expect(bag).toBeFocused();
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('nothing in the header moves when the mini bag takes over on the first interaction, in every fascia, and the bag keeps its name @phone', async ({ page, browser }) => {
    for (const fascia of ['burton', 'coast', 'wallis', 'oasis', 'dorothyperkins']) {
      const path = `/basket?fascia=${fascia}`;
      // The server's drawing, before any script: its bag link says the bag and its count.
      const { drawn, name, bag } = await withoutScripts(browser, page, async (first) => {
        await first.goto(path);
        const banner = first.getByRole('banner');
        const link = banner.getByRole('link', { name: /\d/ });
        return { drawn: (await banner.boundingBox())!.height, name: (await link.getAttribute('aria-label'))!, bag: (await link.boundingBox())! };
      });

      await page.goto(path);
      await bringMiniBagIn(page);
      const miniBag = page.getByRole('banner').getByRole('link', { name });
      await expect(miniBag).toHaveCount(1);
      // "Varukorg" beside the icon made the mini bag wider than its room: the links broke onto a second row and the page moved down 29 px.
      expect((await page.getByRole('banner').boundingBox())!.height, fascia).toBe(drawn);
      expect(await miniBag.boundingBox(), fascia).toEqual(bag);
    }
  });
});
