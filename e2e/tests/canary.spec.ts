// A widget team ships its remote to a share of visitors first (issue 63): the
// next gallery (the release fixture: its size picker says "Choose your size",
// version 1.1.0) published as a canary for 50 % of visitors. Two visitors
// (two sf_rvid cookies) get different galleries, each the same one on every
// page; the page's registry carries both releases and each gallery slot
// names the one it runs. A promote gives both the new gallery, a rollback the
// old one; a rollback of a running canary gives everyone the live one. The
// live gallery of :3001 is live again at the end. These tests change what is
// live for every browser, so they run in the releases project
// (playwright.config.ts), one file at a time, and only against the local
// site (@local: they serve the fixture build and publish).
import type { ChildProcess } from 'node:child_process';
import { expect, test, type BrowserContext } from '@playwright/test';
import type { Product } from '@storefront/shared-contracts';
import { NEXT_SIZE_LABEL, releaseFixtureDirs } from '@storefront/tooling/release-fixtures';
import { findProducts, isPlainMultiColourProduct } from './support/catalogue';
import { buildReleaseFixtures, remotesCli, serveBuild } from './support/releases';
import { galleryRelease, gallerySection, LIVE_MANIFEST, liveGalleryId, restoreLiveGallery, untilServed, VISITOR_COOKIE, visitor, type GalleryEntry } from './support/canary';

/** A port of its own: releases.spec.ts serves the same build on 3011. */
const NEXT_PORT = 3013;
const NEXT_MANIFEST = `http://localhost:${NEXT_PORT}/mf-manifest.json`;

test.describe.configure({ mode: 'serial' });

const servers: ChildProcess[] = [];
let products: Product[];
/** Two visitors' contexts: one the canary gave the new gallery, one it left on the live one. */
const visitors: { canary?: BrowserContext; live?: BrowserContext } = {};

/** Opens a product page in the visitor's context: what its gallery runs, and that its size picker is that release's. */
async function visit(context: BrowserContext, product: Product): Promise<{ release: string; channel: string }> {
  const page = await context.newPage();
  try {
    await page.goto(`/product/${product.slug}`);
    const seen = await galleryRelease(page);
    const label = nextReleases.has(seen.release) ? NEXT_SIZE_LABEL : 'Size';
    await expect(page.getByRole('group', { name: label, exact: true })).toBeVisible();
    return seen;
  } finally {
    await page.close();
  }
}

let liveId = '';
let canaryId = '';
/** The release ids of the next gallery (the canaries, the promote): their size picker says NEXT_SIZE_LABEL. */
const nextReleases = new Set<string>();

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  products = (await findProducts(request, isPlainMultiColourProduct, 2, { from: 160 })).map((page) => page.product);
  await buildReleaseFixtures();
  servers.push(await serveBuild(releaseFixtureDirs.next, NEXT_PORT));
  // A canary runs beside a live release of the registry: the gallery of :3001.
  await restoreLiveGallery();
  liveId = await liveGalleryId();
  expect(liveId).toMatch(/^\d+$/);
});

test.afterAll(async () => {
  for (const context of Object.values(visitors)) await context?.close();
  await restoreLiveGallery();
  for (const server of servers) server.kill();
});

test('with a canary at 50 %, two visitors get different galleries, each the same one on every page', { tag: '@local' }, async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const started = await remotesCli(['publish', 'gallery', NEXT_MANIFEST, '--canary', '50']);
  expect(started.code, started.output).toBe(0);
  expect(started.output).toContain('Published gallery 1.1.0 (contract 1.0.0) as a canary for 50 % of visitors');
  canaryId = /release #(\d+)/.exec(started.output)?.[1] ?? '';
  expect(canaryId).toMatch(/^\d+$/);
  nextReleases.add(canaryId);
  await untilServed(baseURL!, (gallery) => String(gallery?.canary?.releaseId) === canaryId);

  // remotes list shows it with its share and age.
  expect(await gallerySection()).toMatch(new RegExp(`\\n {2}canary: 1\\.1\\.0 \\(contract 1\\.0\\.0\\) for 50 % of visitors since \\S+ \\S+ \\(\\d+ (s|min) ago\\), by e2e@releases, release #${canaryId}\\n\\s+${NEXT_MANIFEST.replace(/[.]/g, '\\.')}`));

  // One visitor of each kind, among visitors with ids of their own.
  for (let i = 0; i < 40 && !(visitors.canary && visitors.live); i++) {
    const context = await visitor(browser, baseURL!, `e2e-canary-visitor-${i}`);
    const { channel } = await visit(context, products[0]!);
    const kind = channel as 'canary' | 'live';
    if (visitors[kind]) await context.close();
    else visitors[kind] = context;
  }
  expect(visitors.canary, 'a visitor in the canary').toBeDefined();
  expect(visitors.live, 'a visitor out of it').toBeDefined();

  // Each keeps their gallery across pages: two products, and the first again.
  for (const [kind, release] of [['canary', canaryId], ['live', liveId]] as const) {
    for (const product of [products[1]!, products[0]!, products[1]!]) {
      expect(await visit(visitors[kind]!, product), `the ${kind} visitor on ${product.slug}`).toEqual({ release, channel: kind });
    }
  }

  // The document is the same for both: the registry carries the live release and the canary with its share.
  const page = await visitors.live!.newPage();
  await page.goto(`/product/${products[0]!.slug}`);
  const boot = JSON.parse((await page.locator('#__STOREFRONT_BOOT__').textContent()) ?? '{}') as { registry: { remotes: Record<string, GalleryEntry> } };
  expect(boot.registry.remotes.gallery).toMatchObject({ manifest: LIVE_MANIFEST, releaseId: Number(liveId), canary: { manifest: NEXT_MANIFEST, releaseId: Number(canaryId), percent: 50 } });
  await page.close();
});

test('a visitor without an id is given one by the page, kept a year, and keeps their gallery', { tag: '@local' }, async ({ browser, baseURL }) => {
  const context = await visitor(browser, baseURL!);
  try {
    const first = await visit(context, products[0]!);
    const [cookie] = (await context.cookies()).filter((c) => c.name === VISITOR_COOKIE);
    expect(cookie?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);
    expect(cookie!.httpOnly).toBe(false);
    expect(await visit(context, products[1]!)).toEqual(first);
    expect((await context.cookies()).find((c) => c.name === VISITOR_COOKIE)?.value).toBe(cookie!.value);
  } finally {
    await context.close();
  }
});

test('a promote gives both visitors the new gallery, and a rollback the old one', { tag: '@local' }, async ({ baseURL }) => {
  test.setTimeout(120_000);
  const promoted = await remotesCli(['promote', 'gallery']);
  expect(promoted.code, promoted.output).toBe(0);
  expect(promoted.output).toContain(`Promoted gallery 1.1.0 (canary #${canaryId}) to everyone`);
  const promotedId = /now release #(\d+)/.exec(promoted.output)?.[1] ?? '';
  nextReleases.add(promotedId);
  await untilServed(baseURL!, (gallery) => String(gallery?.releaseId) === promotedId && !gallery?.canary);
  for (const kind of ['canary', 'live'] as const) {
    for (const product of products) expect(await visit(visitors[kind]!, product), `the ${kind} visitor`).toEqual({ release: promotedId, channel: 'live' });
  }

  const rolledBack = await remotesCli(['rollback', 'gallery']);
  expect(rolledBack.code, rolledBack.output).toBe(0);
  expect(rolledBack.output).toContain('Rolled gallery back to 1.0.0');
  const backId = /now release #(\d+)/.exec(rolledBack.output)?.[1] ?? '';
  await untilServed(baseURL!, (gallery) => gallery?.manifest === LIVE_MANIFEST && String(gallery.releaseId) === backId);
  for (const kind of ['canary', 'live'] as const) {
    for (const product of products) expect(await visit(visitors[kind]!, product), `the ${kind} visitor`).toEqual({ release: backId, channel: 'live' });
  }
  liveId = backId;
});

test('a rollback of a running canary gives every visitor the live gallery, and the history says so', { tag: '@local' }, async ({ baseURL }) => {
  test.setTimeout(120_000);
  const started = await remotesCli(['publish', 'gallery', NEXT_MANIFEST, '--canary', '50']);
  expect(started.code, started.output).toBe(0);
  const again = /release #(\d+)/.exec(started.output)?.[1] ?? '';
  nextReleases.add(again);
  await untilServed(baseURL!, (gallery) => String(gallery?.canary?.releaseId) === again);
  // A second canary of the same remote is refused while this one runs.
  const second = await remotesCli(['publish', 'gallery', NEXT_MANIFEST, '--canary', '10']);
  expect(second.code).toBe(1);
  expect(second.output).toContain('Refused (409 CANARY_RUNNING)');

  const ended = await remotesCli(['rollback', 'gallery']);
  expect(ended.code, ended.output).toBe(0);
  expect(ended.output).toContain('Rolled back the canary of gallery (1.1.0');
  await untilServed(baseURL!, (gallery) => gallery?.manifest === LIVE_MANIFEST && !gallery.canary);
  for (const kind of ['canary', 'live'] as const) {
    expect(await visit(visitors[kind]!, products[0]!), `the ${kind} visitor`).toEqual({ release: liveId, channel: 'live' });
  }
  expect(await gallerySection()).toContain(`rollback of canary #${again} by e2e@releases`);
});
