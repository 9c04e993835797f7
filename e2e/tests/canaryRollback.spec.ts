// A bad canary rolls itself back (issue 63, automatic rollback): the gallery
// build whose image gallery throws on mount (the release fixture
// gallery-throws, version 1.2.0) published as a canary for 50 % of visitors.
// Visitors with ids of their own view product pages: the canary's see the page
// without its gallery, and their page views report the mount failure; the
// live gallery's views report none. The site's canary watch (every 2 s with a
// minimum of 10 views each in the integration suite, playwright.config.ts)
// ends the canary by itself; the next page load of every visitor gets the
// live gallery, the history says why with its figures, and `pnpm remotes
// status` and the release page show the views and failures of this run. It changes what is live
// for every browser: the releases project, one file at a time, the local
// site only (@local: it serves the fixture build and publishes).
import type { ChildProcess } from 'node:child_process';
import { expect, test, type BrowserContext } from '@playwright/test';
import type { Product } from '@storefront/shared-contracts';
import { releaseFixtureDirs } from '@storefront/tooling/release-fixtures';
import { findProducts, isPlainMultiColourProduct } from './support/catalogue';
import { buildReleaseFixtures, RELEASE_TOKEN, remotesCli, serveBuild } from './support/releases';
import { galleryRelease, gallerySection, LIVE_MANIFEST, liveGalleryId, restoreLiveGallery, untilServed, visitor } from './support/canary';

/** A port of its own (canary.spec.ts serves the next gallery on 3013, releases.spec.ts on 3011). */
const THROWING_PORT = 3014;
const THROWING_MANIFEST = `http://localhost:${THROWING_PORT}/mf-manifest.json`;
/** More visits than the watch needs (10 views of each release in playwright.config.ts), in case it is slow to look. */
const MAX_VISITS = 80;
const VISITORS_AT_ONCE = 3;

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let products: Product[];
const contexts: BrowserContext[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  products = (await findProducts(request, isPlainMultiColourProduct, 2, { from: 200 })).map((page) => page.product);
  await buildReleaseFixtures();
  server = await serveBuild(releaseFixtureDirs.throwing, THROWING_PORT);
  await restoreLiveGallery();
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await restoreLiveGallery();
  server?.kill();
});

/**
 * One product page view in the visitor's context, left (the page is hidden,
 * so its field report is sent): which gallery it ran, and whether the gallery
 * showed (a canary's throws on mount; the rest of the page still works).
 */
async function view(context: BrowserContext, product: Product): Promise<{ release: string; channel: string; gallery: string | null }> {
  const page = await context.newPage();
  try {
    await page.goto(`/product/${product.slug}`);
    const seen = await galleryRelease(page);
    const gallery = page.locator('[data-slot="gallery/ProductGallery"]');
    await expect(gallery).toHaveAttribute('data-state', /^(mounted|failed)$/);
    // The same remote's pickers are another module: they work in either release.
    await expect(page.getByRole('group', { name: 'Size', exact: true })).toBeVisible();
    const state = await gallery.getAttribute('data-state');
    await page.goto('about:blank');
    return { ...seen, gallery: state };
  } finally {
    await page.close();
  }
}

test('a canary whose gallery throws on mount is rolled back by the watch, and every visitor’s next page gets the live gallery', { tag: '@local' }, async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const liveId = await liveGalleryId();
  expect(liveId).toMatch(/^\d+$/);
  const started = await remotesCli(['publish', 'gallery', THROWING_MANIFEST, '--canary', '50']);
  expect(started.code, started.output).toBe(0);
  expect(started.output).toContain('Published gallery 1.2.0 (contract 1.0.0) as a canary for 50 % of visitors');
  const canaryId = /release #(\d+)/.exec(started.output)?.[1] ?? '';
  expect(canaryId).toMatch(/^\d+$/);
  await untilServed(baseURL!, (gallery) => String(gallery?.canary?.releaseId) === canaryId);

  // Visitors come until the watch has seen enough and acted.
  const seen = { canary: 0, live: 0 };
  const kept: { canary?: BrowserContext; live?: BrowserContext } = {};
  let rolledBack = false;
    const visit = async (i: number) => {
    const context = await visitor(browser, baseURL!, `e2e-rollback-visitor-${i}`);
    contexts.push(context);
    const result = await view(context, products[i % 2]!);
    if (result.release === canaryId) {
      expect(result, 'a canary visitor: the gallery throws, the page stays').toEqual({ release: canaryId, channel: 'canary', gallery: 'failed' });
      seen.canary++;
      kept.canary ??= context;
    } else {
      expect(result, 'a live visitor').toEqual({ release: liveId, channel: 'live', gallery: 'mounted' });
      seen.live++;
      kept.live ??= context;
    }
  };
  // A few visitors at a time, as a site has them.
  for (let i = 0; i < MAX_VISITS && !rolledBack; i += VISITORS_AT_ONCE) {
    await Promise.all(Array.from({ length: VISITORS_AT_ONCE }, (_, k) => visit(i + k)));
    const res = await fetch(`${baseURL}/remotes.json`);
    rolledBack = !((await res.json()) as { remotes: { gallery?: { canary?: unknown } } }).remotes.gallery?.canary;
  }
  // Both kinds of visitor came (the watch also counts the minute's views from before the canary started).
  expect(seen.canary, 'canary visitors before the rollback').toBeGreaterThan(0);
  expect(seen.live, 'live visitors before the rollback').toBeGreaterThan(0);
  expect(rolledBack, `the watch ended the canary within ${MAX_VISITS} visits`).toBe(true);
  await untilServed(baseURL!, (gallery) => gallery?.manifest === LIVE_MANIFEST && String(gallery.releaseId) === liveId && !gallery.canary);

  // Every visitor's next page: the live gallery, shown.
  for (const kind of ['canary', 'live'] as const) {
    expect(await view(kept[kind]!, products[0]!), `the ${kind} visitor after the rollback`).toEqual({ release: liveId, channel: 'live', gallery: 'mounted' });
  }

  // The history says why, with the figures.
  expect(await gallerySection()).toMatch(new RegExp(`automatic rollback of canary #${canaryId}: failure rate 100 % vs 0 % by automatic rollback`));

  // remotes status shows this run's figures: the canary's views all failed on mount.
  const status = await remotesCli(['status', 'gallery']);
  expect(status.code, status.output).toBe(0);
  const last15 = status.output.split(/\n(?=\S)/).find((section) => section.startsWith('last 15 minutes')) ?? '';
  expect(last15, status.output).toContain(`#${canaryId}, ended`);
  const [, liveViews, canaryViews] = /\n {2}page views +([\d,]+) +([\d,]+)\n/.exec(last15) ?? [];
  const count = (text = '') => Number(text.replace(/,/g, ''));
  expect(count(canaryViews), status.output).toBeGreaterThanOrEqual(seen.canary);
  expect(count(liveViews), status.output).toBeGreaterThanOrEqual(seen.live);
  expect(last15, status.output).toMatch(/\n {4}mount +0\.00 % +100\.00 %\n/);

  // So does the release page: the canary's views all failed, and the automatic rollback says why.
  const staff = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  contexts.push(staff);
  const page = await staff.newPage();
  await page.goto('/releases?remote=gallery&hours=6');
  await page.getByRole('textbox', { name: 'Release token' }).fill(RELEASE_TOKEN);
  await page.getByRole('button', { name: 'Show releases' }).click();
  await expect(page.getByRole('img', { name: /^Failure rate per 5 minutes of gallery/ })).toHaveAccessibleName(new RegExp(`canary #${canaryId}\\b[^;]*: 100\\.00 % of views failed`));
  const events = page.getByRole('table', { name: /^Release events of gallery/ });
  const rollback = events.getByRole('row', { name: new RegExp(`Automatic rollback of canary #${canaryId}\\b`) });
  await expect(rollback).toContainText('automatic rollback');
  await expect(rollback).toContainText(/failure rate 100\.00 % against 0\.00 % live/);
});
