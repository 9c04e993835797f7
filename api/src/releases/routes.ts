// The release registry over HTTP (issue 21; the CLI is tooling/scripts/remotes-cli.mjs):
//   GET  /_api/releases                     the live release of each remote (public)
//   GET  /_api/releases/{remote}/history    every publish and rollback, newest first, an automatic rollback with its details (public)
//   POST /_api/releases/{remote}/publish    { manifestUrl, by? }   checked, then live
//   POST /_api/releases/{remote}/publish    { manifestUrl, canary: percent, by? }   checked, then a canary for that share of visitors
//   POST /_api/releases/{remote}/publish    { manifestUrl, canary?, dryRun: true }   every check of that publish, nothing stored: 200 { ok, wouldPublish }
//   POST /_api/releases/{remote}/canary     { percent, releaseId?, by? }   the running canary's share (1-99; 100 promotes it)
//   POST /_api/releases/{remote}/promote    { by? }                the running canary live for everyone
//   POST /_api/releases/{remote}/rollback   { id?, by? }           ends the running canary; else back to the previous live one, or to release id
// Writes carry the deploy pipeline's credential, `Authorization: Bearer
// $RELEASE_TOKEN` (not a shopper's session): 401 without it, 403 with another
// one, 503 when the deployment has no RELEASE_TOKEN (read-only).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isShellRemoteName, SHELL_SLOT_MODULES } from '@storefront/shared-contracts';
import { HttpError, notFound, parseWith } from '../http/errors';
import { parseManifestUrl, ReleaseRefusal } from './checks';
import type { ReleaseService } from './releaseService';

export const READ_ONLY_MESSAGE = 'Releases are read-only on this deployment (RELEASE_TOKEN is not set).';

const by = z.string().trim().min(1, 'by must name who releases').max(100, 'by is at most 100 characters').optional();
const canary = z
  .number({ error: 'canary must be a whole percent from 1 to 99' })
  .int('canary must be a whole percent from 1 to 99')
  .min(1, 'canary must be a whole percent from 1 to 99')
  .max(99, 'canary must be a whole percent from 1 to 99 (for everyone, publish without a canary)')
  .optional();
const publishBody = z.object({ manifestUrl: z.string({ error: 'manifestUrl is required' }), canary, dryRun: z.boolean({ error: 'dryRun must be true or false' }).optional(), by }).strict();
const SHARE = 'percent must be a whole percent from 1 to 99 (100 promotes the canary)';
const shareBody = z
  .object({
    percent: z.number({ error: SHARE }).int(SHARE).min(1, SHARE).max(100, SHARE),
    releaseId: z.number({ error: "releaseId must be the running canary's release id" }).int('releaseId must be a release id').positive('releaseId must be a release id').optional(),
    by,
  })
  .strict();
const promoteBody = z.object({ by }).strict();
const rollbackBody = z.object({ id: z.number().int().positive().optional(), by }).strict();

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The writer's credential: null when it matches, else the refusal. */
export function releaseAuthError(authorization: string | undefined, token: string | undefined): HttpError | null {
  if (!token) return new HttpError(503, 'RELEASES_READ_ONLY', READ_ONLY_MESSAGE);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return new HttpError(401, 'RELEASE_TOKEN_REQUIRED', 'Send the release token: Authorization: Bearer <RELEASE_TOKEN>.');
  if (!timingSafeEqual(digest(match[1]!), digest(token))) return new HttpError(403, 'RELEASE_TOKEN_WRONG', 'This release token is not the one of this deployment.');
  return null;
}

function remoteOf(name: string): string {
  if (!isShellRemoteName(name)) throw notFound('UNKNOWN_REMOTE', `There is no remote "${name}": the shell's remotes are ${Object.keys(SHELL_SLOT_MODULES).join(', ')}.`);
  return name;
}

export async function releaseRoutes(app: FastifyInstance, releases: ReleaseService, options: { token?: string | undefined }) {
  const writer = (request: FastifyRequest) => {
    const refusal = releaseAuthError(request.headers.authorization, options.token);
    if (refusal) throw refusal;
  };

  const refused = (error: unknown): never => {
    if (error instanceof ReleaseRefusal) throw new HttpError(422, 'RELEASE_REFUSED', error.message, undefined, { problems: error.problems, stored: false });
    throw error;
  };

  app.get('/_api/releases', async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send({ remotes: await releases.live() });
  });

  app.get<{ Params: { remote: string } }>('/_api/releases/:remote/history', async (request, reply) => {
    const remote = remoteOf(request.params.remote);
    return reply.header('cache-control', 'no-cache').send({ remote, releases: await releases.history(remote) });
  });

  app.post<{ Params: { remote: string } }>('/_api/releases/:remote/publish', async (request, reply) => {
    writer(request);
    const remote = remoteOf(request.params.remote);
    const body = parseWith(publishBody, request.body ?? {});
    if (!parseManifestUrl(body.manifestUrl)) throw new HttpError(400, 'INVALID_INPUT', 'manifestUrl must be an absolute http(s) URL of at most 2048 characters.', 'manifestUrl');
    const who = body.by ?? 'unknown';
    if (body.dryRun) {
      const wouldPublish = await releases.checkPublish(remote, body.manifestUrl, body.canary).catch(refused);
      return reply.status(200).header('cache-control', 'no-store').send({ ok: true, wouldPublish });
    }
    const release = await (body.canary === undefined ? releases.publish(remote, body.manifestUrl, who) : releases.publishCanary(remote, body.manifestUrl, body.canary, who)).catch(refused);
    return reply.status(201).header('cache-control', 'no-store').send({ release });
  });

  app.post<{ Params: { remote: string } }>('/_api/releases/:remote/canary', async (request, reply) => {
    writer(request);
    const remote = remoteOf(request.params.remote);
    const body = parseWith(shareBody, request.body ?? {});
    const release = await releases.setCanaryShare(remote, body.percent, body.by ?? 'unknown', { releaseId: body.releaseId }).catch(refused);
    return reply.status(201).header('cache-control', 'no-store').send({ release });
  });

  app.post<{ Params: { remote: string } }>('/_api/releases/:remote/promote', async (request, reply) => {
    writer(request);
    const remote = remoteOf(request.params.remote);
    const body = parseWith(promoteBody, request.body ?? {});
    const release = await releases.promote(remote, body.by ?? 'unknown').catch(refused);
    return reply.status(201).header('cache-control', 'no-store').send({ release });
  });

  app.post<{ Params: { remote: string } }>('/_api/releases/:remote/rollback', async (request, reply) => {
    writer(request);
    const remote = remoteOf(request.params.remote);
    const body = parseWith(rollbackBody, request.body ?? {});
    const release = await releases.rollback(remote, body.by ?? 'unknown', body.id).catch(refused);
    return reply.status(201).header('cache-control', 'no-store').send({ release });
  });
}
