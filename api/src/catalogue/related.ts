// What each product page shows beside the product (spec 2 §3 Product.related):
// "style together" bundles by kind, an influencer's "Shop The Look" and
// sponsored products. Generated after the catalogue from a seed of its own,
// so no product's stream moves: the showcase products get the cases the
// bundle rules of spec 2 §4–5 need (README, Bundles), the others draw theirs.
// Products are named by number here; catalogue.ts turns them into the
// contract's bundles and cards for a fascia, leaving out what it does not sell.
import { FIRST_PRODUCT_NUMBER, type ProductRecord } from './generate';
import { type Rng, createRng, deriveSeed } from '../random/prng';

const RELATED_SEED = 20261127;
const SPONSORED_SEED = 20261128;

/** The showcase products (generate.ts fixtures) end here; drawn bundles never use them. */
export const LAST_FIXTURE = FIRST_PRODUCT_NUMBER + 18;

export const BUNDLE_KINDS = ['suits', 'outfits', 'home', 'beauties', 'bundle'] as const;
export type BundleKind = (typeof BUNDLE_KINDS)[number];

export const BUNDLE_HEADERS: Record<BundleKind, string> = {
  suits: 'Complete The Suit',
  outfits: 'Complete The Look',
  home: 'Complete The Room',
  beauties: 'Complete Your Routine',
  bundle: 'Style It With',
};

export interface BundleMember {
  n: number;
  /** The colour the bundle starts this product in (spec 2 §3 selectedColor). */
  colour?: string;
}

export interface BundlePlan {
  id: string;
  kind: BundleKind;
  members: BundleMember[];
}

export interface RelatedPlan {
  bundles: Partial<Record<BundleKind, BundlePlan>>;
  influencer?: { header?: string; products: number[] };
  sponsored?: number[];
}

/** A fixture bundle and the products whose pages carry it. */
interface FixtureBundle {
  kind: BundleKind;
  members: Array<[number, string?]>;
  on: number[];
}

/**
 * The showcase bundles, one rule of spec 2 §4–5 each (README, Bundles). The
 * out-of-stock colours and single sizes are the fixtures' stock (generate.ts).
 */
const FIXTURE_BUNDLES: readonly FixtureBundle[] = [
  // Four products; the waistcoat starts in Charcoal, which has one size left. Suits beat 10016's outfit.
  { kind: 'suits', members: [[10016], [10017], [10018, 'Charcoal'], [10013, 'White']], on: [10016, 10017, 10018, 10013] },
  { kind: 'outfits', members: [[10016], [10013, 'Sky Blue']], on: [10016] },
  // The boots start in Camel, sold out (unselected); the jacket in Ivory, only size 12 left.
  { kind: 'outfits', members: [[10001], [10002, 'Camel'], [10019, 'Ivory']], on: [10001, 10002, 10019] },
  // One product only: never shown.
  { kind: 'bundle', members: [[10003]], on: [10003] },
  { kind: 'beauties', members: [[10004, '060 Golden'], [10014], [10012]], on: [10004, 10014, 10012] },
  // Without the lipstick whose page carries it: never shown there.
  { kind: 'beauties', members: [[10004], [10005], [10014]], on: [10006] },
  { kind: 'home', members: [[10007], [10008, 'White']], on: [10007, 10008] },
  // Every variant of the dress is sold out.
  { kind: 'outfits', members: [[10010], [10002]], on: [10010] },
  // The jeans are sold only at Burton: elsewhere the overshirt's bundle holds one product and is not shown.
  { kind: 'outfits', members: [[10011], [10015, 'Black']], on: [10011, 10015] },
];

/** The showcase products with an influencer's look (header or none: 'Shop The Look') and with sponsored products. */
const FIXTURE_INFLUENCERS: ReadonlyMap<number, string | null> = new Map([
  [10001, 'Styled by @ellie.wears'],
  [10016, "Jack's Wedding Edit"],
  [10002, null],
  [10004, null],
]);
const FIXTURE_SPONSORED: ReadonlySet<number> = new Set([10001, 10002, 10004, 10013, 10016]);

/** The most products an influencer's look and a sponsored list show in one fascia. */
export const INFLUENCER_MAX = 6;
export const SPONSORED_MAX = 8;

const INFLUENCER_HEADERS = ['Styled by @ellie.wears', 'As worn by @maya.edits', "Sam's Weekend Edit", 'Our Stylist Picks', 'Styled by @noor.daily'];

/** How often a drawn product anchors a bundle of each kind, by department. */
function anchorKinds(record: ProductRecord): Array<[BundleKind, number]> {
  switch (record.department) {
    case 'Womenswear':
      return [['outfits', 0.1], ['bundle', 0.04]];
    case 'Menswear':
      return record.category.slug === 'mens-coats' && /blazer/i.test(record.name) ? [['suits', 0.5]] : [['outfits', 0.1], ['bundle', 0.03]];
    case 'Home':
      return [['home', 0.15]];
    case 'Beauty':
      return [['beauties', 0.12]];
    default:
      return [];
  }
}

/**
 * The most variants a drawn bundle's products have together: a bundle
 * carries every variant of its products in the page data (which the shell
 * inlines in the document), so products with many colours and sizes (jeans
 * by waist and leg) rarely share one. The showcase suit has 69.
 */
export const BUNDLE_MAX_VARIANTS = 60;

/** Products in a bundle, the anchor counted: one (never shown) now and then, mostly two to four. */
const BUNDLE_SIZES: ReadonlyArray<readonly [number, number]> = [[1, 4], [2, 36], [3, 36], [4, 24]];

/** Whether a product is one a brand pays to show in sponsored lists (about 6%, never a showcase product). */
export function isSponsoredProduct(n: number): boolean {
  return n > LAST_FIXTURE && deriveSeed(SPONSORED_SEED, n) / 4294967296 < 0.06;
}

const sharesFascia = (a: ProductRecord, b: ProductRecord) => a.availablefascias.some((f) => b.availablefascias.includes(f));

/** Up to `count` distinct products of `pool` that `accept` takes, drawn at random (bounded tries: pools are large). */
function draw(rng: Rng, pool: readonly ProductRecord[], count: number, accept: (candidate: ProductRecord, chosen: ProductRecord[]) => boolean): ProductRecord[] {
  const chosen: ProductRecord[] = [];
  for (let tries = 0; chosen.length < count && tries < count * 25 && pool.length > 0; tries++) {
    const candidate = pool[rng.int(0, pool.length - 1)]!;
    if (!chosen.includes(candidate) && accept(candidate, chosen)) chosen.push(candidate);
  }
  return chosen;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * `count` products for each fascia the product is sold in (the page shows
 * only what its fascia sells): of its department, or of any when its
 * department has too few there (no womenswear is sold at Burton).
 */
function drawPerFascia(rng: Rng, record: ProductRecord, pools: ReadonlyMap<string, ProductRecord[]>, count: number): number[] {
  const chosen: ProductRecord[] = [];
  for (const fascia of record.availablefascias) {
    const want = count - chosen.filter((c) => c.availablefascias.includes(fascia)).length;
    if (want <= 0) continue;
    const own = pools.get(`${record.department}|${fascia}`) ?? [];
    const pool = own.length > want * 2 ? own : pools.get(`*|${fascia}`) ?? [];
    chosen.push(...draw(rng, pool, want, (c) => c !== record && !chosen.includes(c)));
  }
  return chosen.map((c) => c.n);
}

/** A companion's colour: half the time none (the product's default), else one of the anchor's colour family or any. */
function companionColour(rng: Rng, anchor: ProductRecord, companion: ProductRecord): string | undefined {
  if (rng.chance(0.5)) return undefined;
  const family = anchor.colours[0]?.facet;
  return (companion.colours.find((c) => c.facet === family) ?? rng.pick(companion.colours)).colour;
}

/** Every product's related plan, by number. The same catalogue gives the same plans. */
export function generateRelated(products: readonly ProductRecord[]): Map<number, RelatedPlan> {
  const byNumber = new Map(products.map((p) => [p.n, p]));
  const plans = new Map<number, RelatedPlan>();
  const planOf = (n: number): RelatedPlan => {
    let plan = plans.get(n);
    if (!plan) {
      plan = { bundles: {} };
      plans.set(n, plan);
    }
    return plan;
  };

  for (const fixture of FIXTURE_BUNDLES) {
    const members = fixture.members.filter(([n]) => byNumber.has(n)).map(([n, colour]) => ({ n, ...(colour ? { colour } : {}) }));
    if (members.length === 0) continue;
    const anchor = byNumber.get(fixture.on[0]!);
    const bundle: BundlePlan = { id: `${fixture.kind}-${anchor?.key ?? fixture.on[0]}`, kind: fixture.kind, members };
    for (const n of fixture.on) if (byNumber.has(n)) planOf(n).bundles[fixture.kind] ??= bundle;
  }

  // Drawn products only: the showcase pages show exactly their fixtures.
  const drawn = products.filter((p) => p.n > LAST_FIXTURE);
  const byDepartment = new Map<string, ProductRecord[]>();
  for (const p of drawn) push(byDepartment, p.department, p);
  // Influencer and sponsored products by department and fascia, and by fascia alone (`*`).
  const looks = new Map<string, ProductRecord[]>();
  const adverts = new Map<string, ProductRecord[]>();
  for (const p of drawn) {
    for (const fascia of p.availablefascias) {
      for (const key of [`${p.department}|${fascia}`, `*|${fascia}`]) {
        push(looks, key, p);
        if (isSponsoredProduct(p.n)) push(adverts, key, p);
      }
    }
  }
  const inKind = new Map<BundleKind, Set<number>>(BUNDLE_KINDS.map((kind) => [kind, new Set<number>()]));

  const bundleOf = (rng: Rng, anchor: ProductRecord, kind: BundleKind, withAnchor: boolean): BundlePlan | null => {
    const taken = inKind.get(kind)!;
    const size = rng.weighted(BUNDLE_SIZES);
    const companions = draw(rng, byDepartment.get(anchor.department) ?? [], withAnchor ? size - 1 : Math.max(2, size), (c, chosen) =>
      c !== anchor && !taken.has(c.n) && sharesFascia(anchor, c) &&
      (withAnchor ? anchor.variants.length : 0) + [...chosen, c].reduce((sum, p) => sum + p.variants.length, 0) <= BUNDLE_MAX_VARIANTS &&
      c.category.slug !== anchor.category.slug && chosen.every((o) => o.category.slug !== c.category.slug),
    );
    if (withAnchor ? size > 1 && companions.length === 0 : companions.length < 2) return null;
    const members = [
      ...(withAnchor ? [{ n: anchor.n }] : []),
      ...companions.map((c) => {
        const colour = companionColour(rng, anchor, c);
        return { n: c.n, ...(colour ? { colour } : {}) };
      }),
    ];
    return { id: `${withAnchor ? kind : 'other'}-${anchor.key}`, kind, members };
  };

  for (const record of products) {
    const fixture = record.n <= LAST_FIXTURE;
    const rng = createRng(deriveSeed(RELATED_SEED, record.n));
    if (!fixture) {
      for (const [kind, rate] of anchorKinds(record)) {
        const roll = rng.next();
        if (roll >= rate || inKind.get(kind)!.has(record.n)) continue;
        const bundle = bundleOf(rng, record, kind, true);
        if (!bundle) continue;
        for (const member of bundle.members) {
          inKind.get(kind)!.add(member.n);
          planOf(member.n).bundles[kind] ??= bundle;
        }
        // Some suits come with an outfit too (suits are shown).
        if (kind === 'suits' && rng.chance(0.3) && !inKind.get('outfits')!.has(record.n)) {
          const outfit = bundleOf(rng, record, 'outfits', true);
          if (outfit) planOf(record.n).bundles.outfits = outfit;
        }
      }
      // Now and then a bundle without the product whose page carries it (never shown there).
      if (rng.chance(0.01) && !plans.get(record.n)?.bundles.bundle) {
        const other = bundleOf(rng, record, 'bundle', false);
        if (other) planOf(record.n).bundles.bundle = other;
      }
    }

    const influencerHeader = fixture ? FIXTURE_INFLUENCERS.get(record.n) : record.productType === 'fashion' && rng.chance(0.1) ? (rng.chance(0.6) ? rng.pick(INFLUENCER_HEADERS) : null) : undefined;
    if (influencerHeader !== undefined) {
      const products = drawPerFascia(rng, record, looks, rng.int(4, INFLUENCER_MAX));
      if (products.length) planOf(record.n).influencer = { ...(influencerHeader ? { header: influencerHeader } : {}), products };
    }
    if (fixture ? FIXTURE_SPONSORED.has(record.n) : rng.chance(0.4)) {
      const sponsored = drawPerFascia(rng, record, adverts, rng.int(6, SPONSORED_MAX));
      if (sponsored.length) planOf(record.n).sponsored = sponsored;
    }
  }
  return plans;
}
