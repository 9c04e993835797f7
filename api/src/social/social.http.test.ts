// The local social-posts service over HTTP: the key header, the site id, the
// filters, the answer's shape, the forced failure, the video player page and
// the posts' images.
import { FASCIAS } from '@storefront/shared-contracts';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../testing/server';
import type { SocialPostsAnswer } from './posts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const burton = FASCIAS.burton.social;
const coast = FASCIAS.coast.social;

function posts(query: Record<string, string | string[]>, key: string | null = burton.apiKey, init: RequestInit = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const v of [value].flat()) params.append(name, v);
  const headers = new Headers(init.headers);
  if (key !== null) headers.set('x-social-key', key);
  return fetch(`${server.url}/_api/social/posts?${params}`, { ...init, headers });
}

async function answer(res: Response): Promise<SocialPostsAnswer> {
  expect(res.status).toBe(200);
  return (await res.json()) as SocialPostsAnswer;
}

describe('GET /_api/social/posts', () => {
  it('answers 401 with a message without the key header, and for a key not the site\'s', async () => {
    const missing = await posts({ siteId: burton.siteId }, null);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: 'SOCIAL_KEY_REQUIRED', message: "Send the social site's key in the X-Social-Key header." });
    const wrong = await posts({ siteId: burton.siteId }, 'not-the-key');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'SOCIAL_KEY_INVALID' });
    expect((await posts({ siteId: burton.siteId }, coast.apiKey)).status).toBe(401);
  });

  it('answers 400 naming a channel it does not know', async () => {
    const res = await posts({ siteId: burton.siteId, channel: 'facebook,myspace' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'INVALID_INPUT',
      field: 'channel',
      message: 'channel: "myspace" is not a channel; use facebook, tiktok, instagram (leave it out for all).',
    });
  });

  it('answers 400 for a missing site id or a limit out of range', async () => {
    const missing = await posts({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'siteId' });
    const limit = await posts({ siteId: burton.siteId, limit: '51' });
    expect(limit.status).toBe(400);
    expect(await limit.json()).toMatchObject({ field: 'limit', message: 'limit must be a whole number from 1 to 50.' });
  });

  it("answers 404 for an unknown site id and 400 for another fascia's", async () => {
    const unknown = await posts({ siteId: 'no-such-site' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'SITE_NOT_FOUND', field: 'siteId' });
    // The request is Burton's (no fascia given); Coast's site with Coast's key is still not Burton's.
    const other = await posts({ siteId: coast.siteId }, coast.apiKey);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: 'SITE_MISMATCH', field: 'siteId', message: expect.stringContaining('Coast') });
    // On Coast it is the right one.
    expect((await answer(await posts({ siteId: coast.siteId, fascia: 'coast' }, coast.apiKey))).posts.length).toBeGreaterThan(0);
  });

  it('answers { posts } in the third-party shape, 20 by default', async () => {
    const res = await posts({ siteId: burton.siteId });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const { posts: list } = await answer(res);
    expect(list).toHaveLength(20);
    for (const post of list) {
      expect(Object.keys(post).sort()).toEqual(expect.arrayContaining(['channel', 'flocklerId', 'images', 'sourceUrl', 'tags', 'videos']));
      expect(Object.keys(post).every((k) => ['flocklerId', 'channel', 'tags', 'videos', 'images', 'sourceUrl', 'ctaLink'].includes(k))).toBe(true);
      expect(['facebook', 'tiktok', 'instagram']).toContain(post.channel);
      expect(post.tags.every((t) => typeof t === 'string')).toBe(true);
      for (const image of post.images) expect(image).toEqual({ url: expect.stringMatching(/^\/images\/social\/\d+\/\d+\.jpg$/), altText: expect.any(String) });
      for (const video of post.videos) {
        expect(video).toEqual({ url: expect.stringMatching(/^\/media\/video\//), previewImageUrl: expect.any(String), embedUrl: `/_api/social/embed/${post.flocklerId}` });
      }
      if (post.ctaLink) expect(post.ctaLink).toEqual({ title: 'Shop the look', url: expect.stringMatching(/^\/product\/[^/?]+\?colour=/) });
    }
    expect((await answer(await posts({ siteId: burton.siteId, limit: '50' }))).posts).toHaveLength(40);
    expect((await answer(await posts({ siteId: burton.siteId, limit: '3' }))).posts).toHaveLength(3);
  });

  it('filters by channel (repeated or a comma list) and by any of the tags', async () => {
    const facebook = (await answer(await posts({ siteId: burton.siteId, channel: 'facebook', limit: '50' }))).posts;
    expect(facebook.length).toBeGreaterThan(5);
    expect(facebook.every((p) => p.channel === 'facebook')).toBe(true);
    // Facebook posts with videos are in the feed: dropping them is the page's rule (spec 3 §5).
    expect(facebook.some((p) => p.videos.length > 0)).toBe(true);

    const repeated = (await answer(await posts({ siteId: burton.siteId, channel: ['tiktok', 'instagram'], limit: '50' }))).posts;
    const listed = (await answer(await posts({ siteId: burton.siteId, channel: 'tiktok,instagram', limit: '50' }))).posts;
    expect(repeated).toEqual(listed);
    expect(new Set(listed.map((p) => p.channel))).toEqual(new Set(['tiktok', 'instagram']));

    const tagged = (await answer(await posts({ siteId: burton.siteId, tags: 'beauty,home', limit: '50' }))).posts;
    expect(tagged.length).toBeGreaterThan(5);
    expect(tagged.every((p) => p.tags.includes('beauty') || p.tags.includes('home'))).toBe(true);
    expect(tagged.some((p) => p.tags.includes('beauty')) && tagged.some((p) => p.tags.includes('home'))).toBe(true);
    expect((await answer(await posts({ siteId: burton.siteId, tags: 'nothing-tagged' }))).posts).toEqual([]);
  });

  it('answers 503 when asked to fail (?fail=1 or the social_fail=1 cookie), before checking anything', async () => {
    const query = await posts({ siteId: burton.siteId, fail: '1' });
    expect(query.status).toBe(503);
    expect(await query.json()).toMatchObject({ error: 'SOCIAL_UNAVAILABLE' });
    const cookie = await posts({ siteId: burton.siteId }, null, { headers: { cookie: 'social_fail=1' } });
    expect(cookie.status).toBe(503);
  });
});

describe('the posts\' media', () => {
  async function firstPost(predicate: (p: SocialPostsAnswer['posts'][number]) => boolean) {
    return (await answer(await posts({ siteId: burton.siteId, limit: '50' }))).posts.find(predicate)!;
  }

  it('serves the video player page, framable by this origin only, playing the clip at once', async () => {
    const post = await firstPost((p) => p.channel === 'tiktok');
    const res = await fetch(`${server.url}${post.videos[0]!.embedUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("media-src 'self'");
    expect(csp).not.toContain('script-src');
    const html = await res.text();
    expect(html).toMatch(/<video autoplay muted loop playsinline/);
    expect(html).toContain(`src="${post.videos[0]!.url}"`);
    expect(html).toContain(`poster="${post.videos[0]!.previewImageUrl}?w=720"`);
    expect(html).not.toContain('<script');
  });

  it('answers 404 for the player page of a post without video or an unknown post', async () => {
    const still = await firstPost((p) => p.videos.length === 0);
    expect((await fetch(`${server.url}/_api/social/embed/${still.flocklerId}`)).status).toBe(404);
    expect((await fetch(`${server.url}/_api/social/embed/nope`)).status).toBe(404);
  });

  it('serves square JPEGs, 1080 by default, at the asked width, cached for long', async () => {
    const post = await firstPost((p) => p.images.length > 1);
    const full = await fetch(`${server.url}${post.images[0]!.url}`);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(full.headers.get('cache-control')).toContain('max-age=2592000');
    expect(await sharp(Buffer.from(await full.arrayBuffer())).metadata()).toMatchObject({ width: 1080, height: 1080 });
    const small = await fetch(`${server.url}${post.images[1]!.url}?w=320&q=95`);
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ width: 320, height: 320 });
  });

  it('answers 400 for a size past 1080 and 404 for an image a post does not have', async () => {
    const post = await firstPost(() => true);
    const big = await fetch(`${server.url}${post.images[0]!.url}?w=1600`);
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({ field: 'w', message: 'w must be a whole number from 64 to 1080' });
    expect((await fetch(`${server.url}/images/social/${post.flocklerId}/9.jpg`)).status).toBe(404);
    expect((await fetch(`${server.url}/images/social/1/0.jpg`)).status).toBe(404);
  });
});
