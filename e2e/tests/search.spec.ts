// Listing search over the composed site: the listing remote, React
// InstantSearch and the real algoliasearch client against the api's search
// service, with the state in the address.
import { expect, test, type Page } from '@playwright/test';

/** The first (lowest) price of each card on the page, in euros. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').allInnerTexts();
  return texts.map((t) => {
    const m = /(\d+),(\d{2})\s€/.exec(t.replace(/\u202f|\u00a0/g, ' '));
    return m ? Number(`${m[1]}.${m[2]}`) : NaN;
  });
}

test('search, refine by two facets, sort by price, paginate; reload keeps the state and back restores the previous one', async ({ page }) => {
  // Coast (fr-FR, EUR) has the most dresses; its labels are French.
  await page.goto('/search?q=dress&fascia=coast');
  await expect(page.getByRole('heading', { level: 1, name: /dress/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('checkbox', { name: /^Blue \(\d+\)$/ }).check();
  await expect(page).toHaveURL(/colour=Blue/);
  await page.getByRole('checkbox', { name: /^Coast \(\d+\)$/ }).check();
  await expect(page).toHaveURL(/brand=Coast/);

  await page.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Prix croissant' });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect.poll(async () => {
    const prices = await cardPrices(page);
    return prices.length > 1 && prices.every((p, i) => !Number.isNaN(p) && (i === 0 || p >= prices[i - 1]!));
  }).toBe(true);

  const firstPage = await cardPrices(page);
  await page.getByRole('link', { name: 'Page suivante' }).or(page.getByRole('button', { name: 'Page suivante' })).first().click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(async () => (await cardPrices(page))[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);

  await page.reload();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('checkbox', { name: /^Blue \(\d+\)$/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue(/vi-sort-low-high/);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('checkbox', { name: /^Coast \(\d+\)$/ })).toBeChecked();
});

test('markup in the query is shown as text, never executed', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x onerror=alert(1)>');
  expect(dialogs).toBe(0);
});
