// The local visually similar search (spec 2 §4, §5, §7): products that look
// like a product in one colour, as { item_group_id (the product key), colour }.
// "Looks like" is the generated image's shape, the nearest colour of each
// candidate, its category and price. The answer carries what a real image
// search does and the page must tidy: more than six items, one match twice
// (same group and colour), products of other classifications, and for some
// products only those (the page then shows all results, §4). Odd product
// numbers answer a list, even ones the object { visualSimilar } (both shapes
// of §7).
import type { FasciaSettings, VisuallySimilarAnswer, VisuallySimilarItem } from '@storefront/shared-contracts';
import type { Catalogue, ColourDef, ProductRecord } from '../catalogue';
import { deriveSeed } from '../random/prng';

const OTHER_CLASSIFICATIONS_SEED = 20261133;

/** Items answered (the page shows at most VISUALLY_SIMILAR_MAX after filtering). */
export const VISUALLY_SIMILAR_ANSWER_SIZE = 12;

const rgb = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const distance = (a: ColourDef, b: ColourDef) => {
  const [r1, g1, b1] = rgb(a.hex);
  const [r2, g2, b2] = rgb(b.hex);
  return Math.sqrt((r1 - r2) ** 2 + (g1 - g2) ** 2 + (b1 - b2) ** 2);
};

/**
 * Whether a product's matches all have another classification than its own
 * (about one in six products and the tweed jacket 10019): the page's
 * classification filter leaves nothing and it shows all results.
 */
export function onlyOtherClassifications(record: ProductRecord): boolean {
  return record.n === 10019 || deriveSeed(OTHER_CLASSIFICATIONS_SEED, record.n) % 6 === 0;
}

/** The answer's shape: a list for odd product numbers, { visualSimilar } for even ones. */
export const answersList = (record: ProductRecord) => record.n % 2 === 1;

/** The product's colour by name (any case), else its first. */
export function colourOf(record: ProductRecord, name: string | undefined): ColourDef {
  const wanted = name?.trim().toLowerCase();
  return record.colours.find((c) => c.colour.toLowerCase() === wanted) ?? record.colours[0]!;
}

/** The visually similar items of a product in a colour, among what the fascia sells. */
export function visuallySimilarItems(catalogue: Catalogue, record: ProductRecord, colour: ColourDef, fascia: FasciaSettings): VisuallySimilarItem[] {
  const low = (p: ProductRecord) => Math.min(...p.variants.map((v) => v.price));
  const price = low(record);
  const others = onlyOtherClassifications(record);
  const ranked = catalogue.products
    .filter((p) => p !== record && p.shape === record.shape && catalogue.isSoldIn(p, fascia.key) && (!others || p.classification !== record.classification))
    .map((p) => {
      const colours = [...p.colours].sort((a, b) => distance(a, colour) - distance(b, colour));
      const score = distance(colours[0]!, colour) + (p.category.slug === record.category.slug ? 0 : 60) + Math.abs(Math.log(low(p) / price)) * 40;
      return { p, colours, score };
    })
    .sort((a, b) => a.score - b.score || a.p.n - b.p.n)
    .slice(0, 10);
  const items = ranked.map(({ p, colours }) => ({ item_group_id: p.key, colour: colours[0]!.colour }));
  // The best match's next nearest colour, and the second match twice.
  const nextColour = ranked[0]?.colours[1];
  if (nextColour) items.splice(1, 0, { item_group_id: ranked[0]!.p.key, colour: nextColour.colour });
  if (items.length > 4) items.splice(4, 0, { ...items[2]! });
  return items.slice(0, VISUALLY_SIMILAR_ANSWER_SIZE);
}

export function visuallySimilarAnswer(catalogue: Catalogue, record: ProductRecord, colourName: string | undefined, fascia: FasciaSettings): VisuallySimilarAnswer {
  const items = visuallySimilarItems(catalogue, record, colourOf(record, colourName), fascia);
  return answersList(record) ? items : { visualSimilar: items };
}

/** What a broken image search answers: an error page, not JSON (the page falls back to the recommendation engine). */
export const NOT_JSON_ANSWER =
  '<!doctype html><html><head><title>Service Unavailable</title></head><body><h1>Service Unavailable</h1>' +
  '<p>The visual search is taking a break. Please try again later.</p></body></html>';
