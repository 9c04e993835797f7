import { FASCIAS } from '@storefront/shared-contracts';
import { HttpError } from '../http/errors';
import type { SocialFeedPost } from './posts';
import {
  failureForced, filterPosts, parseSocialPostsQuery, requireSocialKey, SOCIAL_DEFAULT_LIMIT, SOCIAL_MAX_LIMIT, socialSiteOf,
} from './rules';

const siteId = FASCIAS.burton.social.siteId;

/** The HttpError a call throws. */
function thrown(call: () => unknown): HttpError {
  try {
    call();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

const post = (flocklerId: string, channel: SocialFeedPost['channel'], tags: string[]): SocialFeedPost => ({
  flocklerId, channel, tags, videos: [], images: [], sourceUrl: `https://www.${channel}.com/x`,
});
const POSTS = [
  post('1', 'instagram', ['summer']),
  post('2', 'tiktok', ['workwear', 'newin']),
  post('3', 'facebook', ['beauty', 'summer']),
  post('4', 'instagram', ['home']),
  post('5', 'facebook', ['workwear']),
];
const ids = (posts: SocialFeedPost[]) => posts.map((p) => p.flocklerId);

describe('parseSocialPostsQuery', () => {
  it('defaults to every channel, any tags and 20 posts', () => {
    expect(parseSocialPostsQuery({ siteId })).toEqual({ siteId, channels: [], tags: [], limit: SOCIAL_DEFAULT_LIMIT });
  });

  it('reads channels and tags repeated, comma separated or both, trimmed, in lower case, once each', () => {
    expect(parseSocialPostsQuery({ siteId, channel: ['facebook', 'TikTok, instagram', 'facebook'], tags: 'Summer, workwear,,summer' })).toMatchObject({
      channels: ['facebook', 'tiktok', 'instagram'],
      tags: ['summer', 'workwear'],
    });
    expect(parseSocialPostsQuery({ siteId, channel: '', tags: '' })).toMatchObject({ channels: [], tags: [] });
  });

  it('refuses an unknown channel with a 400 naming the value', () => {
    const error = thrown(() => parseSocialPostsQuery({ siteId, channel: 'instagram,myspace' }));
    expect(error.statusCode).toBe(400);
    expect(error.field).toBe('channel');
    expect(error.message).toBe('channel: "myspace" is not a channel; use facebook, tiktok, instagram (leave it out for all).');
  });

  it.each([
    ['0', 'limit must be a whole number from 1 to 50.'],
    ['51', 'limit must be a whole number from 1 to 50.'],
    ['2.5', 'limit must be a whole number from 1 to 50.'],
    ['ten', 'limit must be a whole number from 1 to 50.'],
  ])('refuses limit=%s', (limit, message) => {
    const error = thrown(() => parseSocialPostsQuery({ siteId, limit }));
    expect([error.statusCode, error.field, error.message]).toEqual([400, 'limit', message]);
  });

  it('takes limits 1 to 50', () => {
    expect(parseSocialPostsQuery({ siteId, limit: '1' }).limit).toBe(1);
    expect(parseSocialPostsQuery({ siteId, limit: String(SOCIAL_MAX_LIMIT) }).limit).toBe(SOCIAL_MAX_LIMIT);
  });

  it('refuses a missing site id, a tag over 40 characters and more than 20 tags', () => {
    expect(thrown(() => parseSocialPostsQuery({})).field).toBe('siteId');
    expect(thrown(() => parseSocialPostsQuery({ siteId: ['a', 'b'] })).field).toBe('siteId');
    expect(thrown(() => parseSocialPostsQuery({ siteId, tags: 'x'.repeat(41) })).message).toMatch(/longer than 40 characters/);
    expect(thrown(() => parseSocialPostsQuery({ siteId, tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') })).message).toBe(
      'tags can name at most 20 tags.',
    );
  });
});

describe('filterPosts', () => {
  const all = { channels: [], tags: [], limit: 20 };

  it('keeps every post, in feed order, without filters', () => {
    expect(ids(filterPosts(POSTS, all))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps the posts of the given channels', () => {
    expect(ids(filterPosts(POSTS, { ...all, channels: ['facebook'] }))).toEqual(['3', '5']);
    expect(ids(filterPosts(POSTS, { ...all, channels: ['tiktok', 'instagram'] }))).toEqual(['1', '2', '4']);
  });

  it('keeps the posts having any of the given tags', () => {
    expect(ids(filterPosts(POSTS, { ...all, tags: ['summer'] }))).toEqual(['1', '3']);
    expect(ids(filterPosts(POSTS, { ...all, tags: ['summer', 'workwear'] }))).toEqual(['1', '2', '3', '5']);
    expect(ids(filterPosts(POSTS, { ...all, tags: ['nothing'] }))).toEqual([]);
  });

  it('applies channels and tags together, then the limit', () => {
    expect(ids(filterPosts(POSTS, { channels: ['facebook'], tags: ['workwear'], limit: 20 }))).toEqual(['5']);
    expect(ids(filterPosts(POSTS, { ...all, tags: ['summer', 'workwear'], limit: 2 }))).toEqual(['1', '2']);
    expect(ids(filterPosts(POSTS, { ...all, limit: 1 }))).toEqual(['1']);
  });
});

describe('the key and the site', () => {
  it('requires the key header (401)', () => {
    expect(thrown(() => requireSocialKey(undefined))).toMatchObject({ statusCode: 401, code: 'SOCIAL_KEY_REQUIRED' });
    expect(thrown(() => requireSocialKey('  '))).toMatchObject({ statusCode: 401 });
    expect(requireSocialKey(' abc ')).toBe('abc');
  });

  it("answers the fascia's own site for its key", () => {
    expect(socialSiteOf(siteId, FASCIAS.burton.social.apiKey, FASCIAS.burton).key).toBe('burton');
  });

  it('refuses an unknown site (404), a key not the site\'s (401) and another fascia\'s site (400)', () => {
    expect(thrown(() => socialSiteOf('nope', FASCIAS.burton.social.apiKey, FASCIAS.burton))).toMatchObject({ statusCode: 404, code: 'SITE_NOT_FOUND', field: 'siteId' });
    expect(thrown(() => socialSiteOf(siteId, FASCIAS.coast.social.apiKey, FASCIAS.burton))).toMatchObject({ statusCode: 401, code: 'SOCIAL_KEY_INVALID' });
    const mismatch = thrown(() => socialSiteOf(FASCIAS.coast.social.siteId, FASCIAS.coast.social.apiKey, FASCIAS.burton));
    expect(mismatch).toMatchObject({ statusCode: 400, code: 'SITE_MISMATCH', field: 'siteId' });
    expect(mismatch.message).toBe(`siteId "${FASCIAS.coast.social.siteId}" is the social site of Coast, not of Burton.`);
  });

  it('gives every fascia its own site id and key', () => {
    const sites = Object.values(FASCIAS).map((f) => f.social);
    expect(new Set(sites.map((s) => s.siteId)).size).toBe(sites.length);
    expect(new Set(sites.map((s) => s.apiKey)).size).toBe(sites.length);
  });
});

describe('failureForced', () => {
  it('is set by ?fail=1 or true, or the social_fail=1 cookie', () => {
    expect(failureForced({ fail: '1' }, {})).toBe(true);
    expect(failureForced({ fail: 'true' }, undefined)).toBe(true);
    expect(failureForced({}, { social_fail: '1' })).toBe(true);
    expect(failureForced({ fail: '0' }, { social_fail: '0' })).toBe(false);
    expect(failureForced(undefined, undefined)).toBe(false);
  });
});
