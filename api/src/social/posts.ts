// The local social-posts service's feed (a stand-in for the third-party,
// Flockler-like service of spec 3 §7 and the product page's social gallery):
// about 40 posts per fascia, generated from a seed of their own (no catalogue
// stream moves), the same on every start. Every channel, several tags, video
// posts on TikTok and Instagram, and some Facebook posts with videos, which
// the front end must drop (spec 3 §5). Calls to action link to product pages
// the fascia sells.
import { FASCIA_KEYS, FASCIAS, productUrl, type FasciaKey, type FasciaSettings } from '@storefront/shared-contracts';
import type { Catalogue, ShapeKind, ProductRecord } from '../catalogue';
import { Rng } from '../random/prng';
import { viewsOf } from '../images';

export const SOCIAL_CHANNELS = ['facebook', 'tiktok', 'instagram'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

/** Each post has one theme tag, which also chooses its product and its scene. */
export const SOCIAL_THEMES = ['summer', 'workwear', 'beauty', 'home'] as const;
export type SocialTheme = (typeof SOCIAL_THEMES)[number];
/** Every tag a post may carry: its theme, and these from its product or by chance. */
export const SOCIAL_TAGS = [...SOCIAL_THEMES, 'denim', 'occasion', 'newin'] as const;

export const POSTS_PER_FASCIA = 40;
const SEED = 0x50c1a1;

/** A video of a post: the clip itself, the still shown until it is clicked, and the page that plays it framed. */
export interface SocialFeedVideo {
  url: string;
  previewImageUrl: string;
  embedUrl: string;
}

export interface SocialFeedImage {
  url: string;
  altText: string;
}

/**
 * A post as the social-posts service answers it (spec 3 §3 Social post).
 * Image URLs carry no query: `?w=64..1080` (1080 when left out) and `q`
 * 80 or 95 may be added, like product images.
 */
export interface SocialFeedPost {
  flocklerId: string;
  channel: SocialChannel;
  /** Lower case. */
  tags: string[];
  videos: SocialFeedVideo[];
  images: SocialFeedImage[];
  sourceUrl: string;
  ctaLink?: { title: string; url: string };
}

/** Answer of GET /_api/social/posts. */
export interface SocialPostsAnswer {
  posts: SocialFeedPost[];
}

/** How image `index` of a post is drawn (images.ts). */
export interface SocialImageSpec {
  theme: SocialTheme;
  shape: ShapeKind;
  /** Six hex digits, lower case. */
  hex: string;
  view: number;
  /** Mirrors and tilts the scene, so a post's second image is not its first again. */
  variant: number;
  /** A video's preview: a play mark over the scene. */
  video: boolean;
}

/** A post with what the service keeps behind it: its fascia, how its images are drawn, the product whose clip it plays. */
export interface SocialPostRecord {
  fascia: FasciaKey;
  post: SocialFeedPost;
  /** The product shown (its name titles the embedded video page). */
  productName: string;
  images: SocialImageSpec[];
  /** The product whose clip the post's video plays (/media/video/{key}/...); only video posts. */
  videoProductKey?: string;
}

export const socialImagePath = (flocklerId: string, index: number) => `/images/social/${flocklerId}/${index}.jpg`;
export const socialEmbedPath = (flocklerId: string) => `/_api/social/embed/${flocklerId}`;
export const socialVideoPath = (productKey: string, profile = 'mp4_720p_no_audio') => `/media/video/${encodeURIComponent(productKey)}/${profile}`;

const CHANNEL_ORDER: readonly SocialChannel[] = ['instagram', 'tiktok', 'facebook'];

/** Which products a theme shows: categories (or departments) of the catalogue. */
const THEME_PRODUCTS: Record<SocialTheme, (product: ProductRecord) => boolean> = {
  summer: (p) => ['womens-dresses', 'womens-tops', 'womens-shoes', 'mens-shirts', 'mens-shoes'].includes(p.category.slug),
  workwear: (p) => ['mens-suits', 'mens-shirts', 'mens-coats', 'womens-coats', 'womens-knitwear', 'womens-jeans'].includes(p.category.slug),
  beauty: (p) => p.department === 'Beauty',
  home: (p) => p.department === 'Home',
};

const SCENE_WORDS: Record<SocialTheme, string> = {
  summer: 'on a sunny beach day',
  workwear: 'at the office',
  beauty: 'on a dressing table',
  home: 'in a living room',
};

/** Call to action titles in the fascia's language, as the brand's social team writes them. */
const CTA_TITLES: Record<FasciaSettings['locale'], string> = {
  'en-GB': 'Shop the look',
  'fr-FR': 'Découvrir le look',
  'nl-NL': 'Shop de look',
  'sv-SE': 'Shoppa looken',
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const token = (rng: Rng, length: number, alphabet = BASE62) => Array.from({ length }, () => rng.pick([...alphabet])).join('');

function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash ^ SEED) >>> 0;
}

function sourceUrl(rng: Rng, channel: SocialChannel, brandSlug: string, video: boolean): string {
  const handle = brandSlug.replace(/-/g, '');
  if (channel === 'instagram') return `https://www.instagram.com/${video ? 'reel' : 'p'}/${token(rng, 11)}/`;
  if (channel === 'tiktok') return `https://www.tiktok.com/@${handle}/video/${token(rng, 19, '0123456789')}`;
  return `https://www.facebook.com/${handle}/${video ? 'videos' : 'posts'}/${token(rng, 16, '0123456789')}`;
}

/** Tags of a post: its theme first, then what its product suggests, then "newin" or a second theme by chance. */
function tagsOf(rng: Rng, theme: SocialTheme, product: ProductRecord): string[] {
  const tags = new Set<string>([theme]);
  if (product.category.slug.endsWith('-jeans')) tags.add('denim');
  if (product.category.slug === 'womens-dresses') tags.add('occasion');
  if (theme === 'beauty' && rng.chance(0.35)) tags.add('summer');
  if (theme === 'workwear' && product.category.slug === 'mens-shirts') tags.add('summer');
  if (rng.chance(0.25)) tags.add('newin');
  return [...tags];
}

/** The posts of one fascia, newest first. */
export function generatePosts(catalogue: Catalogue, fasciaKey: FasciaKey): SocialPostRecord[] {
  const fascia = FASCIAS[fasciaKey];
  const rng = new Rng(seedOf(fasciaKey));
  const sold = catalogue.products.filter((p) => catalogue.isSoldIn(p, fasciaKey) && !p.isPremier);
  const withVideo = sold.filter((p) => p.hasVideo);
  const used = new Set<string>();
  const pickFrom = (list: readonly ProductRecord[]): ProductRecord => {
    for (let tries = 0; tries < 20; tries++) {
      const product = rng.pick(list);
      if (!used.has(product.key)) return product;
    }
    return rng.pick(list);
  };
  const idBase = 38_100_000 + FASCIA_KEYS.indexOf(fasciaKey) * 1000;

  return Array.from({ length: POSTS_PER_FASCIA }, (_, i): SocialPostRecord => {
    const channel = CHANNEL_ORDER[i % CHANNEL_ORDER.length]!;
    const round = Math.floor(i / CHANNEL_ORDER.length);
    const theme = SOCIAL_THEMES[round % SOCIAL_THEMES.length]!;
    // TikTok is all video; Instagram has reels; a few Facebook posts carry videos (dropped by the page).
    const video = channel === 'tiktok' || (channel === 'instagram' && round % 3 === 1) || (channel === 'facebook' && round % 5 === 2);
    const themed = sold.filter(THEME_PRODUCTS[theme]);
    const themedWithVideo = video ? themed.filter((p) => p.hasVideo) : [];
    const product = pickFrom(themedWithVideo.length > 0 ? themedWithVideo : themed.length > 0 ? themed : sold);
    used.add(product.key);
    // A colour with something in stock, so the call to action leads to a page one can buy from.
    const inStock = product.colours.map((_, index) => index).filter((index) => product.variants.some((v) => v.colourIndex === index && v.quantity > 0));
    const colourIndex = inStock.length > 0 ? rng.pick(inStock) : rng.int(0, product.colours.length - 1);
    const colour = product.colours[colourIndex]!;
    const flocklerId = String(idBase + i + 1);

    const imageCount = video ? 1 : channel === 'instagram' ? [2, 1, 3][round % 3]! : channel === 'facebook' && round % 3 === 0 ? 2 : 1;
    const views = viewsOf(product.shape);
    const images: SocialImageSpec[] = Array.from({ length: imageCount }, (_, index) => ({
      theme,
      shape: product.shape,
      hex: product.colours[(colourIndex + index) % product.colours.length]!.hex.toLowerCase(),
      view: index % views,
      variant: (i + index) % 4,
      video: video && index === 0,
    }));
    const feedImages: SocialFeedImage[] = images.map((_, index) => {
      const shown = product.colours[(colourIndex + index) % product.colours.length]!.colour;
      return { url: socialImagePath(flocklerId, index), altText: `${shown} ${product.name} ${SCENE_WORDS[theme]}` };
    });
    const videoProduct = video ? (product.hasVideo ? product : withVideo[i % Math.max(withVideo.length, 1)]) : undefined;

    const post: SocialFeedPost = {
      flocklerId,
      channel,
      tags: tagsOf(rng, theme, product),
      videos: videoProduct
        ? [{ url: socialVideoPath(videoProduct.key), previewImageUrl: socialImagePath(flocklerId, 0), embedUrl: socialEmbedPath(flocklerId) }]
        : [],
      images: feedImages,
      sourceUrl: sourceUrl(rng, channel, fascia.brandSlug, video),
      // One post in seven has no call to action (the field is optional).
      ...(i % 7 === 6 ? {} : { ctaLink: { title: CTA_TITLES[fascia.locale], url: productUrl({ slug: product.slug, colour: colour.colour }) } }),
    };
    return {
      fascia: fasciaKey,
      post,
      productName: product.name,
      images,
      ...(videoProduct ? { videoProductKey: videoProduct.key } : {}),
    };
  });
}

/** Every fascia's posts, made once at start (some 200), found by fascia or by id. */
export class SocialFeed {
  private readonly perFascia = new Map<FasciaKey, SocialPostRecord[]>();
  private readonly byId = new Map<string, SocialPostRecord>();

  constructor(catalogue: Catalogue) {
    for (const key of FASCIA_KEYS) {
      const records = generatePosts(catalogue, key);
      this.perFascia.set(key, records);
      for (const record of records) this.byId.set(record.post.flocklerId, record);
    }
  }

  posts(fascia: FasciaKey): SocialFeedPost[] {
    return (this.perFascia.get(fascia) ?? []).map((record) => record.post);
  }

  record(flocklerId: string): SocialPostRecord | undefined {
    return this.byId.get(flocklerId);
  }
}
