// Media endpoints that make the gallery work offline: the 3D viewer page, the
// try-on vendor stand-in and the product video clips.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import type { ProductRecord } from '../catalogue';
import { badRequest, notFound } from '../http/errors';
import { parseRange } from './range';
import { VIEWER_ID_PATTERN, viewerPage } from './viewer3d';
import { StartupWork } from '../startup/startupWork';
import { VIDEO_CONTENT_TYPES, VIDEO_PROFILES, VideoService, isVideoProfile } from './videos';

const API_ROOT = join(import.meta.dirname, '../..');
const DAY_SECONDS = 86_400;

/** Categories whose shades the try-on stand-in "carries" (makeup and foundation). */
const TRY_ON_CATEGORIES = new Set(['beauty-foundation', 'beauty-powder', 'beauty-lips']);

export interface MediaOptions {
  /** Where the clips are kept; `STOREFRONT_VIDEO_CACHE` or api/.cache/videos by default. */
  videoCacheDir?: string;
  /** Make every clip in the background after start (never under jest). */
  warmVideos?: boolean;
  /** Where that background work is listed while it runs (GET /_api/health). */
  startup?: StartupWork;
}

export async function mediaRoutes(app: FastifyInstance, { catalogue }: Pick<ApiContext, 'catalogue'>, options: MediaOptions = {}) {
  const videos = new VideoService(options.videoCacheDir ?? process.env.STOREFRONT_VIDEO_CACHE ?? join(API_ROOT, '.cache/videos'));
  const viewers = new Map<string, ProductRecord>();
  for (const product of catalogue.products) if (product.voxeloID) viewers.set(product.voxeloID, product);
  const vendorScript = await readFile(join(import.meta.dirname, 'tryon-vendor.js'), 'utf8');

  if (options.warmVideos ?? (process.env.NODE_ENV !== 'test' && process.env.STOREFRONT_WARM_VIDEOS !== '0')) {
    (options.startup ?? new StartupWork()).start('videos', 3000, () => videos.warm());
  }
  app.addHook('onClose', async () => videos.stop());

  app.get<{ Params: { id: string } }>('/_api/3d/viewer/:id', async (request, reply) => {
    const { id } = request.params;
    const product = VIEWER_ID_PATTERN.test(id) ? viewers.get(id) : undefined;
    if (!product) throw notFound('VIEWER_NOT_FOUND', 'There is no 3D view for this product.');
    const page = viewerPage({ key: product.key, name: product.name, views: product.views });
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', page.contentSecurityPolicy)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .send(page.html);
  });

  app.get('/_api/tryon/vendor.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', `public, max-age=${DAY_SECONDS}`)
      .send(vendorScript),
  );

  app.get<{ Querystring: { sku?: string } }>('/_api/tryon/availability', async (request, reply) => {
    const { sku } = request.query;
    if (typeof sku !== 'string' || sku === '' || sku.length > 64) throw badRequest('INVALID_SKU', 'Give the sku to check.', 'sku');
    const match = catalogue.variantBySku(sku);
    const available = match !== undefined && TRY_ON_CATEGORIES.has(match.product.category.slug);
    return reply.header('cache-control', 'no-store').send({ sku, available });
  });

  app.get<{ Params: { key: string; profile: string } }>('/media/video/:key/:profile', async (request, reply) => {
    const { key, profile } = request.params;
    if (!isVideoProfile(profile) || !catalogue.productByKey(key)?.hasVideo) throw notFound('VIDEO_NOT_FOUND', 'No such video.');
    const file = await videos.clip(profile);
    if (!file) throw notFound('VIDEO_NOT_FOUND', 'This video is not available.');
    const { size } = await stat(file);
    const range = parseRange(request.headers.range, size);
    reply
      .type(VIDEO_CONTENT_TYPES[VIDEO_PROFILES[profile]!.container])
      .header('accept-ranges', 'bytes')
      .header('cache-control', `public, max-age=${DAY_SECONDS}`);
    if (range.kind === 'unsatisfiable') {
      return reply.status(416).header('content-range', `bytes */${size}`).send();
    }
    if (range.kind === 'partial') {
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(file, { start: range.start, end: range.end }));
    }
    return reply.header('content-length', size).send(createReadStream(file));
  });
}
