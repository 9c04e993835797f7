// The Content-Security-Policy of the composed site: every page works under it
// (no violation reported), each document has its own nonce, and a script
// that is not the document's own never runs.
import { expect, test } from '@playwright/test';
import { findProduct, isPlainMultiColourProduct } from './support/catalogue';
import { networkQuiet, watchRequests } from './support/network';
import { bringMiniBagIn } from './support/header';

const PAGES = ['/product/{slug}', '/search?q=dress', '/pages/brand-room', '/'];

for (const path of PAGES) {
  test(`${path} works under the policy, with nothing blocked`, async ({ page, request }) => {
    const url = path.includes('{slug}') ? path.replace('{slug}', (await findProduct(request, isPlainMultiColourProduct)).product.slug) : path;
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    watchRequests(page);
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toBeVisible();
    // The remotes of the page mounted: the mini bag, from mfe-basket, on the first interaction.
    await bringMiniBagIn(page);
    await networkQuiet(page);
    expect(violations).toEqual([]);
  });
}

test('each document has its own nonce, and a script without it does not run', async ({ page, request }) => {
  const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get('/')).headers()['content-security-policy'] ?? '')?.[1];
  const [first, second] = [await nonceOf(), await nonceOf()];
  expect(first).toBeTruthy();
  expect(first).not.toBe(second);

  // Markup that reached the document (as a stored-XSS payload would) is inert.
  await page.route('**/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '<div id="root">',
      '<script>window.injected = "script"</script><img src="/nope.png" onerror="window.injected = \'handler\'"><div id="root">',
    );
    await route.fulfill({ response, body });
  });
  watchRequests(page);
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toBeVisible();
  await networkQuiet(page);
  expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected ?? null)).toBeNull();
});
