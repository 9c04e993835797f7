/**
 * @jest-environment node
 */
// The bag and checkout pages as the shell's server draws them: a bag with lines is drawn
// line by line, its first image the page's largest paint (the scripts wait for
// it), and the bag is handed to the bag remote in the boot data; an empty bag
// is drawn as the remote draws it.
import { BOOT_ELEMENT_ID } from '../boot';
import { bootOf, shellForTheseTests } from './testing/shell';

const shell = shellForTheseTests();

/** The drawn page: what is between the root element and the boot data. */
const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf(`<script id="${BOOT_ELEMENT_ID}"`));

async function bagPage(cookie?: string, url = '/basket') {
  const res = await shell().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return res.body;
}

it('draws a bag with lines on the server, and hands the bag to the bag remote', async () => {
  const product = await shell().inject({ method: 'GET', url: '/product/midi-wrap-dress-navy-10001' });
  const page = bootOf(product.body).page!;
  const variant = page.product.variants.find((v) => v.availableQuantity >= 5)!;
  const added = await shell().inject({ method: 'POST', url: '/_api/basket/addToCart', payload: { data: JSON.stringify([{ sku: variant.sku }]) } });
  expect(added.statusCode).toBe(200);
  const sid = added.cookies.find((c) => c.name === 'sf_sid')!.value;

  const html = await bagPage(`sf_sid=${sid}`);
  const boot = bootOf(html);
  expect(boot.bag?.lines.map((line) => line.sku)).toEqual([variant.sku]);
  const body = bodyOf(html);
  expect(body.replace(/<!-- -->/g, '')).toMatch(/<h1[^>]*>Your bag <span>\(1 item\)<\/span><\/h1>/);
  expect(body).toContain(page.product.name);
  // The remote's address for the line image, marked as the paint the scripts wait for.
  expect(body).toMatch(/<img[^>]*class="sf-lcp-image"[^>]*>/);
  expect(/<img[^>]*class="sf-lcp-image"[^>]*>/.exec(body)![0]).toContain(`src="${boot.bag!.lines[0]!.image}?w=192&amp;q=80"`);

  // Review your order: the same bag, drawn with its quantities and handed over.
  const checkout = await bagPage(`sf_sid=${sid}`, '/checkout');
  expect(bootOf(checkout).bag).toEqual(boot.bag);
  const review = bodyOf(checkout).replace(/<!-- -->/g, '');
  expect(review).toMatch(/<h1[^>]*>Review your order<\/h1>/);
  expect(review).toContain(page.product.name);
  expect(review).toContain('Quantity: 1');
  expect(review).toMatch(/<img[^>]*class="sf-lcp-image"[^>]*>/);
});

it('draws the empty bag of a guest without a session, with no image for the scripts to wait for', async () => {
  const html = await bagPage();
  expect(bootOf(html).bag?.lines).toEqual([]);
  const body = bodyOf(html);
  expect(body).toContain('Your bag is empty');
  expect(body).toContain('Find something you love and add it to your bag.');
  expect(body).not.toContain('<img');
  expect(body).not.toContain('sf-lcp-image');

  const checkout = bodyOf(await bagPage(undefined, '/checkout'));
  expect(checkout).toContain('Your bag is empty, so there is nothing to review.');
  expect(checkout).not.toContain('<img');
});

it('styles the header’s bag link with the stylesheet the mini bag loads too, written into the head without its comments', async () => {
  const html = await bagPage();
  const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html.slice(0, html.indexOf('</head>')))![1]!;
  for (const part of ['sf-bag-link', 'sf-bag-link-icon', 'sf-bag-link-text', 'sf-bag-link-badge']) expect(style).toContain(`.${part} {`);
  expect(style).not.toContain('/*');
  expect(bodyOf(html)).toMatch(/<a href="\/basket" class="sf-bag-link" aria-label="Bag, 0 items">/);
});
