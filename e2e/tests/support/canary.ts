// What the canary suites share (canary.spec.ts, canaryRollback.spec.ts): the
// gallery entry the shell serves, the gallery's section of `pnpm remotes
// list`, the live gallery of :3001 put back, visitors with ids of their own,
// and the release a page's gallery runs.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { remotesCli } from './releases';

export const LIVE_MANIFEST = 'http://localhost:3001/mf-manifest.json';
/** The visitor id the browser picks by (shell/src/registry/canary.ts), made by the page when absent. */
export const VISITOR_COOKIE = 'sf_rvid';
const VIEWPORT = { width: 1280, height: 900 };

export interface GalleryEntry {
  manifest: string;
  version: string;
  releaseId?: number;
  canary?: { manifest: string; version: string; releaseId: number; percent: number };
}

/** The gallery's entry of the registry the shell serves now (the same source as the documents'). */
async function servedGallery(baseURL: string): Promise<GalleryEntry | undefined> {
  const res = await fetch(`${baseURL}/remotes.json`);
  return ((await res.json()) as { remotes: Record<string, GalleryEntry> }).remotes.gallery;
}

/** Waits (every shell reads the registry at most 2 s old) until the served gallery entry passes `check`. */
export async function untilServed(baseURL: string, check: (gallery: GalleryEntry | undefined) => boolean, timeout = 20_000): Promise<void> {
  await expect.poll(async () => check(await servedGallery(baseURL)), { timeout }).toBe(true);
}

/** The gallery section of `pnpm remotes list`. */
export async function gallerySection(): Promise<string> {
  const { output } = await remotesCli(['list']);
  return output.split(/\n(?=\S)/).find((section) => section.startsWith('gallery\n')) ?? '';
}

/** The id of the gallery's live release, from `pnpm remotes list`. */
export async function liveGalleryId(): Promise<string> {
  return /release #(\d+)/.exec(/^gallery\n {2}live: .*/.exec(await gallerySection())?.[0] ?? '')?.[1] ?? '';
}

/** The gallery of :3001 live for everyone and no canary, as the other suites expect it. */
export async function restoreLiveGallery(): Promise<void> {
  if (/\n {2}canary: /.test(await gallerySection())) {
    const ended = await remotesCli(['rollback', 'gallery']);
    expect(ended.code, ended.output).toBe(0);
  }
  const live = /^gallery\n {2}live: .*\n\s+(\S+)/.exec(await gallerySection())?.[1];
  if (live !== LIVE_MANIFEST) {
    const published = await remotesCli(['publish', 'gallery', LIVE_MANIFEST]);
    expect(published.code, published.output).toBe(0);
  }
}

/** A browser context of its own for a visitor whose id is `id` (none: the page makes one). */
export async function visitor(browser: Browser, baseURL: string, id?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT });
  if (id) await context.addCookies([{ name: VISITOR_COOKIE, value: id, url: baseURL }]);
  return context;
}

/** The release every gallery slot of the page names (one release for all of them: a page never mixes). */
export async function galleryRelease(page: Page): Promise<{ release: string; channel: string }> {
  const slots = page.locator('[data-slot^="gallery/"]');
  await expect(slots.first()).toHaveAttribute('data-remote-channel', /^(live|canary)$/);
  const marks = await slots.evaluateAll((elements) => elements.map((el) => `${el.getAttribute('data-remote-release')} ${el.getAttribute('data-remote-channel')}`));
  expect(new Set(marks).size, `the gallery's slots run one release: ${marks.join(', ')}`).toBe(1);
  // What the field-health reporter and support read says the same.
  const chosen = await page.evaluate(() => (window as unknown as { __storefrontReleases__?: Record<string, { release: string; channel: string }> }).__storefrontReleases__?.gallery);
  const [release, channel] = marks[0]!.split(' ') as [string, string];
  expect(chosen).toMatchObject({ release, channel });
  return { release, channel };
}
