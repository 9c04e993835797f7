// Accessibility of every page type, on a desktop and on a phone, in two fascias
// (two themes' colours, English and French): axe's WCAG 2.1 A and AA rules over
// the composed page, with its dialogs open where the page has them. Any
// violation fails, and so does an element with the hidden attribute that the
// page still draws. Burton is judged on the desktop and Coast on the phone: each
// page type once per layout and once per theme and language (every combination
// twice over took a third of the integration suite's time).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ProductPageData } from '@storefront/shared-contracts';
import { openContentPage, scrollThroughSections } from './support/content';
import { scrollToChoices, scrollToSlot } from './support/productPage';
import { customers, signInThroughApi } from './support/session';
import { startListing } from './support/listingPage';
import { networkQuiet, watchRequests } from './support/network';
import { bringMiniBagIn } from './support/header';

// axe judges the page at rest. A fade that starts while it runs (the product
// page's social proof rotates in every few seconds) would read as low contrast
// mid-way, so motion is reduced here, as a shopper may ask for: every block has
// the same resting state either way.
test.use({ reducedMotion: 'reduce' });

test.beforeEach(({ page }) => watchRequests(page));

/** Each fascia with the tag of the project it runs in (playwright.config.ts): burton on the desktop, coast on the phone. */
const FASCIAS = [
  ['burton', ''],
  ['coast', ' @phone'],
] as const;
const SHOWCASE = '/product/midi-wrap-dress-navy-10001';

/** Waits for the page's remotes to settle, then runs axe over the whole document. */
async function expectNoViolations(page: Page) {
  await networkQuiet(page);
  // Nothing still loading: a busy list is dimmed while it waits, which is not its resting contrast.
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
  // Cards fade in as they arrive: mid-fade their text reads as low contrast. Wait
  // for every finite animation and transition to end (a marquee runs forever).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  await expectHiddenNotDrawn(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}`).join('\n')}`);
  expect(found, found.join('\n')).toEqual([]);
}

/**
 * What the page hides is not drawn: an element with the hidden attribute has no
 * box. axe cannot see this (a stylesheet's display overriding hidden exposes the
 * element to sight and to assistive technology alike), and jsdom applies no
 * stylesheet, so only the composed page in a browser can tell. Found once on the
 * USP banner, whose slide class drew every message side by side.
 */
async function expectHiddenNotDrawn(page: Page) {
  const drawn = await page.evaluate(() =>
    [...document.querySelectorAll('[hidden]:not([hidden="until-found"])')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}: ${(element.textContent ?? '').trim().slice(0, 60)}`),
  );
  expect(drawn, `elements with the hidden attribute that are drawn:\n${drawn.join('\n')}`).toEqual([]);
}

const withFascia = (path: string, fascia: string) => `${path}${path.includes('?') ? '&' : '?'}fascia=${fascia}`;

/** The header is there and the mini bag (mfe-basket), which comes in on the shopper's first interaction, has mounted. */
async function pageReady(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  // Then only its bag link: the server's stands beside it for a moment while it mounts.
  await bringMiniBagIn(page);
  await expect(page.locator('header a[href="/basket"]')).toHaveCount(1);
}

/** Puts the showcase product's first size in stock in the bag, in the page's fascia (the context's cookies). */
async function fillBag(page: Page) {
  const { product } = (await (await page.request.get(`/_api/product/${SHOWCASE.split('/').pop()}`)).json()) as ProductPageData;
  const variant = product.variants.find((v) => v.isOnStock)!;
  const response = await page.request.post('/_api/basket/addToCart', { form: { data: JSON.stringify([{ sku: variant.marketplaceSku ?? variant.sku, quantity: 1 }]) } });
  expect(response.ok(), 'adding to the bag').toBe(true);
}

for (const [fascia, tag] of FASCIAS) {
  test.describe(`${fascia}${tag}`, () => {
    const pages: Array<[string, string, (page: Page) => Promise<void>]> = [
      ['product', SHOWCASE, async (page) => {
        await scrollToChoices(page);
        await expect(page.locator('.sf-slot-add').getByRole('button')).toBeVisible();
      }],
      // The server's first results (all a phone has before the first touch), then the listing.
      ['search', '/search?q=dress', async (page) => {
        await expect(page.getByRole('link', { name: /./ }).locator('img').first()).toBeVisible();
        await expectNoViolations(page);
        await startListing(page);
      }],
      ['category', '/categories/womens-dresses', async (page) => {
        await expect(page.locator('main img').first()).toBeVisible();
        await expectNoViolations(page);
        await startListing(page);
      }],
      ['home', '/', pageReady],
      ['content page', '/pages/brand-room', pageReady],
      ['bag', '/basket', pageReady],
      ['wishlist', '/wishlist', pageReady],
      ['sign-up', '/sign-up', pageReady],
      ['password reset', '/reset-password', pageReady],
      ['new password', `/reset-password?token=${'t'.repeat(43)}`, pageReady],
      ['sign-in link', '/sign-in-link?source=wishlist', pageReady],
    ];
    for (const [name, path, ready] of pages) {
      test(`${name} page has no axe violations`, async ({ page }) => {
        await page.goto(withFascia(path, fascia));
        await pageReady(page);
        await ready(page);
        await expectNoViolations(page);
      });
    }

    // Content pages with every block drawn: later sections load as they come near, so scroll through.
    for (const [name, path] of [
      ['home (every block)', '/'],
      ['brand landing', '/pages/brands/coast'],
      ['returns (text, HTML, FAQ, iframe)', '/pages/informational/returns'],
      ['delivery', '/pages/informational/delivery'],
      ['sale', '/pages/sale'],
      ['CMS 404', '/no-such-page'],
    ] as const) {
      test(`${name} page has no axe violations`, async ({ page }) => {
        await openContentPage(page, withFascia(path, fascia));
        await pageReady(page);
        await scrollThroughSections(page);
        await expectNoViolations(page);
      });
    }

    test('bag with items, its preview open, and the order review have no axe violations', async ({ page }) => {
      await page.goto(withFascia('/', fascia));
      await fillBag(page);
      await page.goto('/basket');
      await pageReady(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('group').first()).toBeVisible();
      await expectNoViolations(page);

      await page.locator('header').getByRole('button', { expanded: false }).click();
      await expect(page.getByRole('region').filter({ has: page.locator('a[href="/basket"]') }).first()).toBeVisible();
      await expectNoViolations(page);

      await page.goto('/checkout');
      await pageReady(page);
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await expectNoViolations(page);
    });

    test('wishlist of a signed-in customer has no axe violations', async ({ page }) => {
      await page.goto(withFascia('/', fascia));
      await signInThroughApi(page.request, customers.premier);
      await page.goto('/wishlist');
      await pageReady(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status').first()).toBeAttached();
      await expectNoViolations(page);
    });

    test('product page with its reviews and payment promo in view, then the added-to-bag panel open, has no axe violations', async ({ page }) => {
      // Two axe runs over the largest page: on a busy machine the second alone took the rest of the 45 s.
      test.slow();
      await page.goto(withFascia(SHOWCASE, fascia));
      await pageReady(page);
      await scrollToSlot(page, 'sf-slot-payment-promo');
      await expect(page.locator('.sf-slot-payment-promo section')).toBeVisible();
      await scrollToSlot(page, 'sf-slot-reviews');
      await expect(page.locator('section#reviews').getByRole('article').first()).toBeVisible();
      await expectNoViolations(page);

      await page.evaluate(() => window.scrollTo(0, 0));
      await scrollToChoices(page);
      const { product } = (await (await page.request.get(`/_api/product/${SHOWCASE.split('/').pop()}`)).json()) as ProductPageData;
      const size = product.variants.find((v) => v.isOnStock && v.attributes.colour === product.variants[0]!.attributes.colour)!.attributes.size;
      await page.locator('.sf-slot-pickers').getByRole('group').last().getByRole('button', { name: size, exact: true }).click();
      await page.locator('.sf-slot-add').getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page);
    });

    test('sign-in dialog open has no axe violations', async ({ page }) => {
      await page.goto(withFascia(SHOWCASE, fascia));
      await pageReady(page);
      await scrollToChoices(page);
      const heart = page.locator('.sf-slot-wishlist').getByRole('button');
      await heart.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
      await expectNoViolations(page);
    });

    test('quick add open has no axe violations', async ({ page }) => {
      await page.goto(withFascia('/search?q=dress', fascia));
      await pageReady(page);
      await startListing(page);
      const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { name: /^(Add|Ajouter)$/ }) }).first();
      await card.getByRole('button', { name: /^(Add|Ajouter)$/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('group').first()).toBeVisible();
      await expectNoViolations(page);
    });

    test('zoom open has no axe violations', async ({ page, isMobile }) => {
      await page.goto(withFascia(SHOWCASE, fascia));
      await pageReady(page);
      // The gallery remote's group ("Product images" in the fascia's words), not the server's first image.
      const gallery = page.locator('.sf-pdp-gallery [role="group"]').first();
      // The first slide's image: "{name}, image 1 of 4" in the fascia's words.
      const image = gallery.getByRole('img', { name: /, \S+ 1 \S+ \d+$/ }).first();
      if (isMobile) {
        await image.tap();
        await expect(page.getByRole('dialog')).toBeVisible();
      } else {
        await gallery.getByRole('button', { name: /^Zoom/ }).first().click();
        await expect(gallery.getByRole('button', { name: /^Zoom/ }).first()).toHaveAttribute('aria-pressed', 'true');
      }
      await expectNoViolations(page);
    });
  });
}
