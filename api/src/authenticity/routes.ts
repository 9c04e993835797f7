// GET /media/authenticity/{profile}: the authenticity badge's video (issue
// 20), one of the api's local clips (media/videos.ts), with byte ranges.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { parseRange, VIDEO_CONTENT_TYPES, VIDEO_PROFILES, VideoService } from '../media';
import { AUTHENTICITY_VIDEO_PROFILES } from './rules';

const API_ROOT = join(import.meta.dirname, '../..');
const DAY_SECONDS = 86_400;
const PROFILES: ReadonlySet<string> = new Set(Object.values(AUTHENTICITY_VIDEO_PROFILES));

export async function authenticityRoutes(app: FastifyInstance, options: { videoCacheDir?: string; videos?: VideoService } = {}) {
  // The same folder as the product clips: a clip made for one serves both.
  const videos = options.videos ?? new VideoService(options.videoCacheDir ?? process.env.STOREFRONT_VIDEO_CACHE ?? join(API_ROOT, '.cache/videos'));
  app.addHook('onClose', async () => videos.stop());

  app.get<{ Params: { profile: string } }>('/media/authenticity/:profile', async (request, reply) => {
    const { profile } = request.params;
    if (!PROFILES.has(profile)) throw notFound('VIDEO_NOT_FOUND', 'No such video.');
    const file = await videos.clip(profile);
    if (!file) throw notFound('VIDEO_NOT_FOUND', 'This video is not available.');
    const { size } = await stat(file);
    const range = parseRange(request.headers.range, size);
    reply
      .type(VIDEO_CONTENT_TYPES[VIDEO_PROFILES[profile]!.container])
      .header('accept-ranges', 'bytes')
      .header('cache-control', `public, max-age=${DAY_SECONDS}`);
    if (range.kind === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send();
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
