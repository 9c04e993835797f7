// A widget team ships its remote alone (issue 21): the gallery is rebuilt
// with a visible change into a folder of its own, served on a port of its own
// and published with `pnpm remotes publish`; the next page load shows it, a
// rollback brings the old one back, a remote built against another major of
// shared-contracts is refused (the live page unchanged), and a per-browser
// override to such a remote leaves the page working. These tests change what
// is live for every browser, so they run in a project of their own after the
// others (playwright.config.ts).
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import type { Product } from '@storefront/shared-contracts';
import { defaultColour, findProduct, inStockSizes, isPlainMultiColourProduct } from './support/catalogue';
import { buildReleaseFixtures, remotesCli, serveBuild } from './support/releases';
import { INCOMPATIBLE_SIZE_LABEL, NEXT_SIZE_LABEL, releaseFixtureDirs } from '@storefront/tooling/release-fixtures';

const NEXT_PORT = 3011;
const INCOMPATIBLE_PORT = 3012;
const LIVE_MANIFEST = 'http://localhost:3001/mf-manifest.json';
const NEXT_MANIFEST = `http://localhost:${NEXT_PORT}/mf-manifest.json`;
const INCOMPATIBLE_MANIFEST = `http://localhost:${INCOMPATIBLE_PORT}/mf-manifest.json`;

test.describe.configure({ mode: 'serial' });

const servers: ChildProcess[] = [];
let product: Product;

/** The label the live gallery gives its size picker on a fresh page load. */
async function sizeGroup(page: Page, label: string) {
  await page.goto(`/product/${product.slug}`);
  return page.getByRole('group', { name: label, exact: true });
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  product = (await findProduct(request, isPlainMultiColourProduct, { from: 120 })).product;

  // The next version (the visible change, a new version number) and one built against
  // another major of shared-contracts: built by the test command's build stage
  // (tooling/scripts/release-fixtures.mjs), or here when run alone after a plain build.
  await buildReleaseFixtures();
  const { next, incompatible } = releaseFixtureDirs;
  servers.push(await serveBuild(next, NEXT_PORT));
  servers.push(await serveBuild(incompatible, INCOMPATIBLE_PORT));

  // What is live now becomes the registry's first release, so there is one to roll back to.
  const first = await remotesCli(['publish', 'gallery', LIVE_MANIFEST]);
  expect(first.code, first.output).toBe(0);
});

test.afterAll(async () => {
  // Leave the site as the other suites expect it: the gallery of :3001 live.
  const live = /gallery\n {2}live: .*\n\s+(\S+)/.exec((await remotesCli(['list'])).output)?.[1];
  if (live !== LIVE_MANIFEST) await remotesCli(['publish', 'gallery', LIVE_MANIFEST]);
  for (const server of servers) server.kill();
});

test('a published gallery is on the next page load, and a rollback brings the old one back', { tag: '@local' }, async ({ page }) => {
  await expect(await sizeGroup(page, 'Size')).toBeVisible();

  const published = await remotesCli(['publish', 'gallery', NEXT_MANIFEST]);
  expect(published.code, published.output).toBe(0);
  expect(published.output).toContain('Published gallery 1.1.0');

  // Every shell instance reads the registry at most 2 s old: a reload or two.
  await expect(async () => {
    await expect(await sizeGroup(page, NEXT_SIZE_LABEL)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  // The new version works as the old one did: a size picked, added to the bag.
  const size = inStockSizes(product, defaultColour(product))[0]!.attributes.size;
  await page.getByRole('group', { name: NEXT_SIZE_LABEL }).getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: /add to bag/i }).click();
  await expect(page.getByRole('link', { name: /^Bag, \d+ items?/ })).toBeVisible();

  const list = await remotesCli(['list']);
  expect(list.output).toMatch(/gallery\n {2}live: 1\.1\.0 \(contract 1\.0\.0\)/);
  expect(list.output).toContain(NEXT_MANIFEST);

  const rolledBack = await remotesCli(['rollback', 'gallery']);
  expect(rolledBack.code, rolledBack.output).toBe(0);
  expect(rolledBack.output).toContain('Rolled gallery back to 1.0.0');
  await expect(async () => {
    await expect(await sizeGroup(page, 'Size')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
});

test('a gallery built against another major of shared-contracts is refused, and the live page stays as it was', { tag: '@local' }, async ({ page }) => {
  const refused = await remotesCli(['publish', 'gallery', INCOMPATIBLE_MANIFEST]);
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/Refused \(\d{3} /);
  expect(refused.output).toMatch(/shared-contracts 2\.0\.0/);
  expect(refused.output).toContain('Nothing was changed: what was live stays live.');

  // Past the registry's 2 s: still the live gallery.
  await page.waitForTimeout(2_500);
  await expect(await sizeGroup(page, 'Size')).toBeVisible();
  await expect(page.getByRole('group', { name: INCOMPATIBLE_SIZE_LABEL })).toHaveCount(0);
  const list = await remotesCli(['list']);
  expect(list.output).toMatch(/gallery\n {2}live: 1\.0\.0 /);
});

test('a per-browser override to a gallery of another contract major is not mounted, and the page keeps working', { tag: '@local' }, async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`/product/${product.slug}?remote-override=gallery=${encodeURIComponent(INCOMPATIBLE_MANIFEST)}`);

  await expect(page.getByRole('status').filter({ hasText: 'Remote overrides active' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect.poll(() => errors.some((e) => /remote gallery was built against shared-contracts 2\.0\.0.*not mounted/.test(e)), { timeout: 10_000 }).toBe(true);
  // None of its code ran: its label is nowhere; the shell's fallbacks stand in.
  await expect(page.getByRole('group', { name: INCOMPATIBLE_SIZE_LABEL })).toHaveCount(0);
  await expect(page.getByRole('img', { name: new RegExp(`^${product.name}, image 1 of`) })).toBeVisible();
  // The other remotes mount and adding to the bag still works.
  await expect(page.getByRole('button', { name: 'Description' })).toBeVisible();
  const size = inStockSizes(product, defaultColour(product))[0]!.attributes.size;
  await page.getByRole('region', { name: 'Product details' }).getByRole('combobox', { name: 'Size' }).selectOption({ label: size });
  await page.getByRole('button', { name: /add to bag/i }).click();
  await expect(page.getByRole('link', { name: /^Bag, \d+ items?/ })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
});
