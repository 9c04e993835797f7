import fs from 'node:fs';
import { expect, test } from './support/test';
import { findProduct, inStockSizes, isPlainMultiColourProduct, coloursOf } from './support/catalogue';
import { scrollToChoices } from './support/productPage';

test.describe('product page composed from remotes', () => {
  test('server renders the head, the first image and the product, then mounts the remotes @mobile', { tag: '@smoke' }, async ({ page, request }) => {
    const { product } = await findProduct(request, isPlainMultiColourProduct);
    const response = await page.goto(`/product/${product.slug}`);
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle(new RegExp(product.name));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const ld = jsonLd.map((t) => JSON.parse(t) as { '@type': string });
    expect(ld.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${product.slug}$`));

    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    // Remotes: gallery carousel, colour and size pickers, the add button, accordions.
    await expect(page.getByRole('img', { name: new RegExp(`^${product.name}, image 1 of`) }).first()).toBeVisible();
    await scrollToChoices(page);
    await expect(page.getByRole('radiogroup', { name: 'Colour' })).toBeVisible();
    await expect(page.getByRole('button', { name: /add to bag/i })).toBeVisible();
    // Widgets below the fold load as the shopper scrolls to them.
    await page.mouse.wheel(0, 1200);
    await expect(page.getByRole('button', { name: 'Description' })).toBeVisible();
  });

  test('the choices stay where the shopper sees them while the authenticity and rewards badges and the delivery countdown arrive after the first move @mobile', { tag: '@local' }, async ({ page, request }) => {
    // A luxury or preloved product whose default colour earns rewards: both badges mount above the pickers, with the countdown.
    const { product } = await findProduct(
      request,
      (p) => isPlainMultiColourProduct(p) && Boolean(p.product.authenticity) && (p.product.variants[0]?.attributes.rewardsPoints?.default ?? 0) > 0,
      { from: 60 },
    );
    const phone = (page.viewportSize()?.width ?? 0) < 768;
    if (phone) await page.setViewportSize({ width: 360, height: 640 });
    // The widgets remote arrives only once the shopper sees the choices.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('http://localhost:3002/remoteEntry.js', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/product/${product.slug}`);
    // On a phone the choices are under the gallery and the first move is the scroll to them; on a desktop they are in view and it is the mouse's.
    if (phone) await scrollToChoices(page);
    else await page.mouse.move(600, 400);
    const sizes = page.getByRole('group', { name: 'Size' });
    await expect(sizes).toBeInViewport();
    const top = async () => (await sizes.boundingBox())!.y;
    const before = await top();

    release();
    await expect(page.getByText(/^★ Earn .+ in rewards$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Authenticity guaranteed|Authenticated preloved)$/ })).toBeVisible();
    await expect(page.locator('[data-slot="pdpWidgets/DeliveryCountdown"]')).toHaveAttribute('data-state', 'mounted');
    expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
    await expect(page.getByRole('button', { name: /add to bag/i })).toBeInViewport();
  });

  test('choosing colour and size and adding to the bag updates the mini bag, which survives a reload', { tag: '@smoke' }, async ({ page, request }) => {
    const { product } = await findProduct(request, isPlainMultiColourProduct, { from: 40 });
    const colour = coloursOf(product)[1]!;
    const variant = inStockSizes(product, colour)[0]!;
    await page.goto(`/product/${product.slug}`);

    await page.getByRole('radio', { name: variant.attributes.colourLabel }).check();
    await expect(page).toHaveURL(new RegExp(`colour=${encodeURIComponent(colour).replace(/%20/g, '\\+')}`));
    await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: variant.attributes.size, exact: true }).click();
    await page.getByRole('button', { name: /add to bag/i }).click();

    await expect(page.getByRole('link', { name: /^Bag, 1 item/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: /^Bag, 1 item/ })).toBeVisible();

    const basket = await (await page.request.get('/_api/basket')).json();
    expect(basket.lines).toEqual([expect.objectContaining({ sku: variant.marketplaceSku ?? variant.sku, quantity: 1, colour })]);
  });

  test('a product page counts as viewed without scrolling, and a low-stock size sends PDP Low Stock once @mobile', async ({ page, request }) => {
    const { product } = await findProduct(request, (p) => p.product.variants.some((v) => v.isOnStock && v.availableQuantity > 0 && v.availableQuantity < 5));
    const low = product.variants.find((v) => v.isOnStock && v.availableQuantity > 0 && v.availableQuantity < 5)!;
    const query = new URLSearchParams({ colour: low.attributes.colour, size: low.attributes.size });
    await page.goto(`/product/${product.slug}?${query}`);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('storefront:recently-viewed') ?? '[]'))).toEqual([product.key]);
    await scrollToChoices(page);
    await expect(page.getByRole('group', { name: 'Size' })).toBeVisible();

    await expect(page.getByText(`Only ${low.availableQuantity} left in stock`).first()).toBeVisible();
    const events = () => page.evaluate(() => ((window as unknown as { dataLayer: Array<{ event: string }> }).dataLayer).map((e) => e.event));
    await expect.poll(events).toContain('PDP Low Stock');
    expect((await events()).filter((e) => e === 'PDP Low Stock')).toHaveLength(1);
  });

  test("an unknown product answers 404 with the content service's 404 page", async ({ page }) => {
    const response = await page.goto('/product/no-such-product-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeAttached();
    await expect(page.getByRole('heading', { name: "Sorry, we can't find that page" })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Burton');
  });

  test('the shell and the remotes send the build\'s brotli files, the same scripts as uncompressed', { tag: '@local' }, async ({ request }) => {
    const registry = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, { manifest: string }> };
    const gallery = new URL('remoteEntry.js', registry.remotes.gallery!.manifest).href;
    const files = [
      { url: '/static/main.js', built: new URL('../../shell/dist/client/main.js.br', import.meta.url) },
      { url: gallery, built: new URL('../../mfe-gallery/dist/remoteEntry.js.br', import.meta.url) },
    ];
    for (const { url, built } of files) {
      const compressed = await request.get(url, { headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers()['content-encoding']).toBe('br');
      expect(Number(compressed.headers()['content-length'])).toBe(fs.statSync(built).size);
      const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers()['content-encoding']).toBeUndefined();
      expect(await compressed.text()).toBe(await plain.text());
    }
  });

  test('sitemap and robots describe the fascia', async ({ request, baseURL }) => {
    // The site's own address (http://localhost:3000 here, another deployment's under BASE_URL).
    const origin = new URL(baseURL!).origin;
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml?fascia=coast');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    expect(await sitemap.text()).toContain(`<loc>${origin}/product/`);
  });
});
