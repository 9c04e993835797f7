// The wishlist heart (spec 2 §4, §6, §7, §8; spec 3 §4, §7, §8) on the product
// page and on search result cards: a guest is asked to sign in and the item
// is saved once afterwards; a signed-in customer saves and removes; a server
// error puts the heart back. Journeys running at once each take their own
// product (support/journeys.ts) and start from an unsaved item.
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { Product, ProductPageData, WishlistItem } from '@storefront/shared-contracts';
import { defaultColour, findProducts, isPlainMultiColourProduct } from './support/catalogue';
import { journeySlot } from './support/journeys';
import { scrollToChoices } from './support/productPage';
import { customers, removeFromWishlist, savedEntries, signInThroughApi, type Customer } from './support/session';
import { startListing } from './support/listingPage';

const ADD = '/_api/wishlist/add';
/** The card journeys look among the results of this query; the product page journeys take other products. */
const CARD_QUERY = 'jeans';
const RESULTS_PER_PAGE = 24;

/** A product page journey's own product (never one the card journeys can pick). */
async function productFor(request: APIRequestContext, testInfo: TestInfo, slot: number): Promise<Product> {
  const n = journeySlot(testInfo, slot);
  const found = await findProducts(request, (page: ProductPageData) => isPlainMultiColourProduct(page) && !/jeans/i.test(page.product.name), n + 1, { from: 20 });
  return found[n]!.product;
}

/** The item the product page's heart saves before a size is chosen: the default colour. */
function openingItem(product: Product): Pick<WishlistItem, 'productKey' | 'colourSelected'> {
  return { productKey: product.key, colourSelected: defaultColour(product) };
}

/** Counts the adds the page sends. */
function countAdds(page: Page): () => number {
  let adds = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === ADD) adds += 1;
  });
  return () => adds;
}

/** A separate signed-in context of `customer` to prepare and check the wishlist with. */
async function customerApi(playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } }, baseURL: string, customer: Customer) {
  const api = await playwright.request.newContext({ baseURL });
  await signInThroughApi(api, customer);
  return api;
}

async function signInThroughModal(page: Page, customer: Customer) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sign in to save items to your wishlist.')).toBeVisible();
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.getByLabel('Password').fill(customer.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

/** The heart of a card, or of the product page (in its details: the carousels' cards below have theirs). */
const heartOf = (scope: Page | Locator) =>
  ('goto' in scope ? scope.getByRole('region', { name: 'Product details' }) : scope).getByRole('button', { name: /^(Save to|Remove from) wishlist$/ });

/** The card the journey takes among the search results, and the item its heart saves. */
async function cardFor(page: Page, testInfo: TestInfo, slot: number) {
  const n = journeySlot(testInfo, slot);
  expect(n, 'the card is on the first page of results').toBeLessThan(RESULTS_PER_PAGE);
  await page.goto(`/search?q=${CARD_QUERY}`);
  await startListing(page);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article').nth(n);
  const name = (await card.getByRole('heading').textContent())!;
  const href = new URL((await card.getByRole('link', { name, exact: true }).getAttribute('href'))!, page.url());
  const slug = href.pathname.replace('/product/', '');
  const { product } = (await (await page.request.get(`/_api/product/${slug}`)).json()) as ProductPageData;
  return { card, item: { productKey: product.key, colourSelected: href.searchParams.get('colour')! } };
}

test.describe('wishlist on the product page', () => {
  test('a guest is asked to sign in, then the item is saved once @mobile', async ({ page, playwright, baseURL }, testInfo) => {
    const product = await productFor(page.request, testInfo, 0);
    const item = openingItem(product);
    const api = await customerApi(playwright, baseURL!, customers.test);
    await removeFromWishlist(api, item);
    const adds = countAdds(page);

    await page.goto(`/product/${product.slug}`);
    await scrollToChoices(page);
    const heart = heartOf(page);
    await expect(heart).toHaveAccessibleName('Save to wishlist');
    await heart.click();
    expect(adds(), 'a guest sends nothing').toBe(0);

    await signInThroughModal(page, customers.test);
    await expect(heart).toHaveAccessibleName('Remove from wishlist');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => savedEntries(api, item.productKey, item.colourSelected)).toHaveLength(1);
    const saved = (await (await page.request.get(`/_api/wishlist/savedItem?${new URLSearchParams(item).toString()}`)).json()) as { wishlistItem: WishlistItem | null };
    expect(saved.wishlistItem).toMatchObject(item);

    // Signed in now: the page reads the saved state, and nothing was sent twice.
    await page.reload();
    await scrollToChoices(page);
    await expect(heartOf(page)).toHaveAttribute('aria-pressed', 'true');
    expect(adds()).toBe(1);
    await api.dispose();
  });

  test('a signed-in customer saves and removes the item', async ({ page }, testInfo) => {
    const product = await productFor(page.request, testInfo, 1);
    const item = openingItem(product);
    await signInThroughApi(page.request, customers.premier);
    await removeFromWishlist(page.request, item);

    await page.goto(`/product/${product.slug}`);
    const heart = heartOf(page);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => savedEntries(page.request, item.productKey, item.colourSelected)).toHaveLength(1);
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName('Save to wishlist');
    await expect.poll(() => savedEntries(page.request, item.productKey, item.colourSelected)).toHaveLength(0);
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('a server error puts the heart back', async ({ page }, testInfo) => {
    const product = await productFor(page.request, testInfo, 2);
    const item = openingItem(product);
    await signInThroughApi(page.request, customers.premier);
    await removeFromWishlist(page.request, item);
    // The answer waits until the optimistic heart has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${ADD}`, async (route) => {
      await released;
      await route.fulfill({ status: 500, json: { error: 'SERVER_ERROR' } });
    });

    await page.goto(`/product/${product.slug}`);
    const heart = heartOf(page);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    release();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName('Save to wishlist');
    // The product page says so beside the heart (spec 2 §8).
    await expect(heart).toHaveAccessibleDescription("Sorry, we couldn't save this item to your wishlist. Please try again.");
    expect(await savedEntries(page.request, item.productKey, item.colourSelected)).toHaveLength(0);
  });
});

test.describe('wishlist on a search result card', () => {
  test('a guest is asked to sign in, then the item is saved once @mobile', async ({ page, playwright, baseURL }, testInfo) => {
    const { card, item } = await cardFor(page, testInfo, 0);
    const api = await customerApi(playwright, baseURL!, customers.test);
    await removeFromWishlist(api, item);
    const adds = countAdds(page);

    const heart = heartOf(card);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();

    // A wrong password: said in the banner, nothing saved, the modal stays.
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill(customers.test.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your email or password is incorrect.');
    expect(adds()).toBe(0);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await signInThroughModal(page, customers.test);

    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('Remove from wishlist');
    await expect.poll(() => savedEntries(api, item.productKey, item.colourSelected)).toHaveLength(1);
    await page.reload();
    await expect(heartOf(card)).toHaveAttribute('aria-pressed', 'true');
    expect(adds()).toBe(1);
    await api.dispose();
  });

  test('a signed-in customer saves and removes; an answer of success false puts the heart back', async ({ page }, testInfo) => {
    await signInThroughApi(page.request, customers.premier);
    const { card, item } = await cardFor(page, testInfo, 1);
    await removeFromWishlist(page.request, item);
    await page.reload();

    const heart = heartOf(card);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => savedEntries(page.request, item.productKey, item.colourSelected)).toHaveLength(1);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => savedEntries(page.request, item.productKey, item.colourSelected)).toHaveLength(0);

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${ADD}`, async (route) => {
      await released;
      await route.fulfill({ status: 200, json: { success: false } });
    });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    release();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // On a card the failure is only logged (spec 3 §8).
    await expect(card.getByRole('alert')).toHaveText('');
    await expect(heart).toHaveAccessibleDescription('');
    expect(await savedEntries(page.request, item.productKey, item.colourSelected)).toHaveLength(0);
  });
});

test.describe('in another language', () => {
  test("the sign-in dialog says a wrong password in the fascia's language, as the api words it", async ({ page }) => {
    await page.goto('/product/midi-wrap-dress-navy-10001?fascia=wallis');
    await scrollToChoices(page);
    await page.getByRole('button', { name: 'Bewaren op verlanglijst' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inloggen' });
    await dialog.getByLabel('E-mail').fill('test.customer@example.com');
    await dialog.getByLabel('Wachtwoord').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Inloggen' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Je e-mailadres of wachtwoord is onjuist.');
  });
});
