// The product page's social gallery settings (spec 2 §2, §9): the slot's
// layout (board by default), the channels and tags it asks for, and the
// board's rows; tags default to those of the product's category and
// department. Slot settings come from the page layout: anything malformed is
// left out, never trusted.
import { isRecord } from '@storefront/shared-contracts';
import { resolveBoard, SOCIAL_CHANNELS, type SocialBoardConfig, type SocialChannel, type SocialLayout, isSocialLayout } from './rules';

/** Most tags the service takes in one request (api/src/social SOCIAL_MAX_TAGS), and their length. */
export const GALLERY_MAX_TAGS = 20;
export const GALLERY_MAX_TAG_LENGTH = 40;

/**
 * The social site's tags that show products of a category or department
 * (slugs as the catalogue's `product.categories` name them). Not given by
 * the spec: chosen to match what the brands' posts are tagged with.
 */
export const SOCIAL_TAGS_BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  'womens-dresses': ['occasion', 'summer'],
  'womens-tops': ['summer'],
  'womens-shoes': ['summer'],
  'womens-jeans': ['denim'],
  'womens-coats': ['workwear'],
  'womens-knitwear': ['workwear'],
  'mens-shirts': ['workwear', 'summer'],
  'mens-suits': ['workwear'],
  'mens-coats': ['workwear'],
  'mens-jeans': ['denim'],
  'mens-shoes': ['summer'],
  beauty: ['beauty'],
  homeware: ['home'],
};

/** The tags of a product: its most specific category's first, then its department's; none when nothing matches (every post). */
export function productSocialTags(categories: ReadonlyArray<{ slug?: unknown }> | undefined): string[] {
  const slugs = (Array.isArray(categories) ? categories : []).map((c) => (typeof c?.slug === 'string' ? c.slug : '')).reverse();
  return [...new Set(slugs.flatMap((slug) => SOCIAL_TAGS_BY_CATEGORY[slug] ?? []))];
}

export interface GallerySettings {
  layout: SocialLayout;
  title: string | undefined;
  channels: SocialChannel[];
  tags: string[];
  board: SocialBoardConfig;
}


/** The gallery's settings from the slot's, for this product. */
export function gallerySettings(settings: unknown, categories: ReadonlyArray<{ slug?: unknown }> | undefined): GallerySettings {
  const set = isRecord(settings) ? settings : {};
  const tags = Array.isArray(set.tags)
    ? [...new Set(set.tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '' && tag.length <= GALLERY_MAX_TAG_LENGTH).map((tag) => tag.trim().toLowerCase()))]
    : productSocialTags(categories);
  const channels = Array.isArray(set.channels) ? SOCIAL_CHANNELS.filter((channel) => (set.channels as unknown[]).includes(channel)) : [];
  const title = typeof set.title === 'string' && set.title.trim() !== '' ? set.title.trim().slice(0, 200) : undefined;
  return {
    layout: isSocialLayout(set.layout) ? set.layout : 'board',
    title,
    channels,
    tags: tags.slice(0, GALLERY_MAX_TAGS),
    board: resolveBoard(set.board),
  };
}
