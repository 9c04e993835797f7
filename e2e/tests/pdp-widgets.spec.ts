// The product page widgets of issue 17 over the composed site: reviews (read,
// show more, sort, a chip, a photo), the payment promo block, and the
// added-to-bag panel after the main button (a drawer on desktop, a sheet on
// a phone) and after a quick add.
import { expect, test, type Page } from '@playwright/test';
import type { Product, ProductPageData } from '@storefront/shared-contracts';
import { defaultColour, findProducts, inStockSizes, isPlainMultiColourProduct } from './support/catalogue';
import { journeySlot } from './support/journeys';
import { scrollToChoices, scrollToSlot } from './support/productPage';

/** The showcase product with a few hundred reviews, photos and chips (api/README.md). */
const SHOWCASE = '/product/midi-wrap-dress-navy-10001';

/** Scrolls to the reviews slot (it loads when near) and answers the reviews block. */
async function reviewsBlock(page: Page) {
  await scrollToSlot(page, 'sf-slot-reviews');
  const block = page.locator('section#reviews');
  await expect(block.getByRole('heading', { level: 2 })).toBeVisible();
  return block;
}

test.describe('reviews', () => {
  test('a shopper reads reviews, shows more, sorts, filters by a chip and opens a photo @mobile', async ({ page }) => {
    await page.goto(SHOWCASE);
    const block = await reviewsBlock(page);
    const showing = block.getByText(/^Showing 1-\d+ of \d+ reviews$/);
    await expect(showing).toHaveText(/^Showing 1-5 of \d+ reviews$/);
    const total = Number(/of (\d+) reviews/.exec((await showing.textContent())!)![1]);
    expect(total).toBeGreaterThan(30);
    await expect(block.getByRole('article')).toHaveCount(5);

    await block.getByRole('button', { name: 'Show 5 more' }).click();
    await expect(showing).toHaveText(`Showing 1-10 of ${total} reviews`);
    await expect(block.getByRole('article')).toHaveCount(10);

    // A new order starts again from the first page.
    await block.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Rating: Low-High' });
    await expect(showing).toHaveText(`Showing 1-5 of ${total} reviews`);

    // A chip filters the list; pressing it again clears it.
    const chips = block.getByRole('group', { name: 'Reviews That Mention' });
    const chip = chips.getByRole('button').first();
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(showing).not.toHaveText(`Showing 1-5 of ${total} reviews`);
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(showing).toHaveText(`Showing 1-5 of ${total} reviews`);

    // A customer photo opens the photo dialog, which Escape closes.
    await block.getByRole('button', { name: /^Customer photo 1 of \d+$/ }).click();
    const photos = page.getByRole('dialog', { name: 'Customer photos' });
    await expect(photos).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(photos).toBeHidden();
  });
});

test.describe('style together', () => {
  test('a bundle asks for a missing size, then adds every selected line in one request @mobile', async ({ page }) => {
    await page.goto('/product/tailored-suit-jacket-navy-10016');
    await scrollToSlot(page, 'sf-slot-bundles');
    const bundle = page.locator('.sf-slot-bundles');
    const add = bundle.getByRole('button', { name: 'Add selected to bag' });
    await expect(add).toBeVisible();
    const bagBefore = ((await (await page.request.get('/_api/basket')).json()) as { itemCount: number }).itemCount;

    // Selected pieces without a size stop the add and say so.
    const adds: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/_api/basket/addToCart') && adds.push(r.postData() ?? ''));
    await add.click();
    await expect(bundle.getByText('Please select a size').first()).toBeVisible();
    expect(adds).toEqual([]);

    // Each selected piece gets its first size in stock.
    const pieces = bundle.getByRole('checkbox', { name: 'Select' });
    const sizes = bundle.getByRole('combobox', { name: 'Size' });
    let selected = 0;
    for (let i = 0; i < (await pieces.count()); i++) {
      if (!(await pieces.nth(i).isChecked())) continue;
      selected += 1;
      const size = sizes.nth(i);
      if ((await size.inputValue()) !== '') continue;
      const first = await size.locator('option:not([disabled]):not([value=""])').first().getAttribute('value');
      await size.selectOption(first!);
    }
    expect(selected).toBeGreaterThan(1);
    await add.click();
    await expect(page.getByRole('dialog', { name: 'Added to bag' })).toBeVisible();
    expect(adds).toHaveLength(1);
    expect(JSON.parse(new URLSearchParams(adds[0]).get('data')!)).toHaveLength(selected);
    await expect.poll(async () => ((await (await page.request.get('/_api/basket')).json()) as { itemCount: number }).itemCount).toBe(bagBefore + selected);
  });
});

test.describe('recommendations', () => {
  test('similar and sponsored products appear as product cards; visually similar opens its dialog @mobile', async ({ page }) => {
    await page.goto(SHOWCASE);
    await scrollToSlot(page, 'sf-slot-recommendations');
    const similar = page.getByRole('region', { name: 'Similar products' });
    await expect(similar.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sponsored products' }).getByRole('article').first()).toBeAttached();

    await scrollToSlot(page, 'sf-slot-visually-similar');
    await page.getByRole('button', { name: 'Find visually similar' }).click();
    const dialog = page.getByRole('dialog', { name: /^(Visually similar|You might also like)$/ });
    await expect(dialog.getByRole('article').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an engine slower than 2 s leaves the carousels out and the page working', { tag: '@local' }, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'recs_latency_ms', value: '3000', url: baseURL! }]);
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto(SHOWCASE);
    await scrollToSlot(page, 'sf-slot-recommendations');
    // Given up at 2 s, and said so in the console.
    await expect.poll(() => logged.filter((text) => /recommendation timeout/.test(text)).length).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('region', { name: 'Similar products' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Sponsored products' })).toHaveCount(0);
    await scrollToSlot(page, 'sf-slot-reviews');
    await expect(page.locator('section#reviews').getByRole('heading', { level: 2 })).toBeVisible();
  });
});

test.describe('payment promo', () => {
  test('shows the ways to pay under the buttons', async ({ page }) => {
    await page.goto(SHOWCASE);
    await scrollToSlot(page, 'sf-slot-payment-promo');
    const promo = page.getByRole('region', { name: 'Ways to pay' });
    await expect(promo.getByRole('list', { name: 'Payment providers' }).getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('added-to-bag panel', () => {
  async function productFor(page: Page, slot: number): Promise<Product> {
    const n = journeySlot(test.info(), slot);
    const found = await findProducts(page.request, (p: ProductPageData) => isPlainMultiColourProduct(p), n + 1, { from: 400, limit: 2000 });
    return found[n]!.product;
  }

  test('opens after the main button: a right drawer on desktop, a bottom sheet on a phone, with VIEW BAG @mobile', async ({ page, isMobile }) => {
    const product = await productFor(page, 0);
    const variant = inStockSizes(product, defaultColour(product))[0]!;
    await page.goto(`/product/${product.slug}`);
    await scrollToChoices(page);
    await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: variant.attributes.size, exact: true }).click();
    await page.getByRole('button', { name: /add to bag/i }).click();

    const panel = page.getByRole('dialog', { name: 'Added to bag' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: product.name })).toBeVisible();
    const box = (await panel.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (isMobile) {
      expect(Math.round(box.width)).toBe(viewport.width);
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
    } else {
      expect(box.width).toBeLessThanOrEqual(500);
      expect(Math.round(box.x + box.width)).toBe(viewport.width);
    }

    await panel.getByRole('link', { name: 'View bag' }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByRole('list', { name: 'Items in your bag' }).getByRole('listitem', { name: product.name })).toBeVisible();
  });

  test('opens after a quick add has closed, and CONTINUE SHOPPING closes it', async ({ page }) => {
    const product = await productFor(page, 1);
    await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
    const card = page
      .getByRole('list', { name: 'Products' })
      .getByRole('article', { name: product.name, exact: true })
      .filter({ has: page.locator(`a[href^="/product/${product.slug}?"]`) });
    await card.getByRole('button', { name: 'Add' }).click();
    const quickAdd = page.getByRole('dialog', { name: product.name });
    // Quick add opens with the colour's first size in stock chosen.
    await quickAdd.getByRole('button', { name: 'Add to bag' }).click();
    await expect(quickAdd.getByRole('button', { name: 'Added' })).toBeVisible();

    // The panel waits for quick add to close, then shows the added line.
    const panel = page.getByRole('dialog', { name: 'Added to bag' });
    await expect(quickAdd).toBeHidden();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: product.name })).toBeVisible();
    await panel.getByRole('button', { name: 'Continue shopping' }).click();
    await expect(panel).toBeHidden();
  });

  test('opens after a quick add from a similar-products card on the product page @mobile', async ({ page }) => {
    await page.goto(SHOWCASE);
    await scrollToSlot(page, 'sf-slot-recommendations');
    const card = page.getByRole('region', { name: 'Similar products' }).getByRole('article').first();
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('button', { name: 'Add' }).click();
    const quickAdd = page.getByRole('dialog', { name });
    // The engine offers colours in stock: quick add opens with a size chosen and can add it.
    await quickAdd.getByRole('button', { name: 'Add to bag' }).click();
    await expect(quickAdd).toBeHidden();
    const panel = page.getByRole('dialog', { name: 'Added to bag' });
    await expect(panel.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    await panel.getByRole('link', { name: 'View bag' }).click();
    await expect(page.getByRole('list', { name: 'Items in your bag' }).getByRole('listitem', { name })).toBeVisible();
  });
});
