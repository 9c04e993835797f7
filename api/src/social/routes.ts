// The local social-posts service (a stand-in for the third-party, Flockler-like
// one of spec 3 §7): GET /_api/social/posts, the video player page each video
// post's embedUrl names, and the posts' images.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { embedPage } from './embed';
import { parseSocialImageQuery, SocialImageService } from './images';
import { SocialFeed, type SocialPostsAnswer } from './posts';
import { SOCIAL_KEY_HEADER, failureForced, filterPosts, parseSocialPostsQuery, requireSocialKey, socialSiteOf, socialUnavailable } from './rules';

export interface SocialOptions {
  /** Where the posts' images are kept on disk (a folder of their own). */
  imageCacheDir: string;
}

const FLOCKLER_ID = /^\d{1,12}$/;
const IMAGE_CACHE_SECONDS = 2592000;

export async function socialRoutes(app: FastifyInstance, { catalogue, shopper }: Pick<ApiContext, 'catalogue' | 'shopper'>, options: SocialOptions) {
  const feed = new SocialFeed(catalogue);
  const images = new SocialImageService(options.imageCacheDir);

  app.get('/_api/social/posts', async (request, reply) => {
    // Like the service being down: before anything is checked.
    if (failureForced(request.query, request.cookies)) throw socialUnavailable();
    const key = requireSocialKey(request.headers[SOCIAL_KEY_HEADER]);
    const query = parseSocialPostsQuery(request.query);
    const { fascia } = await shopper(request);
    const site = socialSiteOf(query.siteId, key, fascia);
    const answer: SocialPostsAnswer = { posts: filterPosts(feed.posts(site.key), query) };
    return reply.header('cache-control', 'no-cache').header('vary', 'X-Social-Key').send(answer);
  });

  app.get<{ Params: { id: string } }>('/_api/social/embed/:id', async (request, reply) => {
    const { id } = request.params;
    const record = FLOCKLER_ID.test(id) ? feed.record(id) : undefined;
    if (!record?.videoProductKey) throw notFound('VIDEO_NOT_FOUND', 'This post has no video.');
    const page = embedPage({ flocklerId: id, videoProductKey: record.videoProductKey, title: `Video: ${record.productName}` });
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', page.contentSecurityPolicy)
      .header('x-frame-options', page.frameOptions)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-cache')
      .send(page.html);
  });

  app.get<{ Params: { id: string; file: string }; Querystring: { w?: string; q?: string } }>('/images/social/:id/:file', async (request, reply) => {
    const m = /^(\d{1,2})\.jpg$/.exec(request.params.file);
    const spec = m && FLOCKLER_ID.test(request.params.id) ? feed.record(request.params.id)?.images[Number(m[1])] : undefined;
    if (!spec) throw notFound('IMAGE_NOT_FOUND', 'No such image.');
    const parsed = parseSocialImageQuery(request.query);
    if (typeof parsed === 'string') throw badRequest('INVALID_IMAGE_SIZE', parsed, parsed.startsWith('q') ? 'q' : 'w');
    const jpeg = await images.image(spec, parsed.width, parsed.quality);
    return reply.type('image/jpeg').header('cache-control', `public, max-age=${IMAGE_CACHE_SECONDS}, immutable`).send(jpeg);
  });
}
