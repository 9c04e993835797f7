// For each remote on the product page: a missing manifest, a missing
// script, a server error, a server that is down, a slow remote and a throw
// on mount (or render) each leave the rest of the page working.
import { expect, test, type Page } from '@playwright/test';
import { defaultColour, findProduct, inStockSizes, isPlainMultiColourProduct } from './support/catalogue';
import type { Product } from '@storefront/shared-contracts';

const REMOTES = [
  { name: 'gallery', port: 3001 },
  { name: 'basket', port: 3005 },
  { name: 'pdpWidgets', port: 3002 },
] as const;
type RemoteName = string;

const BROKEN_MANIFEST = 'http://localhost:3009/mf-manifest.json';

type Arrange = (page: Page, port: number, name: RemoteName) => Promise<string>;

/** A slow remote: its entry script answers only after `ms` (longer than the slot's time limit, 8 s). */
function holdRemoteEntry(ms: number): Arrange {
  return async (page, port) => {
    await page.route(`http://localhost:${port}/remoteEntry.js`, async (r) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await r.continue().catch(() => undefined);
    });
    return '';
  };
}

const FAILURES: Record<string, Arrange> = {
  'a missing manifest': async (page, port) => {
    await page.route(`http://localhost:${port}/mf-manifest.json`, (r) => r.fulfill({ status: 404, body: 'Not found' }));
    return '';
  },
  'a missing script': async (page, port) => {
    await page.route(`http://localhost:${port}/remoteEntry.js`, (r) => r.fulfill({ status: 404, body: 'Not found' }));
    return '';
  },
  'a server error': async (page, port) => {
    await page.route(`http://localhost:${port}/**`, (r) => r.fulfill({ status: 500, body: 'Internal Server Error' }));
    return '';
  },
  'a server that is down': async (page, port) => {
    await page.route(`http://localhost:${port}/**`, (r) => r.abort('connectionrefused'));
    return '';
  },
  'a remote slower than the time limit': holdRemoteEntry(12_000),
  'a throw on mount': async (_page, _port, name) => `?remote-override=${name}=${encodeURIComponent(BROKEN_MANIFEST)}`,
  'a throw on render': async (_page, _port, name) => `?broken=render&remote-override=${name}=${encodeURIComponent(BROKEN_MANIFEST)}`,
};

let product: Product;
test.beforeAll(async ({ request }) => {
  product = (await findProduct(request, isPlainMultiColourProduct, { from: 80 })).product;
});

test.afterEach(async ({ page }) => {
  // Overrides live in this browser's storage: never let one leak to the next test.
  await page.evaluate(() => localStorage.clear()).catch(() => undefined);
  // A held response (the slow remote) is let go rather than answered into a closing page.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

for (const remote of REMOTES) {
  for (const [failure, arrange] of Object.entries(FAILURES)) {
    test(`${remote.name}: ${failure} leaves the rest of the page working`, { tag: '@local' }, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      const query = await arrange(page, remote.port, remote.name);
      await page.goto(`/product/${product.slug}${query}`);

      // The header and the shell-rendered product stay.
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Wishlist' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Bag/ })).toBeVisible();
      if (query.includes('remote-override')) await expect(page.getByRole('status').filter({ hasText: 'Remote overrides active' })).toBeVisible();

      // Other remotes mount.
      if (remote.name !== 'pdpWidgets') await expect(page.getByRole('button', { name: 'Description' })).toBeVisible();
      if (remote.name !== 'gallery') await expect(page.getByRole('button', { name: 'Next image' })).toBeVisible();

      // The failure is reported in the console.
      await expect.poll(() => errors.some((e) => e.includes('[shell] slot') && e.includes('unavailable')), { timeout: 15_000 }).toBe(true);

      if (remote.name === 'basket') {
        await expect(page.getByText('Adding to bag is unavailable right now. Please refresh the page.')).toBeVisible();
        return;
      }
      if (remote.name === 'gallery') {
        // The server-rendered first image stays where the gallery was.
        await expect(page.getByRole('img', { name: new RegExp(`^${product.name}, image 1 of`) })).toBeVisible();
      }
      // The add-to-basket flow keeps working.
      const colour = defaultColour(product);
      const variant = inStockSizes(product, colour)[0]!;
      if (remote.name === 'gallery') {
        await page.getByRole('region', { name: 'Product details' }).getByRole('combobox', { name: 'Size' }).selectOption({ label: variant.attributes.size });
      } else {
        await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: variant.attributes.size, exact: true }).click();
      }
      await page.getByRole('button', { name: /add to bag/i }).click();
      await expect(page.getByRole('link', { name: /^Bag, \d+ items?/ })).toBeVisible();
    });
  }
}

// The product page widgets below the fold (issue 17) each fail on their own
// when they come into view: the page keeps working, and adding still works.
// The widgets' slots come into view one after another, each with its own time
// limit, so here a slow remote stays slow for the whole test: one that arrived
// while the last slots were still waiting would rightly mount them.
const BELOW_THE_FOLD_FAILURES: Record<string, Arrange> = {
  'a missing manifest': FAILURES['a missing manifest']!,
  'a remote slower than the time limit': holdRemoteEntry(60_000),
  'a throw on mount': FAILURES['a throw on mount']!,
};
for (const [failure, arrange] of Object.entries(BELOW_THE_FOLD_FAILURES)) {
  test(`pdpWidgets below the fold: ${failure} leaves the product page working as they load`, { tag: '@local' }, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const query = await arrange(page, 3002, 'pdpWidgets');
    await page.goto(`/product/${product.slug}${query}`);
    for (const slot of ['.sf-slot-payment-promo', '.sf-slot-visually-similar', '.sf-slot-delivery', '.sf-slot-share', '.sf-slot-bundles', '.sf-slot-recommendations', '.sf-slot-reviews', '.sf-slot-ugc']) {
      await page.locator(slot).scrollIntoViewIfNeeded();
    }
    for (const module of ['PaymentPromo', 'DeliveryCountdown', 'DeliveryInfo', 'Share', 'Bundles', 'Recommendations', 'Reviews', 'UgcGallery']) {
      await expect.poll(() => errors.some((e) => e.includes(`[shell] slot pdpWidgets/${module} unavailable`)), { timeout: 15_000 }).toBe(true);
    }
    const variant = inStockSizes(product, defaultColour(product))[0]!;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('region', { name: 'Product details' }).getByRole('group', { name: 'Size' }).getByRole('button', { name: variant.attributes.size, exact: true }).click();
    await page.getByRole('region', { name: 'Product details' }).getByRole('button', { name: /add to bag/i }).click();
    await expect(page.getByRole('link', { name: /^Bag, \d+ items?/ })).toBeVisible();
  });
}

// The product page widgets loaded on the shopper's first interaction (issue
// 20: authenticity, rewards, the delivery countdown, the live stock check)
// each fail on their own too: nothing of them before, and the page works after.
for (const failure of ['a missing manifest', 'a throw on mount'] as const) {
  test(`pdpWidgets on the first interaction: ${failure} leaves the product page working`, { tag: '@local' }, async ({ page, request }) => {
    const checked = (await findProduct(request, (p) => Boolean(p.product.authenticity) && inStockSizes(p.product, defaultColour(p.product)).length > 0)).product;
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const query = await FAILURES[failure]!(page, 3002, 'pdpWidgets');
    await page.goto(`/product/${checked.slug}${query}`);
    await expect(page.getByRole('heading', { level: 1, name: checked.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next image' })).toBeVisible();
    expect(errors.filter((e) => /slot pdpWidgets\/(Authenticity|RewardsBadge|DeliveryCountdown|LiveStock) /.test(e))).toEqual([]);

    await page.mouse.move(200, 300); // the first interaction
    for (const module of ['Authenticity', 'RewardsBadge', 'DeliveryCountdown', 'LiveStock']) {
      await expect.poll(() => errors.some((e) => e.includes(`[shell] slot pdpWidgets/${module} unavailable`)), { timeout: 15_000 }).toBe(true);
    }
    await expect(page.getByRole('heading', { level: 1, name: checked.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Product details' }).getByRole('button', { name: /add to bag/i })).toBeEnabled();
  });
}

// The listing and content remotes fill their own pages: when they fail, the
// page keeps its header (search, wishlist, bag) and says the part is unavailable.
const PAGE_REMOTES = [
  { name: 'listing', port: 3003, path: '/search?q=dress' },
  { name: 'contentBlocks', port: 3004, path: '/pages/brand-room' },
] as const;

for (const remote of PAGE_REMOTES) {
  for (const failure of ['a missing manifest', 'a missing script', 'a server error', 'a throw on mount'] as const) {
    test(`${remote.name}: ${failure} leaves the header and the page working`, { tag: '@local' }, async ({ page }) => {
      const query = await FAILURES[failure]!(page, remote.port, remote.name as RemoteName);
      const path = query ? `${remote.path}${remote.path.includes('?') ? '&' : '?'}${query.slice(1)}` : remote.path;
      await page.goto(path);
      await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Bag/ })).toBeVisible();
      await expect(page.getByText('This part of the page is unavailable right now.')).toBeVisible();
    });
  }
}

// A link that names a remote on another site is ignored: no foreign script
// runs, nothing is kept for later visits, and the real remote mounts.
test('an override from an origin the environment does not allow is ignored', async ({ page }) => {
  const foreign: string[] = [];
  await page.route('https://evil.example/**', (r) => {
    foreign.push(r.request().url());
    return r.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  await page.goto(`/product/${product.slug}?remote-override=gallery=${encodeURIComponent('https://evil.example/mf-manifest.json')}`);
  await expect(page.getByRole('button', { name: 'Next image' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Remote overrides active' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('storefront:remote-overrides'))).toBeNull();
  expect(foreign).toEqual([]);
});
