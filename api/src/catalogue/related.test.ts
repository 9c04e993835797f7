// The catalogue's related data (spec 2 §3 Product.related, rules of §4–5):
// every bundle rule is reachable from the showcase products, the drawn
// products carry bundles, looks and sponsored cards too, a fascia sees only
// what it sells, and the product page stays small.
import type { Bundle, BundleProduct, FasciaKey, ProductRelated } from '@storefront/shared-contracts';
import { BUNDLE_MAX_PRODUCTS, FASCIA_KEYS, FASCIAS, SPONSORED_STATUS } from '@storefront/shared-contracts';
import { Catalogue } from './catalogue';
import { BUNDLE_HEADERS, BUNDLE_KINDS, BUNDLE_MAX_VARIANTS, generateRelated, INFLUENCER_MAX, LAST_FIXTURE, SPONSORED_MAX } from './related';

const catalogue = Catalogue.generate();
const record = (n: number) => catalogue.productById(String(n))!;
const related = (n: number, fascia: FasciaKey = 'burton'): ProductRelated =>
  catalogue.productPage(FASCIAS[fascia], record(n).slug)?.product.related ?? {};

const keys = (bundle: Bundle | undefined) => bundle?.products.map((p) => p.key) ?? [];
const member = (bundle: Bundle | undefined, n: number): BundleProduct => bundle!.products.find((p) => p.key === record(n).key)!;
/** The product's starting colour: the bundle's, else its default (pre-selected, else first) variant's. */
const startColour = (p: BundleProduct) => p.selectedColor ?? (p.variants.find((v) => v.preSelected) ?? p.variants[0]!).attributes.colour;
const inStockSizes = (p: BundleProduct, colour: string) =>
  p.variants.filter((v) => v.attributes.colour === colour && v.isOnStock).map((v) => v.attributes.size);
const colours = (p: BundleProduct) => [...new Set(p.variants.map((v) => v.attributes.colour))];
const holdsCurrent = (bundle: Bundle, n: number) => bundle.products.some((p) => p.id === String(n));
/** What the page shows by §4: a bundle holding the current product and more than one. */
const shown = (bundle: Bundle | undefined, n: number) => Boolean(bundle && holdsCurrent(bundle, n) && bundle.products.length > 1);

/** Every (product, fascia) page with its related data. */
const everyPage = catalogue.products.flatMap((p) => p.availablefascias.map((fascia) => ({ n: p.n, fascia, related: catalogue.related(p, FASCIAS[fascia]) })));
const everyBundle = everyPage.flatMap(({ n, fascia, related: r }) =>
  BUNDLE_KINDS.flatMap((kind) => (r?.[kind] ? [{ n, fascia, kind, bundle: r[kind]! }] : [])),
);

describe('related data of the showcase suit (10016 to 10018 and the shirt 10013)', () => {
  it('is one suit of four products on each piece’s page, in every fascia', () => {
    for (const n of [10016, 10017, 10018, 10013]) {
      for (const fascia of FASCIA_KEYS) {
        const suits = related(n, fascia).suits;
        expect(suits).toMatchObject({ id: 'suits-SUT10016', bundleType: 'suits', header: BUNDLE_HEADERS.suits });
        expect(keys(suits)).toEqual(['SUT10016', 'SUT10017', 'SUT10018', 'SHR10013']);
        expect(shown(suits, n)).toBe(true);
      }
    }
  });

  it('has a colour sold out in every size (the jacket and trousers in Black)', () => {
    const suits = related(10016).suits;
    for (const n of [10016, 10017]) {
      const piece = member(suits, n);
      expect(colours(piece)).toContain('Black');
      expect(inStockSizes(piece, 'Black')).toEqual([]);
      expect(inStockSizes(piece, 'Navy').length).toBeGreaterThan(1);
    }
  });

  it('starts the waistcoat in Charcoal, which has one size left (auto-picked), and the jacket’s Charcoal has one too', () => {
    const suits = related(10017).suits;
    const waistcoat = member(suits, 10018);
    expect(waistcoat.selectedColor).toBe('Charcoal');
    expect(inStockSizes(waistcoat, 'Charcoal')).toEqual(['M']);
    expect(inStockSizes(member(suits, 10016), 'Charcoal')).toEqual(['40']);
    // The trousers keep some sizes in Charcoal: a size matching the previous one may or may not be there.
    expect(inStockSizes(member(suits, 10017), 'Charcoal')).toEqual(['28', '32', '36', '40']);
  });

  it('starts the others in their default colour, in stock, and the shirt in White', () => {
    const suits = related(10016).suits!;
    expect(member(suits, 10013).selectedColor).toBe('White');
    for (const piece of suits.products) expect(inStockSizes(piece, startColour(piece)).length).toBeGreaterThan(0);
  });

  it('gives the jacket an outfit as well: where suits and outfits both exist, suits are used', () => {
    const page = related(10016);
    expect(shown(page.suits, 10016)).toBe(true);
    expect(shown(page.outfits, 10016)).toBe(true);
    expect(keys(page.outfits)).toEqual(['SUT10016', 'SHR10013']);
    expect(member(page.outfits, 10013).selectedColor).toBe('Sky Blue');
  });
});

describe('outfits, home and beauty bundles of the showcase products', () => {
  it('puts the dress with the boots in Camel (sold out: starts unselected) and the jacket in Ivory (only size 12)', () => {
    for (const n of [10001, 10002, 10019]) {
      const outfit = related(n, 'coast').outfits;
      expect(keys(outfit)).toEqual(['DRS10001', 'SHO10002', 'COA10019']);
      expect(shown(outfit, n)).toBe(true);
      expect(related(n, 'coast').suits).toBeUndefined();
    }
    const outfit = related(10001, 'coast').outfits;
    const boots = member(outfit, 10002);
    expect(boots.selectedColor).toBe('Camel');
    expect(inStockSizes(boots, 'Camel')).toEqual([]);
    expect(inStockSizes(boots, 'Black').length).toBeGreaterThan(10);
    const jacket = member(outfit, 10019);
    expect(jacket.selectedColor).toBe('Ivory');
    expect(inStockSizes(jacket, 'Ivory')).toEqual(['12']);
    expect(inStockSizes(jacket, 'Pink')).toEqual([]);
    // The dress starts in its default colour, Navy, where size 6 is out of stock and the pre-selected size is not.
    const dress = member(outfit, 10001);
    expect(dress.selectedColor).toBeUndefined();
    expect(startColour(dress)).toBe('Navy');
    expect(dress.variants.find((v) => v.preSelected)?.isOnStock).toBe(true);
    expect(dress.variants.some((v) => v.attributes.colour === 'Navy' && !v.isOnStock)).toBe(true);
  });

  it('has an outfit whose current product is sold out in every colour (10010)', () => {
    const outfit = related(10010).outfits;
    expect(keys(outfit)).toEqual(['DRS10010', 'SHO10002']);
    expect(member(outfit, 10010).variants.every((v) => !v.isOnStock)).toBe(true);
  });

  it('has a home bundle and a beauty routine with a shade to start in', () => {
    expect(keys(related(10007).home)).toEqual(['CSH10007', 'LMP10008']);
    expect(related(10008).home?.header).toBe(BUNDLE_HEADERS.home);
    const routine = related(10014).beauties;
    expect(keys(routine)).toEqual(['FND10004', 'SKN10014', 'HAR10012']);
    expect(member(routine, 10004).selectedColor).toBe('060 Golden');
    // That shade is sold out: the foundation starts unselected.
    expect(inStockSizes(member(routine, 10004), '060 Golden')).toEqual([]);
  });

  it('has bundles the page does not show: one product (10003), one without the current product (10006)', () => {
    const single = related(10003).bundle;
    expect(keys(single)).toEqual(['JNS10003']);
    expect(shown(single, 10003)).toBe(false);
    const other = related(10006).beauties;
    expect(other!.products.length).toBe(3);
    expect(holdsCurrent(other!, 10006)).toBe(false);
    expect(shown(other, 10006)).toBe(false);
  });

  it('leaves one product in a fascia that does not sell the other (10011’s outfit with the Burton-only jeans)', () => {
    expect(keys(related(10011, 'burton').outfits)).toEqual(['SHR10011', 'MJN10015']);
    expect(shown(related(10011, 'burton').outfits, 10011)).toBe(true);
    const coast = related(10011, 'coast').outfits;
    expect(keys(coast)).toEqual(['SHR10011']);
    expect(shown(coast, 10011)).toBe(false);
    expect(catalogue.productPage(FASCIAS.coast, record(10015).slug)).toBeNull();
  });
});

describe('influencer looks and sponsored products', () => {
  it('gives the dress and the suit jacket a look with a header, the boots and the foundation one without (titled Shop The Look)', () => {
    expect(related(10001).influencer?.header).toBe('Styled by @ellie.wears');
    expect(related(10016).influencer?.header).toBe("Jack's Wedding Edit");
    for (const n of [10002, 10004]) {
      const look = related(n).influencer;
      expect(look?.products.length).toBeGreaterThan(0);
      expect(look).not.toHaveProperty('header');
    }
    expect(related(10003).influencer).toBeUndefined();
  });

  it('answers look and sponsored cards as listing cards, sold in the fascia, never the product itself', () => {
    for (const n of [10001, 10002, 10004, 10013, 10016]) {
      for (const fascia of FASCIA_KEYS) {
        const page = related(n, fascia);
        const look = page.influencer?.products ?? [];
        const sponsored = page.sponsored ?? [];
        expect(sponsored.length).toBeGreaterThan(0);
        expect(look.length).toBeLessThanOrEqual(INFLUENCER_MAX);
        expect(sponsored.length).toBeLessThanOrEqual(SPONSORED_MAX);
        for (const card of [...look, ...sponsored]) {
          expect(card.id).not.toBe(String(n));
          expect(catalogue.isSoldIn(record(Number(card.id)), fascia)).toBe(true);
          expect(card.price).toMatch(/^\d+\.\d\d/);
          expect(card.imagesResponsive.length).toBeGreaterThan(0);
          expect(card.imagesResponsive.length).toBeLessThanOrEqual(2);
          expect(card.colourVariants.length).toBeGreaterThan(0);
        }
        for (const card of sponsored) expect(card.sponsoredStatus).toBe(SPONSORED_STATUS);
        for (const card of look) expect(card).not.toHaveProperty('sponsoredStatus');
      }
    }
  });

  it('has look cards with more than three colours somewhere (the talent card’s swatch limit)', () => {
    const looks = everyPage.flatMap(({ related: r }) => r?.influencer?.products ?? []);
    expect(looks.some((card) => card.colourVariants.length > 3)).toBe(true);
  });

  it('leaves related out when a product has none', () => {
    const none = catalogue.products.find((p) => p.n > LAST_FIXTURE && p.availablefascias.every((f) => !catalogue.related(p, FASCIAS[f])))!;
    expect(none).toBeDefined();
    expect(catalogue.productPage(FASCIAS[none.availablefascias[0]!], none.slug)?.product).not.toHaveProperty('related');
  });
});

describe('related data over the whole catalogue', () => {
  it('is the same on every start', () => {
    expect(generateRelated(Catalogue.generate().products)).toEqual(generateRelated(catalogue.products));
  });

  it('holds bundles of every kind, of one to four products the fascia sells, each once, in the field of its kind', () => {
    for (const { fascia, kind, bundle } of everyBundle) {
      expect(bundle.bundleType).toBe(kind);
      expect(bundle.header).toBe(BUNDLE_HEADERS[kind]);
      expect(bundle.products.length).toBeGreaterThanOrEqual(1);
      expect(bundle.products.length).toBeLessThanOrEqual(BUNDLE_MAX_PRODUCTS);
      expect(new Set(keys(bundle)).size).toBe(bundle.products.length);
      for (const p of bundle.products) {
        expect(p.availablefascias).toContain(fascia);
        expect(p.variants.every((v) => v.prices.currencyCode === FASCIAS[fascia].currency)).toBe(true);
        if (p.selectedColor) expect(colours(p)).toContain(p.selectedColor);
      }
    }
    expect(new Set(everyBundle.map((b) => b.kind))).toEqual(new Set(BUNDLE_KINDS));
    const sizes = new Set(everyBundle.map((b) => b.bundle.products.length));
    for (const size of [1, 2, 3, 4]) expect(sizes).toContain(size);
  });

  it('gives drawn products (not only the showcase) shown bundles, outfits with suits, looks and sponsored cards', () => {
    const drawn = everyPage.filter((p) => p.n > LAST_FIXTURE);
    for (const kind of BUNDLE_KINDS.filter((k) => k !== 'bundle')) {
      expect(drawn.filter(({ n, related: r }) => shown(r?.[kind], n)).length).toBeGreaterThan(10);
    }
    expect(drawn.some(({ n, related: r }) => shown(r?.suits, n) && shown(r?.outfits, n))).toBe(true);
    expect(drawn.some(({ n, related: r }) => r?.bundle && !holdsCurrent(r.bundle, n))).toBe(true);
    expect(drawn.some(({ related: r }) => r?.influencer?.header)).toBe(true);
    expect(drawn.some(({ related: r }) => r?.influencer && !r.influencer.header)).toBe(true);
    expect(drawn.filter(({ related: r }) => r?.sponsored).length).toBeGreaterThan(1000);
    // A drawn product with a sold-out colour to start in, and one with a single size left in it.
    const members = everyBundle.filter(({ n }) => n > LAST_FIXTURE).flatMap(({ bundle }) => bundle.products);
    expect(members.some((p) => inStockSizes(p, startColour(p)).length === 0)).toBe(true);
    expect(members.some((p) => inStockSizes(p, startColour(p)).length === 1 && colours(p).length > 1)).toBe(true);
  });

  it('keeps the product page small: drawn bundles hold at most 60 variants, every page’s related data under 100 KB', () => {
    for (const { n, bundle } of everyBundle) {
      if (n > LAST_FIXTURE) expect(bundle.products.reduce((sum, p) => sum + p.variants.length, 0)).toBeLessThanOrEqual(BUNDLE_MAX_VARIANTS);
    }
    const sizes = everyPage.map(({ related: r }) => (r ? JSON.stringify(r).length : 0));
    expect(Math.max(...sizes)).toBeLessThan(100_000);
    expect(sizes.reduce((a, b) => a + b, 0) / sizes.length).toBeLessThan(25_000);
    // A bundle's product carries what choosing and adding needs, not the page's media.
    const jacket = member(related(10016).suits, 10016);
    expect(jacket.variants.every((v) => v.images.length === 1 && v.videos === undefined)).toBe(true);
    expect(jacket.variants[0]).toMatchObject({ sku: 'SUT10016-01-01', attributes: { colour: 'Navy', size: '36', swatchImage: expect.any(String) } });
  });
});
