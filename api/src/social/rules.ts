// The social-posts service's rules: the query of GET /_api/social/posts
// (site id, channel and tag filters, limit), the key header, the site of a
// request, and the filters themselves. Bad input throws a 4xx naming its
// field and, for a filter, the value.
import { FASCIA_KEYS, FASCIAS, type FasciaSettings } from '@storefront/shared-contracts';
import { z } from 'zod';
import { HttpError, badRequest, notFound, parseWith } from '../http/errors';
import { SOCIAL_CHANNELS, type SocialChannel, type SocialFeedPost } from './posts';

export const SOCIAL_DEFAULT_LIMIT = 20;
export const SOCIAL_MAX_LIMIT = 50;
export const SOCIAL_MAX_TAGS = 20;
export const SOCIAL_MAX_TAG_LENGTH = 40;
/** The header carrying the site's (public) key. */
export const SOCIAL_KEY_HEADER = 'x-social-key';
/** Set to 1 (cookie) or `?fail=1` to make the feed answer 503, as when the service is down (e2e). */
export const SOCIAL_FAIL_COOKIE = 'social_fail';

export interface SocialPostsQuery {
  siteId: string;
  /** Empty: every channel. */
  channels: SocialChannel[];
  /** Lower case; empty: any tags. */
  tags: string[];
  limit: number;
}

/** A list parameter: repeated (`channel=a&channel=b`), comma separated (`a,b`) or both; trimmed, lower case, blanks left out. */
const listParam = (field: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${field} must be text, like a,b.` })
    .optional()
    .transform((value) =>
      (value === undefined ? [] : Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    );

const postsQuery = z.object({
  siteId: z
    .string({ error: 'siteId is required: the social site of the fascia, one value.' })
    .trim()
    .min(1, { error: 'siteId is required: the social site of the fascia, one value.' })
    .max(64, { error: 'siteId can be at most 64 characters.' }),
  channel: listParam('channel').superRefine((channels, ctx) => {
    const unknown = channels.find((channel) => !(SOCIAL_CHANNELS as readonly string[]).includes(channel));
    if (unknown !== undefined) {
      ctx.addIssue({ code: 'custom', message: `channel: "${unknown}" is not a channel; use ${SOCIAL_CHANNELS.join(', ')} (leave it out for all).` });
    }
  }),
  tags: listParam('tags').superRefine((tags, ctx) => {
    const long = tags.find((tag) => tag.length > SOCIAL_MAX_TAG_LENGTH);
    if (long !== undefined) ctx.addIssue({ code: 'custom', message: `tags: "${long.slice(0, 60)}" is longer than ${SOCIAL_MAX_TAG_LENGTH} characters.` });
    else if (new Set(tags).size > SOCIAL_MAX_TAGS) ctx.addIssue({ code: 'custom', message: `tags can name at most ${SOCIAL_MAX_TAGS} tags.` });
  }),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${SOCIAL_MAX_LIMIT}.` })
    .int({ error: `limit must be a whole number from 1 to ${SOCIAL_MAX_LIMIT}.` })
    .min(1, { error: `limit must be a whole number from 1 to ${SOCIAL_MAX_LIMIT}.` })
    .max(SOCIAL_MAX_LIMIT, { error: `limit must be a whole number from 1 to ${SOCIAL_MAX_LIMIT}.` })
    .default(SOCIAL_DEFAULT_LIMIT),
});

export function parseSocialPostsQuery(query: unknown): SocialPostsQuery {
  const parsed = parseWith(postsQuery, query);
  return { siteId: parsed.siteId, channels: [...new Set(parsed.channel as SocialChannel[])], tags: [...new Set(parsed.tags)], limit: parsed.limit };
}

/** The posts on the given channels having any of the given tags, in feed order, at most `limit`. */
export function filterPosts(posts: readonly SocialFeedPost[], { channels, tags, limit }: Omit<SocialPostsQuery, 'siteId'>): SocialFeedPost[] {
  const wanted = new Set(tags.map((tag) => tag.toLowerCase()));
  return posts
    .filter((post) => channels.length === 0 || channels.includes(post.channel))
    .filter((post) => wanted.size === 0 || post.tags.some((tag) => wanted.has(tag.toLowerCase())))
    .slice(0, limit);
}

/** The key header's value; 401 when it is missing or blank. */
export function requireSocialKey(header: string | string[] | undefined): string {
  const key = typeof header === 'string' ? header.trim() : Array.isArray(header) ? header.join(',') : '';
  if (!key) throw new HttpError(401, 'SOCIAL_KEY_REQUIRED', 'Send the social site\'s key in the X-Social-Key header.');
  return key;
}

/**
 * The site a request reads, checked against its key and the request's
 * fascia: 404 for a site id no fascia has, 401 for a key that is not the
 * site's, 400 for another fascia's site.
 */
export function socialSiteOf(siteId: string, key: string, fascia: FasciaSettings): FasciaSettings {
  const site = FASCIA_KEYS.map((k) => FASCIAS[k]).find((settings) => settings.social.siteId === siteId);
  if (!site) throw notFound('SITE_NOT_FOUND', `There is no social site with the id "${siteId.slice(0, 64)}".`, 'siteId');
  if (key !== site.social.apiKey) throw new HttpError(401, 'SOCIAL_KEY_INVALID', 'The X-Social-Key header is not the key of this social site.');
  if (site.key !== fascia.key) {
    throw badRequest('SITE_MISMATCH', `siteId "${siteId}" is the social site of ${site.name}, not of ${fascia.name}.`, 'siteId');
  }
  return site;
}

/** True when the request asks the feed to fail: `?fail=1` (or true), or the `social_fail=1` cookie. */
export function failureForced(query: unknown, cookies: Record<string, string | undefined> | undefined): boolean {
  const fail = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).fail : undefined;
  return fail === '1' || fail === 'true' || cookies?.[SOCIAL_FAIL_COOKIE] === '1';
}

export const socialUnavailable = () => new HttpError(503, 'SOCIAL_UNAVAILABLE', 'The social feed is not available right now. Please try again later.');
