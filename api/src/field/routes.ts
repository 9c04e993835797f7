// Field health over HTTP (issue 63; the browser's side is shell/src/field/):
//   POST /_api/field/reports           one report, as navigator.sendBeacon sends it
//                                      (text/plain or JSON): 204, or 400 / 413 / 429
//                                      saying why, and nothing stored
//   GET  /_api/field/health/{remote}   the remote's release health over the last 15
//                                      minutes and the last day (?page=, ?fascia=),
//                                      behind the release token or from the office network
//   GET  /_api/field/series/{remote}   the same figures over time, per release, in
//                                      buckets (?hours=, ?bucket=, ?page=, ?fascia=),
//                                      for the release page (shell /releases); same readers
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isFasciaKey, isShellRemoteName, SHELL_SLOT_MODULES } from '@storefront/shared-contracts';
import { creationLimit } from '../http/creationLimit';
import { HttpError, notFound, parseWith } from '../http/errors';
import type { OfficeNetwork } from '../http/officeNetwork';
import { MINUTE_MS, pruneBefore, recordReport, remoteHealth, remoteSeries, SERIES_LIMITS } from './fieldHealth';
import { fieldReportSchema, MAX_REPORT_BYTES, PAGE_TYPES } from './report';

export interface FieldOptions {
  /**
   * The reader's credential check: null when the Authorization header may
   * read release health, else the refusal (the release token's, releases/routes.ts).
   */
  readerError: (authorization: string | undefined) => HttpError | null;
  /** The office network (OFFICE_NETWORK_CIDRS): a request from it reads release health without the token, as the shell's staff. */
  office?: Pick<OfficeNetwork, 'contains'>;
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

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, { error: `${name} must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `${name} must be a whole number from ${min} to ${max}` });

const BUCKET_TEXT = SERIES_LIMITS.bucketMinutes.join(', ');

/** ?hours= (1 to 192, default 24) and ?bucket= (minutes: 1, 5, 15 or 60; default the smallest giving at most 300 buckets). */
const seriesQuery = healthQuery
  .extend({
    hours: wholeNumber('hours', 1, SERIES_LIMITS.maxHours).optional(),
    bucket: z
      .enum(SERIES_LIMITS.bucketMinutes.map(String) as [string, ...string[]], { error: `bucket must be one of ${BUCKET_TEXT} (minutes)` })
      .transform(Number)
      .optional(),
  })
  .strict()
  .transform((query, context) => {
    const hours = query.hours ?? 24;
    const bucketMinutes = query.bucket ?? SERIES_LIMITS.bucketMinutes.find((minutes) => (hours * 60) / minutes <= 300) ?? 60;
    const buckets = Math.ceil((hours * 60) / bucketMinutes);
    if (buckets > SERIES_LIMITS.maxBuckets) {
      context.addIssue({
        code: 'custom',
        path: ['bucket'],
        message: `${hours} hours in ${bucketMinutes}-minute buckets is ${buckets} buckets; at most ${SERIES_LIMITS.maxBuckets}: ask for fewer hours or a larger bucket`,
      });
      return z.NEVER;
    }
    return { page: query.page, fascia: query.fascia, hours, bucketMinutes };
  });

/**
 * Who may read release health: a request from the office network, or one
 * with the release token (503 when the deployment has none, 401 without it,
 * 403 with another); null when allowed, else the refusal.
 */
export function fieldReaderError(request: Pick<FastifyRequest, 'ip'> & { headers: { authorization?: string | undefined } }, options: Pick<FieldOptions, 'readerError' | 'office'>): HttpError | null {
  if (options.office?.contains(request.ip)) return null;
  const refusal = options.readerError(request.headers.authorization);
  if (refusal?.code === 'RELEASES_READ_ONLY') return new HttpError(503, 'RELEASE_HEALTH_CLOSED', 'Release health is read with the release token or from the office network, and RELEASE_TOKEN is not set on this deployment.');
  return refusal;
}

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

  const readRemote = (request: FastifyRequest<{ Params: { remote: string } }>) => {
    const refusal = fieldReaderError(request, options);
    if (refusal) throw refusal;
    const remote = request.params.remote;
    if (!isShellRemoteName(remote)) throw notFound('UNKNOWN_REMOTE', `There is no remote "${remote}": the shell's remotes are ${Object.keys(SHELL_SLOT_MODULES).join(', ')}.`);
    return remote;
  };

  app.get<{ Params: { remote: string }; Querystring: Record<string, string> }>('/_api/field/health/:remote', async (request, reply) => {
    const remote = readRemote(request);
    const filter = parseWith(healthQuery, request.query ?? {});
    return reply.header('cache-control', 'no-store').send(await remoteHealth(db, remote, now(), filter));
  });

  app.get<{ Params: { remote: string }; Querystring: Record<string, string> }>('/_api/field/series/:remote', async (request, reply) => {
    const remote = readRemote(request);
    const query = parseWith(seriesQuery, request.query ?? {});
    return reply.header('cache-control', 'private, no-store').send(await remoteSeries(db, remote, now(), query));
  });
}
