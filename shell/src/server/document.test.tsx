// The document the shell serves: what a browser and a search engine read
// before any script runs.
import { catalogues } from '../i18n/i18n';
import { FASCIAS, type ProductPageData } from '@storefront/shared-contracts';
import { shirt } from '@storefront/shared-contracts/testing';
import type { BootData } from '../boot';
import { matchRoute } from '../routing/matchRoute';
import { basicHead, productHead, type LinkTag } from '../seo/head';
import type { Registry } from '../registry/registry';
import { renderDocument } from './document';
import { bootOf } from './testing/bootOf';

const registry: Registry = { remotes: { gallery: { manifest: 'http://localhost:3001/mf-manifest.json', version: '1.0.0', contract: '1.0.0' } } };
const scripts = ['/static/main.js'];
const hints: LinkTag[] = [
  { rel: 'preconnect', href: 'http://localhost:3001' },
  { rel: 'preload', href: 'http://localhost:3001/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
];

function boot(path: string, page: ProductPageData | null = null, fascia = FASCIAS.burton): BootData {
  return { route: matchRoute(path), fascia, session: { user: { id: 'anonymous', guest: true }, basketCount: 0 }, registry, page, slotTimeoutMs: 8000, labels: catalogues['en-GB'] };
}

const productPage = (name: string): ProductPageData => ({ badges: [], socialProof: null, product: { ...shirt, name } });

function render(data: BootData, title = 'Bag | Burton', routeScripts: string[] = []) {
  const head = data.page ? productHead(data.page, data.fascia, 'https://burton.test', `/product/${data.page.product.slug}`) : basicHead({ title, canonical: 'https://burton.test/basket', fascia: data.fascia });
  return renderDocument({ boot: data, head, css: 'body{margin:0}', scripts, hints, routeScripts, nonce: 'n0nce' });
}

const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

describe('renderDocument', () => {
  it('speaks the fascia language and carries the head and the server-rendered page', () => {
    const html = render(boot('/product/oxford-shirt', productPage('Oxford Shirt')));
    expect(html.startsWith('<!doctype html><html lang="en-GB">')).toBe(true);
    expect(html).toContain('<title>Oxford Shirt | Burton</title>');
    expect(html).toContain('<link rel="canonical" href="https://burton.test/product/oxford-shirt">');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toMatch(/<div id="root">.*<h1[^>]*>Oxford Shirt<\/h1>/s);
    expect(render(boot('/basket', null, FASCIAS.coast), 'Panier | Coast')).toContain('<html lang="fr-FR">');
  });

  it('inlines the boot data so that markup in it cannot end the script', () => {
    const name = 'Shirt </script><script>alert(1)</script> <!--';
    const data = boot('/product/oxford-shirt', productPage(name));
    const html = render(data);
    expect(bootOf(html).page?.product.name).toBe(name);
    expect(html).not.toContain('<script>alert(1)');
    // The title and the social tags are escaped the HTML way.
    expect(html).toContain('<title>Shirt &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- | Burton</title>');
  });

  it('gives every script of its own the nonce, and no inline handler anywhere', () => {
    for (const html of [render(boot('/product/oxford-shirt', productPage('Oxford Shirt'))), render(boot('/basket'))]) {
      const executable = scriptTags(html).filter((tag) => !/type="application\/(json|ld\+json)"/.test(tag));
      expect(executable.length).toBeGreaterThan(0);
      for (const tag of executable) expect(tag).toContain('nonce="n0nce"');
      expect(html).not.toMatch(/\son[a-z]+="/);
    }
  });

  it('on a page with a first image, asks for nothing else until it is painted', () => {
    const html = render(boot('/product/oxford-shirt', productPage('Oxford Shirt')));
    expect(html).toContain('class="sf-lcp-image"');
    // No script, script preload or manifest preload in the markup: the image
    // does not share the network with them.
    expect(html).not.toMatch(/<link[^>]*(main\.js|mf-manifest\.json)/);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preconnect" href="http://localhost:3001">');
    // The inline loader asks for the manifests and the scripts by the image's
    // largest paint (3 s at the latest).
    const loader = /<script nonce="n0nce">(\(function \(\) \{.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(loader).toContain('[{"rel":"preload","href":"http://localhost:3001/mf-manifest.json","as":"fetch","crossorigin":"anonymous"}]');
    expect(loader).toContain('["/static/main.js"]');
    expect(loader).toContain("'largest-contentful-paint'");
    expect(loader).toContain('setTimeout(go, 3000)');
    expect(() => new Function(loader)).not.toThrow();
  });

  it('once the first image is painted, starts each request in a task of its own, the entry script first', async () => {
    const html = render(boot('/product/oxford-shirt', productPage('Oxford Shirt')), '', ['/static/route-product.1234.js']);
    const loader = /<script nonce="n0nce">(\(function \(\) \{.*?)<\/script>/s.exec(html)?.[1] ?? '';
    // What the loader adds, in the order it adds it.
    const added: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((r) => r.addedNodes.forEach((n) => added.push((n as Element).getAttribute('src') ?? (n as Element).getAttribute('href') ?? ''))),
    );
    observer.observe(document.documentElement, { childList: true, subtree: true });
    const requested = async () => {
      await Promise.resolve();
      return [...added];
    };
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    try {
      // No first image in this document: the loader goes at once, as when the image fails.
      new Function(loader)();
      expect(await requested()).toEqual(['/static/main.js']);
      await nextTask();
      expect(await requested()).toEqual(['/static/main.js', 'http://localhost:3001/mf-manifest.json']);
      await nextTask();
      expect(await requested()).toEqual(['/static/main.js', 'http://localhost:3001/mf-manifest.json', '/static/route-product.1234.js']);
      const preload = document.querySelector('link[href="/static/route-product.1234.js"]')!;
      expect([preload.getAttribute('as'), preload.getAttribute('nonce')]).toEqual(['script', 'n0nce']);
      expect((document.querySelector('script[src]') as HTMLScriptElement).async).toBe(false);
    } finally {
      observer.disconnect();
      document.head.innerHTML = '';
      document.body.innerHTML = '';
    }
  });

  it('on a content page whose first section is a hero, waits for its image too', () => {
    const hero = { id: 'hero', type: 'heroBanner', image: { src: '/images/content/hero-burton.jpg', alt: 'New season' }, links: [], linkLocation: 'bottom-center', linkStacking: 'horizontal' };
    const html = render({ ...boot('/'), content: { path: 'home', version: 1, sections: [hero] } as unknown as BootData['content'] }, 'Burton');
    expect(html).toMatch(/<img class="sf-first-image sf-lcp-image"[^>]*alt="New season"/);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  });

  it('on a page without a first image, runs the scripts deferred from the head', () => {
    const html = render(boot('/basket'));
    expect(html).not.toContain('sf-lcp-image');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script defer src="/static/main.js" nonce="n0nce"></script>');
    expect(head).toContain('<link rel="preload" href="http://localhost:3001/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(bootOf(html).route.name).toBe('basket');
  });

  it('on a page without a first image, notes a touch made before the scripts have run', () => {
    const head = render(boot('/basket')).split('</head>')[0]!;
    const note = /<script nonce="n0nce">(\(function \(\) \{[^<]*__sfInteracted[^<]*)<\/script>/.exec(head)?.[1];
    expect(note).toBeDefined();
    // Before the deferred scripts, so it listens from the first moment.
    expect(head.indexOf(note!)).toBeLessThan(head.indexOf('<script defer'));
    try {
      new Function(note!)();
      window.dispatchEvent(new Event('touchstart'));
      expect((window as unknown as Record<string, unknown>).__sfInteracted).toBe(true);
    } finally {
      delete (window as unknown as Record<string, unknown>).__sfInteracted;
    }
  });

  it("asks for the route's layout chunk beside the scripts, after the first paint on a page without a first image", () => {
    const routeScripts = ['/static/route-bag.1234.js'];
    const preload = '{"rel":"preload","href":"/static/route-bag.1234.js","as":"script","nonce":"n0nce"}';
    const bag = render(boot('/basket'), 'Bag | Burton', routeScripts);
    // Not in the markup: a request started before the first paint is one the paint waits for.
    expect(bag).not.toMatch(/<link[^>]*route-bag/);
    const afterPaint = /<script nonce="n0nce">(\(function \(\) \{[^<]*first-contentful-paint.*?)<\/script>/s.exec(bag)?.[1] ?? '';
    expect(afterPaint).toContain("e.name === 'first-contentful-paint'");
    expect(afterPaint).toContain(`[${preload}]`);
    expect(() => new Function(afterPaint)).not.toThrow();
    // With a first image: with the manifests, once the image is painted.
    const product = render(boot('/product/oxford-shirt', productPage('Oxford Shirt')), '', ['/static/route-product.1234.js']);
    expect(product).not.toMatch(/<link[^>]*route-product/);
    expect(product).toContain('"as":"fetch","crossorigin":"anonymous"},{"rel":"preload","href":"/static/route-product.1234.js","as":"script","nonce":"n0nce"}]');
  });
});
