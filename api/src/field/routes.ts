// Field health over HTTP (issue 63; the browser's side is shell/src/field/):
//   POST /_api/field/reports           one report, as navigator.sendBeacon sends it
//                                      (text/plain or JSON): 204, or 400 / 413 / 429
//                                      saying why, and nothing stored
//   GET  /_api/field/health/{remote}   the remote's release health over the last 15
//                                      minutes and the last day (?page=, ?fascia=),
//                                      behind the release token
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isFasciaKey, isShellRemoteName, SHELL_SLOT_MODULES } from '@storefront/shared-contracts';
import { creationLimit } from '../http/creationLimit';
import { HttpError, notFound, parseWith } from '../http/errors';
import { MINUTE_MS, pruneBefore, recordReport, remoteHealth } from './fieldHealth';
import { fieldReportSchema, MAX_REPORT_BYTES, PAGE_TYPES } from './report';

export interface FieldOptions {
  /**
   * The reader's credential check: null when the Authorization header may
   * read release health, else the refusal (the release token's, releases/routes.ts).
   */
  readerError: (authorization: string | undefined) => HttpError | null;
  /** Reports a client address may send per minute; FIELD_REPORTS_PER_MINUTE, else 120. */
  reportsPerMinute?: number;
  /** Days of aggregates kept; FIELD_RETENTION_DAYS, else 8. */
  retentionDays?: number;
  now?: () => number;
}

const positive = (text: string | undefined, fallback: number, name: string) => {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not "${text}"`);
  return value;
};

const healthQuery = z
  .object({
    page: z.enum(PAGE_TYPES as [string, ...string[]], { error: 'page must be a page type of the shell' }).optional(),
    fascia: z.string().refine(isFasciaKey, { message: 'fascia must be a fascia of the site' }).optional(),
  })
  .strict();

export async function fieldRoutes(app: FastifyInstance, db: Parameters<typeof recordReport>[0], options: FieldOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const perMinute = options.reportsPerMinute ?? positive(process.env.FIELD_REPORTS_PER_MINUTE, 120, 'FIELD_REPORTS_PER_MINUTE');
  const retentionMs = (options.retentionDays ?? positive(process.env.FIELD_RETENTION_DAYS, 8, 'FIELD_RETENTION_DAYS')) * 24 * 60 * MINUTE_MS;
  // Old minutes go at most once an hour per instance, after a report.
  let prunedAt = -Infinity;

  app.post(
    '/_api/field/reports',
    {
      ...creationLimit({ max: perMinute, windowMs: MINUTE_MS }, 'field reports sent'),
      bodyLimit: MAX_REPORT_BYTES,
      // Said before the body is read when the length is declared (a beacon declares it).
      onRequest: async (request) => {
        const length = Number(request.headers['content-length']);
        if (length > MAX_REPORT_BYTES) throw new HttpError(413, 'REPORT_TOO_LARGE', `A field report is at most ${MAX_REPORT_BYTES} bytes; this one is ${length}.`);
      },
    },
    async (request, reply) => {
      let body: unknown = request.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          throw new HttpError(400, 'INVALID_JSON', 'A field report is a JSON object; this body is not JSON.');
        }
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'INVALID_REPORT', 'A field report is a JSON object.');
      const report = parseWith(fieldReportSchema, body, 'INVALID_REPORT');
      const at = now();
      await recordReport(db, report, at);
      if (at - prunedAt > 60 * MINUTE_MS) {
        prunedAt = at;
        await pruneBefore(db, at - retentionMs);
      }
      return reply.status(204).header('cache-control', 'no-store').send();
    },
  );

  app.get<{ Params: { remote: string }; Querystring: Record<string, string> }>('/_api/field/health/:remote', async (request, reply) => {
    const refusal = options.readerError(request.headers.authorization);
    if (refusal?.code === 'RELEASES_READ_ONLY') throw new HttpError(503, 'RELEASE_HEALTH_CLOSED', 'Release health is read with the release token, and RELEASE_TOKEN is not set on this deployment.');
    if (refusal) throw refusal;
    const remote = request.params.remote;
    if (!isShellRemoteName(remote)) throw notFound('UNKNOWN_REMOTE', `There is no remote "${remote}": the shell's remotes are ${Object.keys(SHELL_SLOT_MODULES).join(', ')}.`);
    const filter = parseWith(healthQuery, request.query ?? {});
    return reply.header('cache-control', 'no-store').send(await remoteHealth(db, remote, now(), filter));
  });
}
