// No English left on a translated page: every page type on coast (French),
// wallis (Dutch) and oasis (Swedish), with every widget in (after the first
// interaction and a scroll to the bottom), shows none of the project's English
// phrases (support/englishText.ts) that its language does not say as well.
// Shoppers' and editors' content (product names, reviews, CMS text) is data:
// only a whole text that is one of the phrases counts.
import { expect, test, type Page } from '@playwright/test';
import type { ProductPageData } from '@storefront/shared-contracts';
import { openContentPage, scrollThroughSections } from './support/content';
import { englishGuard, findLeaks, phrasePattern, type EnglishGuard } from './support/englishText';
import { bringMiniBagIn } from './support/header';
import { startListing } from './support/listingPage';
import { networkQuiet, watchRequests } from './support/network';
import { scrollToChoices, scrollToSlot } from './support/productPage';
import { customers, signInThroughApi } from './support/session';

const FASCIAS = { coast: 'fr-FR', wallis: 'nl-NL', oasis: 'sv-SE' } as const;
const SHOWCASE = 'midi-wrap-dress-navy-10001';

let guard: EnglishGuard;
test.beforeAll(async () => {
  guard = await englishGuard();
});
test.beforeEach(({ page }) => watchRequests(page));

test.describe('the English guard itself', () => {
  const phrase = (text: string) => ({ text, where: 'here' });

  test('finds a whole English phrase, placeholders and all, and not a word inside data', () => {
    const phrases = [phrase('Runs small'), phrase('Fit'), phrase('Showing {{first}}-{{last}} of {{total}} reviews'), phrase('{{count}} items')];
    const shown = ['Runs  small', 'Slim Fit Shirt', 'Showing 1-5 of 12 reviews', 'vorige items', '3 items', 'Taille'];
    expect(findLeaks(shown, phrases).map((leak) => leak.shown)).toEqual(['runs small', 'showing 1-5 of 12 reviews', '3 items']);
  });

  test('leaves out a phrase whose words are too few to tell from data', () => {
    expect(phrasePattern('{{name}} day')).toBeNull();
    expect(phrasePattern('{{count}} day')?.test('2 day')).toBe(true);
  });

  test('reads the catalogues: a phrase the language also says is not English there', () => {
    const french = guard.leaksFor('fr-FR').map((leak) => leak.text);
    expect(french).toContain('Skip to content');
    expect(french).not.toContain('Pause');
    expect(guard.leaksFor('sv-SE').map((leak) => leak.text)).toContain('Pause');
  });
});

/** Every text the page shows or says: each visible element's whole text, its own text runs between child elements, and the seen attributes. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      const element = node as HTMLElement;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) continue;
      const drawn = element.tagName === 'OPTION' || element.checkVisibility({ visibilityProperty: true });
      if (!drawn) continue;
      const whole = element.textContent ?? '';
      if (whole.length < 400) shown.push(whole);
      // Its own text runs beside its child elements; runs alone are one whole
      // text ("#" and "occasion" are the tag "#occasion", already counted).
      if (element.childElementCount > 0) for (const child of element.childNodes) if (child.nodeType === Node.TEXT_NODE) shown.push(child.textContent ?? '');
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'label']) {
        const value = element.getAttribute(name);
        if (value) shown.push(value);
      }
    }
    return shown;
  });
}

async function expectNoEnglish(page: Page, locale: (typeof FASCIAS)[keyof typeof FASCIAS], name: string) {
  await networkQuiet(page);
  const leaks = findLeaks(await shownTexts(page), guard.leaksFor(locale));
  const lines = leaks.map((leak) => `${name}: "${leak.shown}" (${leak.phrase.where})`);
  expect(lines, `English on the ${locale} ${name} page:\n${lines.join('\n')}`).toEqual([]);
}

/** The first interaction: the mini bag and the interaction-loaded widgets come in. */
async function firstInteraction(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await bringMiniBagIn(page);
}

/** Down the product page slot by slot, as a shopper keeps scrolling, until every widget has come in. */
async function scrollProductToBottom(page: Page) {
  await scrollToChoices(page);
  const slots = await page.locator('[class*="sf-slot-"]').evaluateAll((elements) => [
    ...new Set(elements.flatMap((element) => [...element.classList].filter((name) => name.startsWith('sf-slot-') && name !== 'sf-slot-parcel'))),
  ]);
  for (const slot of slots) await scrollToSlot(page, slot);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

for (const [fascia, locale] of Object.entries(FASCIAS) as Array<[keyof typeof FASCIAS, (typeof FASCIAS)[keyof typeof FASCIAS]]>) {
  test.describe(`${fascia} (${locale}) shows no English`, () => {
    test('product page with every widget in', async ({ page }) => {
      test.slow();
      await page.goto(`/product/${SHOWCASE}?fascia=${fascia}`);
      await firstInteraction(page);
      await scrollProductToBottom(page);
      await expect(page.locator('section#reviews').getByRole('article').first()).toBeVisible();
      await expectNoEnglish(page, locale, 'product');
    });

    for (const [name, path] of [
      ['search', '/search?q=dress'],
      ['category', '/categories/womens-dresses'],
    ] as const) {
      test(`${name} page`, async ({ page }) => {
        await page.goto(`${path}&fascia=${fascia}`.replace(/^([^?]*)&/, '$1?'));
        await firstInteraction(page);
        await startListing(page);
        await expectNoEnglish(page, locale, name);
      });
    }

    for (const [name, path] of [
      ['home', '/'],
      ['content', '/pages/informational/returns'],
      ['404', '/no-such-page'],
    ] as const) {
      test(`${name} page with every block drawn`, async ({ page }) => {
        await openContentPage(page, `${path}?fascia=${fascia}`);
        await firstInteraction(page);
        await scrollThroughSections(page);
        await expectNoEnglish(page, locale, name);
      });
    }

    test('bag with a line, and the wishlist of a signed-in shopper', async ({ page }) => {
      await page.goto(`/?fascia=${fascia}`);
      const { product } = (await (await page.request.get(`/_api/product/${SHOWCASE}`)).json()) as ProductPageData;
      const variant = product.variants.find((v) => v.isOnStock)!;
      const added = await page.request.post('/_api/basket/addToCart', { form: { data: JSON.stringify([{ sku: variant.marketplaceSku ?? variant.sku, quantity: 1 }]) } });
      expect(added.ok(), 'adding to the bag').toBe(true);
      await page.goto('/basket');
      await firstInteraction(page);
      await expect(page.getByRole('main').getByRole('group').first()).toBeVisible();
      await expectNoEnglish(page, locale, 'bag');

      await signInThroughApi(page.request, customers.premier);
      await page.goto('/wishlist');
      await firstInteraction(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status').first()).toBeAttached();
      await expectNoEnglish(page, locale, 'wishlist');
    });
  });
}
