// Gallery media on the composed site: click zoom (desktop), the zoom modal
// (mobile), thumbnails, the video slide, View in 3D and the beauty try-on.
import { expect, test, type Page } from '@playwright/test';
import type { ProductPageData } from '@storefront/shared-contracts';
import { productSlugs } from './support/catalogue';

/** Showcase products (api README): 10001 dress with video and 3D, 10004 foundation with try-on. */
async function showcase(page: Page, number: string): Promise<ProductPageData['product']> {
  const slug = (await productSlugs(page.request)).find((s) => s.endsWith(`-${number}`));
  if (!slug) throw new Error(`showcase product ${number} is not in the sitemap`);
  return ((await (await page.request.get(`/_api/product/${slug}`)).json()) as ProductPageData).product;
}

/** Records the analytics events the page sends through the bus. */
async function recordAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { analyticsSeen: string[] }).analyticsSeen = seen;
    window.addEventListener('analytics:track', (event) => {
      const detail = (event as CustomEvent<{ payload?: { event?: string } }>).detail;
      if (detail?.payload?.event) seen.push(detail.payload.event);
    });
  });
}
const analyticsSeen = (page: Page) => page.evaluate(() => (window as unknown as { analyticsSeen: string[] }).analyticsSeen);

const gallery = (page: Page) => page.getByRole('group', { name: 'Product images' });

test.describe('gallery media', () => {
  test('a click on the image zooms it 3x at quality 95 and hides the arrows; leaving the image ends it', async ({ page }) => {
    await recordAnalytics(page);
    const product = await showcase(page, '10001');
    await page.goto(`/product/${product.slug}`);
    const image = gallery(page).getByRole('img', { name: `${product.name}, image 1 of 4` });
    const next = gallery(page).getByRole('button', { name: 'Next image' });
    await expect(next).toBeVisible();

    await image.click();
    await expect(gallery(page).getByRole('button', { name: 'Zoom' })).toHaveAttribute('aria-pressed', 'true');
    await expect(image).toHaveAttribute('src', /q=95/);
    await expect(image).toHaveCSS('transform', 'matrix(3, 0, 0, 3, 0, 0)');
    await expect(next).toBeHidden();
    expect(await analyticsSeen(page)).toContain('desktopZoom');

    await page.mouse.move(5, 5);
    await expect(image).toHaveAttribute('src', /q=80/);
    await expect(next).toBeVisible();
  });

  test('thumbnails show their image, and the video slide sits second and plays', async ({ page }) => {
    const product = await showcase(page, '10001');
    await page.goto(`/product/${product.slug}`);
    const thumbnails = gallery(page).getByRole('list', { name: 'Thumbnails' }).getByRole('button');
    await expect(thumbnails).toHaveCount(5);
    await expect(thumbnails.nth(1)).toHaveAccessibleName('Show video');

    await gallery(page).getByRole('button', { name: 'Show image 3' }).click();
    await expect(gallery(page).getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');
    await expect(gallery(page).getByRole('img', { name: `${product.name}, image 3 of 4` })).toBeInViewport();

    await gallery(page).getByRole('button', { name: 'Show video' }).click();
    const video = gallery(page).getByLabel(`${product.name}, video`);
    await expect(video).toBeInViewport();
    await expect(video).toHaveAttribute('poster', /\/images\/products\/.+\?w=720&q=80$/);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => ({ playing: !v.paused && v.currentTime > 0, source: v.currentSrc.split('/').pop() })))
      .toEqual({ playing: true, source: 'webm_720p' });

    // Scroll-to-play: it pauses once less than half of it is visible.
    await gallery(page).getByRole('button', { name: 'Show image 1' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('View in 3D opens a 480 px dialog framing the viewer page', async ({ page }) => {
    const product = await showcase(page, '10001');
    await page.goto(`/product/${product.slug}`);
    await gallery(page).getByRole('button', { name: 'View in 3D' }).click();

    const modal = page.getByRole('dialog', { name: 'View in 3D' });
    await expect(modal).toBeVisible();
    expect((await modal.boundingBox())?.width).toBe(480);
    const frame = modal.getByTitle(`3D view of ${product.name}`);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    const viewer = frame.contentFrame();
    await expect(viewer.getByRole('main', { name: new RegExp(`^3D view of ${product.name}`) })).toBeVisible();
    await expect.poll(() => viewer.locator('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('a foundation offers its shades in a dropdown and a try-on that says when it is closed', async ({ page }) => {
    const product = await showcase(page, '10004');
    await page.goto(`/product/${product.slug}`);
    // The page's own pickers (a routine below offers colours too).
    await page.getByRole('region', { name: 'Product details' }).getByRole('combobox', { name: 'Colour' }).selectOption({ label: '020 Ivory' });

    await gallery(page).getByRole('button', { name: 'Try it on' }).click();
    const overlay = page.getByRole('dialog', { name: 'Virtual try-on' });
    await expect(overlay.getByRole('img', { name: 'Live preview wearing 020 Ivory' })).toBeVisible();

    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
    const notice = page.getByRole('dialog', { name: 'Try-on closed' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
  });

  test.describe('on a phone', () => {
    // The phone project's: a tap needs a touch screen.
    test('a swipe moves to the next image and the dot pager follows; a dot moves back @phone', async ({ page }) => {
      const product = await showcase(page, '10001');
      await page.goto(`/product/${product.slug}`);
      // The dot pager is drawn when the carousel has started.
      const firstDot = gallery(page).getByRole('button', { name: 'Go to image 1' });
      await expect(firstDot).toHaveAttribute('aria-current', 'true');
      const box = (await gallery(page).getByRole('img', { name: `${product.name}, image 1 of 4` }).boundingBox())!;
      const y = box.y + box.height / 2;
      const cdp = await page.context().newCDPSession(page);
      const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
      await finger('touchStart', box.x + box.width * 0.8);
      for (let step = 1; step <= 10; step++) await finger('touchMove', box.x + box.width * (0.8 - step * 0.06));
      await finger('touchEnd', 0);
      // Slide 2 is the video (it sits second).
      await expect(gallery(page).getByRole('button', { name: 'Go to image 2' })).toHaveAttribute('aria-current', 'true');
      await expect(firstDot).not.toHaveAttribute('aria-current');
      await firstDot.click();
      await expect(firstDot).toHaveAttribute('aria-current', 'true');
    });

    test('a tap on the image opens the zoom modal with pinch-and-pan images @phone', async ({ page }) => {
      await recordAnalytics(page);
      const product = await showcase(page, '10001');
      await page.goto(`/product/${product.slug}`);
      await gallery(page).getByRole('img', { name: `${product.name}, image 1 of 4` }).tap();

      const modal = page.getByRole('dialog', { name: 'Zoomed images' });
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('img', { name: `${product.name}, image 1 of 4` })).toHaveAttribute('src', /q=95/);
      await expect(modal.getByText('1 of 4')).toBeVisible();
      expect(await analyticsSeen(page)).toContain('mobileZoom');

      // Two fingers spreading apart zoom the image in, up to 4x.
      const image = modal.getByRole('img', { name: `${product.name}, image 1 of 4` });
      const box = (await image.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      const cdp = await page.context().newCDPSession(page);
      const fingers = (type: 'touchStart' | 'touchMove' | 'touchEnd', apart: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: x - apart, y, id: 1 }, { x: x + apart, y, id: 2 }] });
      await fingers('touchStart', 30);
      for (let apart = 40; apart <= 150; apart += 10) await fingers('touchMove', apart);
      await fingers('touchEnd', 0);
      const scale = () => image.evaluate((img) => new DOMMatrix(getComputedStyle(img.parentElement!).transform).a);
      await expect.poll(scale).toBeGreaterThan(1.1);
      expect(await scale()).toBeLessThanOrEqual(4);

      await modal.getByRole('button', { name: 'Next image' }).click();
      await expect(modal.getByText('2 of 4')).toBeVisible();
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(modal).toBeHidden();
    });
  });
});
