// The social feed's rules (spec 3 §4, §5, §7): the posts request for the
// fascia's social site, Facebook posts with videos dropped, and the shopper's
// channel (all or one) and tag (any of the chosen) filters.
export const SOCIAL_CHANNELS = ['facebook', 'tiktok', 'instagram'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

export interface SocialVideo {
  url?: string;
  previewImageUrl?: string;
  embedUrl?: string;
}

/** A post as GET /_api/social/posts answers it (spec 3 §3 Social post). */
export interface SocialPost {
  flocklerId: string;
  channel: SocialChannel;
  tags: string[];
  videos: SocialVideo[];
  images: Array<{ url: string; altText: string }>;
  sourceUrl: string;
  ctaLink?: { title: string; url: string };
}

export const SOCIAL_KEY_HEADER = 'X-Social-Key';

/** GET /_api/social/posts for a site, with the channels and tags the editor chose (none: all). */
export function socialPostsUrl(siteId: string, channels: readonly string[] = [], tags: readonly string[] = []): string {
  const params = new URLSearchParams({ siteId });
  if (channels.length > 0) params.set('channel', channels.join(','));
  if (tags.length > 0) params.set('tags', tags.join(','));
  return `/_api/social/posts?${params.toString()}`;
}

/** Facebook posts that contain videos are dropped from the feed (spec 3 §5). */
export function dropFacebookVideos<P extends Pick<SocialPost, 'channel' | 'videos'>>(posts: readonly P[]): P[] {
  return posts.filter((post) => !(post.channel === 'facebook' && post.videos.length > 0));
}

/** A post the feed can show: known channel, an image or a video preview. */
export function isShowable(value: unknown): value is SocialPost {
  if (typeof value !== 'object' || value === null) return false;
  const post = value as Partial<SocialPost>;
  return (
    typeof post.flocklerId === 'string' &&
    (SOCIAL_CHANNELS as readonly unknown[]).includes(post.channel) &&
    Array.isArray(post.tags) &&
    Array.isArray(post.videos) &&
    Array.isArray(post.images) &&
    typeof post.sourceUrl === 'string' &&
    (post.images.length > 0 || post.videos.some((video) => typeof video?.previewImageUrl === 'string'))
  );
}

export type ChannelFilter = 'all' | SocialChannel;

/** The posts of the chosen channel having any of the chosen tags (none chosen: any). */
export function filterPosts<P extends Pick<SocialPost, 'channel' | 'tags'>>(posts: readonly P[], channel: ChannelFilter, tags: readonly string[]): P[] {
  const wanted = new Set(tags.map((tag) => tag.toLowerCase()));
  return posts.filter((post) => (channel === 'all' || post.channel === channel) && (wanted.size === 0 || post.tags.some((tag) => wanted.has(tag.toLowerCase()))));
}

/** The tags the shopper can choose from: the editor's, else every tag of the posts, in order of appearance. */
export function tagChoices(posts: readonly Pick<SocialPost, 'tags'>[], editorTags: readonly string[] | undefined): string[] {
  if (editorTags && editorTags.length > 0) return [...new Set(editorTags.map((tag) => tag.toLowerCase()))];
  return [...new Set(posts.flatMap((post) => post.tags.map((tag) => tag.toLowerCase())))];
}

/** The embedded player's address, asked to start playing. */
export function autoplayUrl(embedUrl: string): string {
  const [path, query = ''] = embedUrl.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('autoplay', '1');
  return `${path}?${params.toString()}`;
}

/** How the feed lays its posts out: a carousel (content pages' default) or a board (the product page's default). */
export const SOCIAL_LAYOUTS = ['board', 'carousel'] as const;
export type SocialLayout = (typeof SOCIAL_LAYOUTS)[number];

export const isSocialLayout = (value: unknown): value is SocialLayout => (SOCIAL_LAYOUTS as readonly unknown[]).includes(value);

export interface PerDeviceNumber {
  mobile: number;
  desktop: number;
}

export interface SocialBoardConfig {
  /** Posts per row (spec 2 §9: 4 desktop, 2 mobile). */
  rowSize: PerDeviceNumber;
  /** Space between posts, px (spec 2 §9: 4 desktop, 2 mobile). */
  gap: PerDeviceNumber;
  /** Rows shown before "show more", and added by each press (spec 2 §9: 4). */
  rowLimit: number;
}

/** The gallery defaults of spec 2 §9. */
export const SOCIAL_BOARD_DEFAULTS: SocialBoardConfig = {
  rowSize: { mobile: 2, desktop: 4 },
  gap: { mobile: 2, desktop: 4 },
  rowLimit: 4,
};

const wholeIn = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

/** A board's settings: what the slot or editor set within bounds, else the defaults. */
export function resolveBoard(value: unknown): SocialBoardConfig {
  const set = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof SocialBoardConfig, unknown>>;
  const perDevice = (raw: unknown, fallback: PerDeviceNumber, min: number, max: number): PerDeviceNumber => {
    const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<keyof PerDeviceNumber, unknown>>;
    return { mobile: wholeIn(given.mobile, min, max) ?? fallback.mobile, desktop: wholeIn(given.desktop, min, max) ?? fallback.desktop };
  };
  return {
    rowSize: perDevice(set.rowSize, SOCIAL_BOARD_DEFAULTS.rowSize, 1, 8),
    gap: perDevice(set.gap, SOCIAL_BOARD_DEFAULTS.gap, 0, 64),
    rowLimit: wholeIn(set.rowLimit, 1, 20) ?? SOCIAL_BOARD_DEFAULTS.rowLimit,
  };
}

/** How many of `total` posts a board shows with `rows` rows of `rowSize`, and whether more remain for "show more". */
export function boardShown(total: number, rowSize: number, rows: number): { shown: number; more: boolean } {
  const shown = Math.min(total, Math.max(0, rowSize * rows));
  return { shown, more: shown < total };
}
