// The generated feed: deterministic, every channel and theme in every
// fascia, the video cases the front end must handle, calls to action to
// pages the fascia sells.
import { FASCIA_KEYS, type SocialPost } from '@storefront/shared-contracts';
import { Catalogue } from '../catalogue/catalogue';
import { generatePosts, POSTS_PER_FASCIA, SOCIAL_CHANNELS, SOCIAL_TAGS, SOCIAL_THEMES, SocialFeed, type SocialFeedPost } from './posts';

const catalogue = Catalogue.generate();
const feed = new SocialFeed(catalogue);

describe.each(FASCIA_KEYS)('the %s feed', (fascia) => {
  const records = generatePosts(catalogue, fascia);
  const posts = records.map((r) => r.post);

  it(`holds ${POSTS_PER_FASCIA} posts, the same on every start`, () => {
    expect(posts).toHaveLength(POSTS_PER_FASCIA);
    expect(generatePosts(Catalogue.generate(), fascia).map((r) => r.post)).toEqual(posts);
    expect(feed.posts(fascia)).toEqual(posts);
  });

  it('covers every channel and theme, with tags from the vocabulary only', () => {
    expect(new Set(posts.map((p) => p.channel))).toEqual(new Set(SOCIAL_CHANNELS));
    for (const theme of SOCIAL_THEMES) expect(posts.filter((p) => p.tags.includes(theme)).length).toBeGreaterThanOrEqual(5);
    for (const post of posts) for (const tag of post.tags) expect(SOCIAL_TAGS).toContain(tag);
    // Some posts carry two tags, so "any of" and "all of" differ.
    expect(posts.some((p) => p.tags.length > 1)).toBe(true);
  });

  it('has Facebook posts with videos (the page drops them) and without, and TikTok and Instagram videos', () => {
    const withVideo = (channel: string) => posts.filter((p) => p.channel === channel && p.videos.length > 0).length;
    expect(withVideo('facebook')).toBeGreaterThanOrEqual(2);
    expect(posts.filter((p) => p.channel === 'facebook' && p.videos.length === 0).length).toBeGreaterThanOrEqual(5);
    expect(withVideo('tiktok')).toBe(posts.filter((p) => p.channel === 'tiktok').length);
    expect(withVideo('instagram')).toBeGreaterThanOrEqual(2);
    expect(posts.some((p) => p.images.length > 1)).toBe(true);
  });

  it('gives every video a clip of a product with a video, its preview and its player page', () => {
    for (const record of records.filter((r) => r.post.videos.length > 0)) {
      const [video] = record.post.videos;
      const key = record.videoProductKey!;
      expect(catalogue.productByKey(key)?.hasVideo).toBe(true);
      expect(video).toEqual({
        url: `/media/video/${key}/mp4_720p_no_audio`,
        previewImageUrl: `/images/social/${record.post.flocklerId}/0.jpg`,
        embedUrl: `/_api/social/embed/${record.post.flocklerId}`,
      });
    }
  });

  it('links calls to action to product pages the fascia sells, in a colour it has', () => {
    const linked = posts.filter((p) => p.ctaLink);
    expect(linked.length).toBeGreaterThan(POSTS_PER_FASCIA / 2);
    expect(linked.length).toBeLessThan(POSTS_PER_FASCIA);
    for (const { ctaLink } of linked) {
      const url = new URL(ctaLink!.url, 'http://localhost');
      const slug = decodeURIComponent(url.pathname.replace(/^\/product\//, ''));
      const product = catalogue.bySlugIn(fascia, slug);
      expect(product).toBeDefined();
      expect(product!.colours.map((c) => c.colour)).toContain(url.searchParams.get('colour'));
      expect(ctaLink!.title).not.toBe('');
    }
  });

  it('answers the third-party shape: images with alt text, a source link', () => {
    for (const post of posts) {
      expect(post.flocklerId).toMatch(/^\d+$/);
      expect(post.images.length).toBeGreaterThanOrEqual(1);
      post.images.forEach((image, index) => {
        expect(image.url).toBe(`/images/social/${post.flocklerId}/${index}.jpg`);
        expect(image.altText.length).toBeGreaterThan(5);
      });
      expect(post.sourceUrl).toMatch(/^https:\/\/www\.(facebook|tiktok|instagram)\.com\//);
      expect(post.sourceUrl).toContain(post.channel);
    }
    // The answer fits the front end's SocialPost type.
    const asShared: SocialPost[] = posts satisfies SocialFeedPost[];
    expect(asShared).toBe(posts);
  });
});

it('gives every post of every fascia its own id', () => {
  const ids = FASCIA_KEYS.flatMap((fascia) => feed.posts(fascia).map((p) => p.flocklerId));
  expect(new Set(ids).size).toBe(ids.length);
  expect(feed.record(ids[0]!)?.post.flocklerId).toBe(ids[0]);
  expect(feed.record('1')).toBeUndefined();
});
