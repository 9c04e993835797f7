// Recently viewed (spec 1 §2, §3, §5, §7, §9): the products a shopper viewed
// on this device, newest first, no duplicates, shown on the product page
// (without the product being viewed) and under the search form.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Product } from '@storefront/shared-contracts';
import { findProducts, isPlainMultiColourProduct } from './support/catalogue';
import { startListing } from './support/listingPage';

/** Three products with different names, so the carousel's order can be read from its cards. */
async function threeProducts(page: Page): Promise<Product[]> {
  const seen = new Set<string>();
  const found = await findProducts(
    page.request,
    ({ product }) => {
      if (!isPlainMultiColourProduct({ product } as never) || seen.has(product.name)) return false;
      seen.add(product.name);
      return true;
    },
    3,
    { from: 60 },
  );
  return found.map((p) => p.product);
}

const STORAGE_KEY = 'storefront:recently-viewed';

/**
 * Views a product page and reads it to the end, where the carousel is (it
 * loads when seen), until the device has noted the product.
 */
async function view(page: Page, product: Product) {
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.mouse.wheel(0, 6000);
  await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[], STORAGE_KEY)).toContain(product.key);
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Recently viewed' });
const namesIn = (region: Locator) => region.getByRole('article').getByRole('heading');

test.describe('recently viewed', () => {
  test('after three product pages, the carousel lists them newest first, without the product being viewed @mobile', async ({ page }) => {
    const [first, second, third] = await threeProducts(page);
    await view(page, first!);
    await view(page, second!);
    await view(page, third!);

    // On the third product's page: the two before it, newest first.
    await expect(namesIn(carousel(page))).toHaveText([second!.name, first!.name]);

    // Under the search form: all three, newest first.
    await page.goto('/search?q=shirt');
    await startListing(page);
    const onSearch = carousel(page);
    await expect(namesIn(onSearch)).toHaveText([third!.name, second!.name, first!.name]);
    // It sits under the search form.
    const form = (await page.getByRole('search', { name: 'Search products' }).boundingBox())!;
    expect((await onSearch.boundingBox())!.y).toBeGreaterThanOrEqual(form.y + form.height);
  });

  test('viewing a product again moves it first without a duplicate', async ({ page }) => {
    const [first, second, third] = await threeProducts(page);
    for (const product of [first!, second!, third!, first!]) await view(page, product);

    await expect(namesIn(carousel(page))).toHaveText([third!.name, second!.name]);

    await page.goto('/search?q=shirt');
    await startListing(page);
    await expect(namesIn(carousel(page))).toHaveText([first!.name, third!.name, second!.name]);
  });
});
