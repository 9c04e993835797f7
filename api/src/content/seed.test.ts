// The seed pages are data: every one must pass the editor's validation, each
// fascia's pages must use every section type, and every product they name
// must be a real product the fascia sells.
import { FASCIA_KEYS, FASCIAS, formatMoney, routes } from '@storefront/shared-contracts';
import { SECTION_TYPES, validateContentPage, type ContentSection } from '@storefront/shared-contracts/content';
import { Catalogue } from '../catalogue/catalogue';
import { DEFAULT_SEARCH_RULES } from '@storefront/search-service';
import { seedPages } from './seed';

const now = new Date('2026-06-01T10:30:00Z');
const pages = seedPages(now);
const catalogue = Catalogue.generate();
const SPEC_BRANDS = ['burton', 'coast', 'wallis', 'dorothy-perkins', 'misspap', 'principles', 'oasis', 'warehouse', 'maine', 'coastie', 'gorgeous', 'nastygal', 'foreverunique'];

const pagesOf = (fascia: string) => pages.filter((p) => p.fascia === fascia);

/** Every sku a section names: shoppable buttons (sku#colour), add-to-basket, product blocks' skus. */
function skusOf(section: ContentSection): Array<{ sku: string; colour?: string }> {
  const found: Array<{ sku: string; colour?: string }> = [];
  const visit = (value: unknown, key?: string) => {
    if (Array.isArray(value)) {
      if (key === 'skus') for (const sku of value) found.push({ sku: String(sku) });
      else value.forEach((v) => visit(v));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'productSku' && typeof v === 'string') {
          const [sku, colour] = v.split('#');
          found.push({ sku: sku!, ...(colour ? { colour } : {}) });
        } else if (k === 'sku' && typeof v === 'string') found.push({ sku: v });
        else visit(v, k);
      }
    }
  };
  visit(section);
  return found;
}

describe('seed pages', () => {
  it('every page of every fascia passes validateContentPage', () => {
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const result = validateContentPage(page.path, page.content);
      if ('problems' in result) throw new Error(`${page.fascia} ${page.path}: ${JSON.stringify(result.problems)}`);
    }
  });

  it('has no page twice', () => {
    expect(new Set(pages.map((p) => `${p.fascia} ${p.path}`)).size).toBe(pages.length);
  });

  it.each(FASCIA_KEYS)('%s: home, brand room, returns, delivery, sale, cms-404, brand landings and size guides', (fascia) => {
    const paths = pagesOf(fascia).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['home', 'brand-room', 'informational/returns', 'informational/delivery', 'sale', 'sale-mobile', 'cms-404']));
    const landings = paths.filter((p) => /^brands\/[a-z-]+$/.test(p)).map((p) => p.slice('brands/'.length));
    expect(landings.length).toBeGreaterThanOrEqual(2);
    for (const brand of landings) {
      expect(SPEC_BRANDS).toContain(brand);
      expect(catalogue.products.some((p) => p.brandSlug === brand && catalogue.isSoldIn(p, fascia))).toBe(true);
    }
  });

  it.each(FASCIA_KEYS)('%s: every section type appears at least once', (fascia) => {
    const used = new Set(pagesOf(fascia).flatMap((p) => p.content.sections.map((s) => (s as { type: string }).type)));
    expect(SECTION_TYPES.filter((t) => !used.has(t))).toEqual([]);
  });

  it.each(FASCIA_KEYS)('%s: every sku is a real product the fascia sells (and the colour its own)', (fascia) => {
    let count = 0;
    for (const page of pagesOf(fascia)) {
      const result = validateContentPage(page.path, page.content);
      if (!('page' in result)) throw new Error('invalid');
      for (const section of result.page.sections) {
        for (const { sku, colour } of skusOf(section)) {
          count += 1;
          const match = catalogue.variantBySku(sku);
          expect({ page: page.path, sku, found: Boolean(match) }).toEqual({ page: page.path, sku, found: true });
          expect(catalogue.isSoldIn(match!.product, fascia)).toBe(true);
          if (colour) expect(match!.product.colours[match!.variant.colourIndex]!.colour).toBe(colour);
        }
      }
    }
    expect(count).toBeGreaterThan(10);
  });

  it.each(FASCIA_KEYS)('%s: a size guide for every brand whose products link to one', (fascia) => {
    const paths = new Set(pagesOf(fascia).map((p) => `/pages/${p.path}`));
    const linked = new Set(
      catalogue.products.filter((p) => catalogue.isSoldIn(p, fascia) && p.productType !== 'beauty').map((p) => routes.sizeGuide(p.brandSlug || FASCIAS[fascia].brandSlug)),
    );
    expect([...linked].filter((link) => !paths.has(link))).toEqual([]);
  });

  it.each(FASCIA_KEYS)('%s: brand landing pages link to categories', (fascia) => {
    for (const page of pagesOf(fascia).filter((p) => /^brands\/[a-z-]+$/.test(p.path))) {
      expect(JSON.stringify(page.content.sections)).toMatch(/"href":"\/categories\/[a-z-]+"/);
    }
  });

  it.each(FASCIA_KEYS)('%s: the home page opens with a hero banner with an image', (fascia) => {
    const home = pagesOf(fascia).find((p) => p.path === 'home')!;
    const first = home.content.sections[0] as { type: string; image?: { src: string } };
    expect(first.type).toBe('heroBanner');
    expect(first.image?.src).toMatch(/^\/images\/content\/hero-/);
  });

  it.each(FASCIA_KEYS)('%s: an HTML section to sanitise, an https iframe, countdowns ahead of now', (fascia) => {
    const sections = pagesOf(fascia).flatMap((p) => p.content.sections) as Array<Record<string, unknown>>;
    const html = sections.filter((s) => s.type === 'html').map((s) => s.html as string);
    expect(html.some((h) => h.includes('<script>') && h.includes('onclick=') && h.includes('javascript:'))).toBe(true);
    for (const frame of sections.filter((s) => s.type === 'iframe')) expect(frame.src).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    const countdowns = sections.filter((s) => s.type === 'countdownBanner');
    expect(countdowns.length).toBeGreaterThan(0);
    for (const c of countdowns) expect(c.endTime).toBe('2026-06-04T10:00:00.000Z');
  });

  it.each(FASCIA_KEYS)('%s: product page content (pdp/{category}) is blog cards and content grids only, linking within the site', (fascia) => {
    const pdp = pagesOf(fascia).filter((p) => p.path.startsWith('pdp/'));
    expect(pdp.map((p) => p.path)).toEqual(expect.arrayContaining(['pdp/womens-dresses', 'pdp/mens-shirts', 'pdp/default']));
    for (const page of pdp) {
      const sections = page.content.sections as Array<{ type: string; items: Array<{ href: string }> }>;
      expect(sections.every((s) => s.type === 'blogCards' || s.type === 'contentGrid')).toBe(true);
      for (const item of sections.flatMap((s) => s.items)) expect(item.href).toMatch(/^\/(categories|pages)\/[a-z0-9/-]+$/);
    }
  });

  it('writes each fascia in its own language', () => {
    const titles = Object.fromEntries(FASCIA_KEYS.map((f) => [f, pagesOf(f).find((p) => p.path === 'informational/returns')!.content.title]));
    expect(titles).toEqual({
      burton: 'Returns and refunds',
      dorothyperkins: 'Returns and refunds',
      coast: 'Retours et remboursements',
      wallis: 'Retourneren en terugbetalen',
      oasis: 'Returer och återbetalningar',
    });
    expect(JSON.stringify(pagesOf('coast'))).not.toMatch(/\{\{|"en-GB"/);
  });

  // The product page's delivery badge and a search for "delivery" lead there.
  it.each(FASCIA_KEYS)('%s: the delivery page gives the charges the bag applies, in the fascia\'s currency', (fascia) => {
    const settings = FASCIAS[fascia];
    const page = pagesOf(fascia).find((p) => p.path === 'informational/delivery')!;
    const text = JSON.stringify(page.content);
    expect(text).not.toContain('{{');
    for (const cents of [settings.delivery.standardCentAmount, settings.delivery.freeThresholdCentAmount, settings.delivery.bulkySurchargeCentAmount]) {
      expect(text).toContain(formatMoney(cents, settings));
    }
  });

  it.each(FASCIA_KEYS)('%s: the home page\'s first message names the free delivery threshold and links to the delivery page', (fascia) => {
    const home = pagesOf(fascia).find((p) => p.path === 'home')!;
    const usp = home.content.sections.find((s) => (s as { type: string }).type === 'uspBanner') as { items: Array<{ label: string; href: string }> };
    expect(usp.items[0]).toEqual({ label: expect.stringContaining(formatMoney(FASCIAS[fascia].delivery.freeThresholdCentAmount, FASCIAS[fascia])), href: '/pages/informational/delivery' });
  });

  // Where the search service's query rules send a shopper (api/search-service/src/config.ts): a page, not the CMS 404.
  it.each(FASCIA_KEYS)('%s: every page a query rule redirects to is a seed page', (fascia) => {
    const paths = new Set(pagesOf(fascia).map((p) => `/pages/${p.path}`));
    const targets = DEFAULT_SEARCH_RULES.flatMap((rule) => {
      const data = (rule.consequence.userData ?? {}) as { redirect?: string; redirectMobile?: string };
      return [data.redirect, data.redirectMobile].filter((t): t is string => Boolean(t));
    });
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(paths).toContain(target);
  });

  it.each(FASCIA_KEYS)('%s: the sale pages show only reduced products', (fascia) => {
    for (const path of ['sale', 'sale-mobile']) {
      const page = pagesOf(fascia).find((p) => p.path === path)!;
      const skus = page.content.sections.flatMap((s) => skusOf(s)).map((s) => s.sku);
      expect(skus.length).toBeGreaterThanOrEqual(4);
      for (const sku of skus) {
        const match = catalogue.variantBySku(sku);
        expect({ sku, reduced: match !== undefined && catalogue.isSoldIn(match.product, fascia) && match.variant.wasPrice !== undefined }).toEqual({ sku, reduced: true });
      }
    }
  });
});
