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
