// Customisation fields and the social-proof banner on showcase products of
// the catalogue (found through the sitemap like every journey).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CustomisationAnswer, ProductPageData, SocialProofEntry } from '@storefront/shared-contracts';
import { productSlugs } from './support/catalogue';

/** A showcase product by its number: its page slug ends with it. */
async function showcase(request: APIRequestContext, id: string): Promise<ProductPageData> {
  const slug = (await productSlugs(request)).find((s) => s.endsWith(`-${id}`));
  expect(slug, `product ${id} in the sitemap`).toBeTruthy();
  return (await (await request.get(`/_api/product/${encodeURIComponent(slug!)}`)).json()) as ProductPageData;
}

const withoutMarkup = (text: string) => text.replace(/<\/?b>/g, '');
const banner = (page: Page) => page.getByRole('status', { name: 'Shopper activity' });

test.describe('customisation fields', () => {
  test('the add waits for valid fields, and the values reach the basket', async ({ page, request }) => {
    const { product } = await showcase(request, '10007');
    const groupName = product.variants[0]!.attributes.customisationGroupName!;
    expect(groupName).toBe('monogram');
    const group = (await (await request.get(`/product-customisation/${groupName}`)).json()) as CustomisationAnswer;
    const required = group.customisationFields.find((f) => !f.optional)!;
    const optional = group.customisationFields.find((f) => f.optional)!;
    const variant = product.variants.find((v) => v.isOnStock)!;

    await page.goto(`/product/${product.slug}?colour=${encodeURIComponent(variant.attributes.colour)}`);
    await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: variant.attributes.size, exact: true }).click();
    const add = page.getByRole('button', { name: /add to bag/i });
    const form = page.getByRole('group', { name: group.title });
    await expect(form).toBeVisible();
    await expect(add).toBeDisabled();

    const initials = form.getByRole('textbox', { name: required.displayName, exact: true });
    await expect(initials).toHaveAccessibleDescription(new RegExp(`${required.maxLength} characters max \\(${required.maxLength} remaining\\)`));
    await initials.fill('A1');
    await expect(form.getByText(required.validationMessage!)).toBeVisible();
    await expect(add).toBeDisabled();

    await initials.fill('JB');
    await expect(initials).toHaveAccessibleDescription(new RegExp(`${required.maxLength} characters max \\(${required.maxLength! - 2} remaining\\)`));
    await expect(add).toBeEnabled();
    await form.getByRole('textbox', { name: `${optional.displayName} (optional)` }).fill('Gold');
    await add.click();

    await expect(page.getByRole('link', { name: /^Bag, 1 item/ })).toBeVisible();
    const basket = await (await page.request.get('/_api/basket')).json();
    expect(basket.lines).toEqual([
      expect.objectContaining({ sku: variant.marketplaceSku ?? variant.sku, quantity: 1, customisation: { [required.apiName]: 'JB', [optional.apiName]: 'Gold' } }),
    ]);
  });
});

test.describe('social-proof banner', () => {
  test('shows the messages of the product one after another, and a dismissed one goes', async ({ page, request }) => {
    const { product } = await showcase(request, '10001');
    const entry = (await (await request.get(`/_api/social-proof/${product.id}`)).json()) as SocialProofEntry;
    expect(entry.messages.length).toBeGreaterThanOrEqual(2);
    const [first, second, third = ''] = entry.messages.map((m) => withoutMarkup(m.text));

    await page.goto(`/product/${product.slug}`);
    await expect(banner(page)).toHaveText(first!);
    // Bold markup is bold, not text.
    await expect(banner(page)).not.toContainText('<b>');
    await expect(banner(page)).toHaveText(second!, { timeout: 8_000 });

    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(banner(page)).not.toHaveText(second!);
    // The next one follows at once (or nothing, after the last).
    await expect(banner(page)).toHaveText(third, { timeout: 1_000 });
  });

  test('shows markup other than bold as text', async ({ page, request }) => {
    const { product } = await showcase(request, '10001');
    await page.route(`**/_api/social-proof/${product.id}`, (route) =>
      route.fulfill({
        json: { productIds: [product.id], messages: [{ code: 'QP', text: '<i>Loved</i> by <b>many</b> <img src=x onerror="window.__socialProofInjected=1">' }] },
      }),
    );
    await page.goto(`/product/${product.slug}`);

    await expect(banner(page)).toHaveText('<i>Loved</i> by many <img src=x onerror="window.__socialProofInjected=1">');
    expect(await banner(page).getByText('many', { exact: true }).evaluate((el) => el.tagName)).toBe('STRONG');
    await expect(banner(page).getByRole('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __socialProofInjected?: number }).__socialProofInjected)).toBeUndefined();
  });
});
