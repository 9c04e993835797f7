// A product's reviews, written around its scores (scores.ts): titles and
// texts by rating and the product's features, names, dates, and the cases
// the product page must show (photos, brand responses, syndicated and
// promotional reviews, long texts, markup and other scripts). Made only when
// the product's reviews are first asked for (reviewService), each review
// from its own seed.
import type { ReviewPhoto, SyndicationSource } from '@storefront/shared-contracts';
import { PROMOTIONAL_REVIEW_PREFIX } from '@storefront/shared-contracts';
import { CATALOGUE_DATE, FIRST_PRODUCT_NUMBER, type ProductRecord, reviewPhotoPath } from '../catalogue';
import { type Rng, createRng, deriveSeed } from '../random/prng';
import { REVIEW_PHOTO_SCENES } from '../images';
import { reviewFeatures } from './features';
import {
  CLOSERS, LOCATIONS, MARKUP, OPENERS, OTHER_SCRIPTS, PHOTO_CAPTIONS, RESPONSES, STORY, TITLES, USERNAMES,
  type ReviewProfile, type Tone,
} from './phrases';
import { profileOf, reviewScores, scoreAt, type ReviewScore } from './scores';
import { SYNDICATION_SOURCES, syndicationSource } from './sources';

const TEXTS_SEED = 20261126;
/**
 * Written with the generated rows: a new version rewrites them (reviewService).
 * 3: products 10016 to 10019 became the suit and jacket showcase products, so
 * a database seeded before holds reviews of the products they replaced.
 */
export const REVIEWS_VERSION = '3';

export interface GeneratedReview extends ReviewScore {
  id: string;
  productKey: string;
  title: string;
  reviewText: string;
  username: string;
  userLocation: string | null;
  /** ISO. */
  submittedAt: string;
  photos: ReviewPhoto[];
  responses: Array<{ clientName: string; text: string }>;
  syndicationSource: SyndicationSource | null;
  features: string[];
}

const toneOf = (rating: number): Tone => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad');

/** Long texts pass this many characters. */
export const LONG_TEXT = 2100;

type Style = 'plain' | 'long' | 'markup' | 'script';

interface Kind {
  style: Style;
  photos: boolean;
  response: boolean;
  syndicated: boolean;
  promotional: boolean;
}

/**
 * The showcase products' newest reviews show one case each, so their first
 * pages hold every case whatever the draws (README, Reviews).
 */
const SHOWCASE_KINDS: ReadonlyArray<Partial<Kind>> = [
  { photos: true },
  { response: true },
  { syndicated: true },
  { promotional: true },
  { style: 'long' },
  { style: 'markup' },
  { style: 'script' },
];
const LAST_SHOWCASE = FIRST_PRODUCT_NUMBER + 14;

function kindOf(rng: Rng, forced: Partial<Kind> | undefined): Kind {
  if (forced) return { style: 'plain', photos: false, response: false, syndicated: false, promotional: false, ...forced };
  return {
    style: rng.weighted<Style>([['plain', 88], ['long', 4], ['markup', 3], ['script', 5]]),
    photos: rng.chance(0.12),
    response: rng.chance(0.1),
    syndicated: rng.chance(0.08),
    promotional: rng.chance(0.05),
  };
}

function featureSentences(rng: Rng, profile: ReviewProfile, tone: Tone, count: number): string[] {
  const chosen: string[] = [];
  const pool = [...profile.features];
  while (chosen.length < count && pool.length) {
    const feature = rng.weighted(pool.map((entry) => [entry, entry[1]] as const));
    pool.splice(pool.indexOf(feature), 1);
    chosen.push(rng.pick(profile.sentences[feature[0]]![tone]));
  }
  return chosen;
}

/** A text over 2,000 characters (the modal's truncation): every feature, then the story in paragraphs of three sentences. */
function longText(rng: Rng, profile: ReviewProfile, tone: Tone): string {
  const paragraphs = [[rng.pick(OPENERS[tone]), ...profile.features.map(([f]) => profile.sentences[f]![tone][0]!)].join(' ')];
  let length = paragraphs[0]!.length;
  for (let i = 0; length <= LONG_TEXT; i += 3) {
    const paragraph = [0, 1, 2].map((k) => STORY[(i + k) % STORY.length]).join(' ');
    paragraphs.push(paragraph);
    length += paragraph.length + 2;
  }
  paragraphs.push(rng.pick(CLOSERS[tone]));
  return paragraphs.join('\n\n');
}

function plainText(rng: Rng, profile: ReviewProfile, tone: Tone): string {
  return [
    ...(rng.chance(0.6) ? [rng.pick(OPENERS[tone])] : []),
    ...featureSentences(rng, profile, tone, rng.int(1, 3)),
    ...(rng.chance(0.5) ? [rng.pick(CLOSERS[tone])] : []),
  ].join(' ');
}

/** When review `index` of `count` was written: newest first, spread from the product's launch to the catalogue's date. */
function submittedAt(rng: Rng, record: ProductRecord, index: number, count: number): string {
  const launch = Date.parse(record.createdAt);
  const span = Math.max(CATALOGUE_DATE - launch, 30 * 86400000);
  return new Date(CATALOGUE_DATE - Math.round(((index + rng.next()) / count) * span)).toISOString();
}

function photosOf(rng: Rng, record: ProductRecord, reviewId: string): ReviewPhoto[] {
  const slots = Array.from({ length: record.colours.length * REVIEW_PHOTO_SCENES }, (_, i) => i);
  return rng.sample(slots, rng.int(1, 3)).map((slot, j) => ({
    id: `${reviewId}-P${j + 1}`,
    ...(rng.chance(0.6) ? { caption: rng.pick(PHOTO_CAPTIONS) } : {}),
    sizes: { normal: { url: reviewPhotoPath(record.key, slot) } },
  }));
}

/** One product's reviews, newest first. */
export function generateReviews(record: ProductRecord): GeneratedReview[] {
  const scores = reviewScores(record);
  const count = scores.ratings.length;
  const profile = profileOf(record);
  const showcase = record.n <= LAST_SHOWCASE;
  return Array.from({ length: count }, (_, index) => {
    const score = scoreAt(scores, index);
    const rng = createRng(deriveSeed(deriveSeed(TEXTS_SEED, record.n), index));
    const id = `${record.key}-R${index + 1}`;
    const tone = toneOf(score.rating);
    const kind = kindOf(rng, showcase ? SHOWCASE_KINDS[index] : undefined);
    let title = rng.pick(TITLES[score.rating]!);
    let reviewText: string;
    let username = rng.pick(USERNAMES);
    let userLocation: string | null = rng.chance(0.75) ? rng.pick(LOCATIONS) : null;
    if (kind.style === 'script') {
      const written = rng.pick(OTHER_SCRIPTS)[score.rating >= 3 ? 'good' : 'bad'];
      ({ title, text: reviewText, username, userLocation } = written);
    } else if (kind.style === 'markup') {
      ({ title, text: reviewText } = rng.pick(MARKUP));
    } else {
      reviewText = kind.style === 'long' ? longText(rng, profile, tone) : plainText(rng, profile, tone);
    }
    if (kind.promotional) reviewText = `${PROMOTIONAL_REVIEW_PREFIX} ${reviewText}`;
    const responseTone = score.rating >= 3 ? 'good' : 'bad';
    return {
      ...score,
      id,
      productKey: record.key,
      title,
      reviewText,
      username,
      userLocation,
      submittedAt: submittedAt(rng, record, index, count),
      photos: kind.photos ? photosOf(rng, record, id) : [],
      responses: kind.response
        ? [{ clientName: `${record.brand} Customer Care`, text: rng.pick(RESPONSES[responseTone]).replace('{name}', username) }]
        : [],
      syndicationSource: kind.syndicated ? syndicationSource(rng.pick(SYNDICATION_SOURCES), record.key) : null,
      features: reviewFeatures({ title, reviewText }),
    };
  });
}
