// Listing search over the composed site: the listing remote, React
// InstantSearch and the real algoliasearch client against the api's search
// service, with the state in the address. Burton (en-GB, GBP), the fascia of
// localhost.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { startListing } from './support/listingPage';
import { networkQuiet, watchRequests } from './support/network';
import { withoutScripts } from './support/serverDrawing';
import { bringMiniBagIn } from './support/header';

function results(page: Page): Locator {
  return page.getByRole('list', { name: 'Products' });
}

/**
 * The results once the search service has answered the latest request: the
 * list is not busy. Reading cards before that reads the previous answer.
 */
async function settledResults(page: Page): Promise<Locator> {
  const list = results(page);
  await expect(list).toHaveAttribute('aria-busy', 'false');
  return list;
}

/**
 * The price each card on the page shows, in pounds: the first amount of its
 * text (brand, name and image badges carry none; a range starts with its low
 * end). All cards are read in one go: reading them one by one could meet a
 * list that changed in between and wait for a card that is gone.
 */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await (await settledResults(page)).getByRole('article').allInnerTexts();
  return texts.map((text) => Number(/£(\d+\.\d{2})/.exec(text)?.[1]));
}

const ascending = (prices: number[]) => prices.every((price, i) => Number.isFinite(price) && (i === 0 || price >= prices[i - 1]!));

test('the server draws the first results, and the listing keeps them in place when it mounts @mobile', async ({ browser, page }) => {
  const { serverNames, serverImage } = await withoutScripts(browser, page, async (before) => {
    await before.goto('/search?q=shirt');
    await expect(before.getByRole('heading', { level: 1, name: 'Search results for “shirt”' })).toBeVisible();
    const serverCards = results(before).getByRole('article');
    await expect(serverCards).toHaveCount(8);
    return { serverNames: await serverCards.getByRole('heading').allInnerTexts(), serverImage: await serverCards.first().getByRole('img').boundingBox() };
  });

  watchRequests(page);
  await page.goto('/search?q=shirt');
  if (page.viewportSize()!.width < 768) {
    // A phone shows the server's results until the shopper's first touch or scroll; only then is the listing fetched.
    await networkQuiet(page);
    await expect(results(page).getByRole('article')).toHaveCount(8);
    await expect(page.locator('[data-slot="listing/SearchPage"]')).toHaveAttribute('data-state', 'loading');
  }
  await startListing(page);
  const cards = (await settledResults(page)).getByRole('article');
  await expect(cards).toHaveCount(24);
  expect((await cards.getByRole('heading').allInnerTexts()).slice(0, 8)).toEqual(serverNames);
  const image = await cards.first().getByRole('img').boundingBox();
  expect(image && serverImage).toBeTruthy();
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(image![key] - serverImage![key])).toBeLessThan(1);
});

test('search, refine by two facets, sort by price, paginate; reload keeps the state and back restores the previous one', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/search');
  await expect(page).toHaveTitle('All products | Burton');
  const search = page.getByRole('search', { name: 'Search products' });
  await search.getByRole('searchbox', { name: 'Search products' }).fill('shirt');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “shirt”' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=shirt/);
  // The tab and the history entry name the new search.
  await expect(page).toHaveTitle('Search results for “shirt” | Burton');
  const firstCard = (await settledResults(page)).getByRole('article').first();
  await expect(firstCard).toBeVisible();
  // The card's heart is mfe-basket's, loaded at run time.
  await expect(firstCard.getByRole('button', { name: 'Save to wishlist' })).toBeVisible();

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: /^Blue \(\d+\)$/ }).check();
  await expect(page).toHaveURL(/[?&]colour=Blue/);
  await filters.getByRole('checkbox', { name: /^Burton \(\d+\)$/ }).check();
  await expect(page).toHaveURL(/[?&]brand=Burton/);
  await expect(filters.getByRole('checkbox', { name: /^Blue \(\d+\)$/ })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: /^Burton \(\d+\)$/ })).toBeChecked();

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  // Every card shows the price the sort orders by: the page reads in order.
  await expect.poll(async () => {
    const prices = await cardPrices(page);
    return prices.length > 1 && ascending(prices);
  }).toBe(true);
  const firstPage = await cardPrices(page);
  expect(firstPage.every((price) => Number.isFinite(price))).toBe(true);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => {
    const prices = await cardPrices(page);
    return prices.length > 0 && ascending(prices) && prices[0]! >= firstPage.at(-1)!;
  }).toBe(true);
  const secondPage = await cardPrices(page);

  await page.reload();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('shirt');
  await expect(filters.getByRole('checkbox', { name: /^Blue \(\d+\)$/ })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: /^Burton \(\d+\)$/ })).toBeChecked();
  await expect(sort).toHaveValue(/vi-sort-low-high$/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => cardPrices(page)).toEqual(secondPage);

  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(filters.getByRole('checkbox', { name: /^Blue \(\d+\)$/ })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: /^Burton \(\d+\)$/ })).toBeChecked();
  await expect.poll(() => cardPrices(page)).toEqual(firstPage);
});

// The category page's own journey (its other suites only look at it: axe, hydration, language).
test('a category page lists its products through the listing, and a card opens its product @mobile', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/categories/womens-dresses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await startListing(page);
  const card = (await settledResults(page)).getByRole('article').first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the header's search field has a row of its own, and searching from it shows the results @phone", async ({ page }) => {
    await page.goto('/');
    const field = page.getByRole('banner').getByRole('search').getByRole('searchbox', { name: 'Search' });
    // Beside the logo and the links it was a few letters wide.
    expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(280);
    await field.fill('cushion');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=cushion/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “cushion”' })).toBeVisible();
  });

  // Coast's French "Liste de souhaits" and the name Dorothy Perkins did not fit
  // beside each other: the links took a row of their own, pushing the page down.
  for (const [fascia, name, account, wishlist] of [
    ['burton', 'Burton', 'Account', 'Wishlist'],
    ['coast', 'Coast', 'Compte', 'Liste de souhaits'],
    ['dorothyperkins', 'Dorothy Perkins', 'Account', 'Wishlist'],
  ] as const) {
    test(`${fascia}: the logo, the wishlist and the bag share the header's first row, over the search field @phone`, async ({ page }) => {
      await page.goto(`/?fascia=${fascia}`);
      const header = page.getByRole('banner');
      // Measured once the mini bag has come in, on the first interaction (it replaces the server's bag link).
      await bringMiniBagIn(page);
      const logo = (await header.getByRole('link', { name, exact: true }).boundingBox())!;
      const links = header.getByRole('navigation', { name: account });
      const wishlistLink = links.getByRole('link', { name: wishlist });
      const bagLink = links.getByRole('link', { name: /^(Bag|Panier)/ });
      await expect(wishlistLink).toBeVisible();
      await expect(bagLink).toBeVisible();
      for (const link of [wishlistLink, bagLink]) {
        const box = (await link.boundingBox())!;
        expect(box.y).toBeLessThan(logo.y + logo.height);
        expect(box.x).toBeGreaterThanOrEqual(logo.x + logo.width);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
      const field = (await header.getByRole('searchbox').boundingBox())!;
      expect(field.y).toBeGreaterThanOrEqual(logo.y + logo.height);
      expect(field.y).toBeLessThan(110);
    });
  }
});

test('a query rule redirects the shopper to its page, the mobile one on a phone @mobile', async ({ page }) => {
  await page.goto('/search');
  await startListing(page);
  const search = page.getByRole('search', { name: 'Search products' });
  // The search service's "sale-redirect" rule (api/search-service/src/config.ts).
  await search.getByRole('searchbox', { name: 'Search products' }).fill('summer sale');
  await search.getByRole('button', { name: 'Search' }).click();
  const phone = page.viewportSize()!.width < 768;
  await expect(page).toHaveURL(phone ? /\/pages\/sale-mobile$/ : /\/pages\/sale$/);
  // The sale page itself, not the CMS 404 page.
  await expect(page).toHaveTitle(/^Sale \|/);
  await expect(page.getByRole('heading', { name: 'Now reduced' })).toBeVisible();
});

test('an address a query rule sends elsewhere redirects with no touch, even on a phone @mobile', async ({ page }) => {
  // No server-drawn results to wait behind: the listing loads at once and follows the rule.
  await page.goto('/search?q=summer+sale');
  const phone = page.viewportSize()!.width < 768;
  await expect(page).toHaveURL(phone ? /\/pages\/sale-mobile$/ : /\/pages\/sale$/);
  await expect(page).toHaveTitle(/^Sale \|/);
});

test('a search for "delivery" opens the delivery page, with the fascia\'s charges @mobile', async ({ page }) => {
  await page.goto('/search?q=delivery&fascia=wallis');
  await expect(page).toHaveURL(/\/pages\/informational\/delivery(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Wat bezorging kost' })).toBeVisible();
  // Wallis's standard charge and free threshold (shared-contracts fascias), as its bag applies them.
  await expect(page.getByText(/Standaardbezorging kost €\s4,95 en is gratis bij bestellingen vanaf €\s60,00\./)).toBeVisible();
});

test.describe('bad input in the address', () => {
  test('a query of 1,000 characters is searched as its first 512 and answered', async ({ page }) => {
    const query = 'x'.repeat(1000);
    await page.goto(`/search?q=${query}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Search results for “${'x'.repeat(512)}”`);
    await expect(page.getByRole('status').filter({ hasText: 'No results for' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not load' })).toHaveCount(0);
  });

  test('filters with unbalanced parentheses are not applied; the listing still answers', async ({ page }) => {
    await page.goto(`/search?q=shirt&filters=${encodeURIComponent('(brand:Burton OR (colourFacet:Blue')}`);
    await expect((await settledResults(page)).getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/^\d+ products$/)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not load' })).toHaveCount(0);

    // A brand from the path with parentheses is quoted into the filter, never parsed as grammar.
    await page.goto(`/categories/shirts/facet/collection/${encodeURIComponent('Burton (')}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No products match your selection' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not load' })).toHaveCount(0);
  });

  test('a negative page shows the first page', async ({ page }) => {
    await page.goto('/search?q=shirt&page=-3');
    await expect((await settledResults(page)).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(page).not.toHaveURL(/page=-3/);
  });

  test('markup in the query is shown as text, never executed', async ({ page }) => {
    const markup = '<img src=x onerror=window.__xss=1>';
    await page.goto(`/search?q=${encodeURIComponent(markup)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${markup}”`);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(markup);
    await expect(page.getByRole('status').filter({ hasText: `No results for “${markup}”` })).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});

test('the size facet reads in size chart order, with a query and without', async ({ page }) => {
  const sizesIn = async (facet: Locator) => (await facet.getByRole('listitem').allTextContents()).map((label) => label.replace(/\s*\(\d+\)\s*$/, '').trim());
  // Coast's "dress" once read 10, 12 .. 20, 6, 8 (sizes sorted as text).
  await page.goto('/search?q=dress&fascia=coast');
  const dressSizes = page.getByRole('complementary', { name: 'Filtres' }).getByRole('region', { name: 'Taille' });
  await expect(dressSizes.getByRole('checkbox').first()).toBeVisible();
  const numbers = await sizesIn(dressSizes);
  expect(numbers).toContain('6');
  expect(numbers).toContain('20');
  expect(numbers).toEqual([...numbers].sort((a, b) => Number(a) - Number(b)));

  // Every product: lettered sizes in their order, numbers ascending with half sizes, fits beside their number.
  await page.goto('/search?fascia=burton');
  const all = page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Size' });
  await all.getByRole('button', { name: /show more/i }).click();
  const labels = await sizesIn(all);
  const at = (size: string) => labels.indexOf(size);
  for (const [before, after] of [['XS', 'S'], ['S', 'M'], ['M', 'L'], ['L', 'XL'], ['5', '5.5'], ['5.5', '6'], ['6', '6 Regular'], ['6 Long', '8'], ['8', '10'], ['10', '12']] as const) {
    expect({ before, after, inOrder: at(before) >= 0 && at(before) < at(after) }).toEqual({ before, after, inOrder: true });
  }
  const numeric = labels.filter((l) => /^\d+(\.\d+)?$/.test(l)).map(Number);
  expect(numeric).toEqual([...numeric].sort((a, b) => a - b));
});
