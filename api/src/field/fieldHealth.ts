// Field health's aggregates (issue 63), every query in one place: a report
// adds to the per-minute rows of table field_health (migration 0014), and the
// release health of a remote over a window is summed from them, its p75s
// computed from the summed histograms (./histogram.ts).
//
// A report's rows are written by one INSERT ... ON CONFLICT DO UPDATE that adds
// to what is there, so reports from several api instances on one PostgreSQL
// add up exactly, as on PGlite; the rows of one statement are in key order, so
// two statements never wait on each other's rows in opposite orders.
import type { Db } from '../db/db';
import { bucketCount, histogramOf, p75, VITAL_BOUNDS, type VitalName } from './histogram';
import { FAILURE_KINDS, type FailureKind, type FieldReport } from './report';

export const MINUTE_MS = 60_000;

/** The windows release health is given over. */
export const HEALTH_WINDOWS = { last15Minutes: 15, lastDay: 24 * 60 } as const;
export type HealthWindowName = keyof typeof HEALTH_WINDOWS;

export const floorMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/** One row's increments, as a report makes them (and, summed, a release's totals over a window). */
export interface AggregateRow {
  remote: string;
  release: string;
  channel: 'live' | 'canary';
  views: number;
  failedViews: number;
  failures: Record<FailureKind, number>;
  errors: number;
  /** Per-bucket counts, or [] when the report has no such value. */
  hist: Record<VitalName, number[]>;
}

const VITALS: VitalName[] = ['lcp', 'inp', 'cls'];

/** The increments a report makes, one row per remote it names, in key order; rows adding nothing are left out. */
export function rowsOf(report: FieldReport): AggregateRow[] {
  const hist = Object.fromEntries(VITALS.map((name) => [name, report.vitals?.[name] === undefined ? [] : histogramOf(name, report.vitals[name])])) as Record<VitalName, number[]>;
  const anyVital = VITALS.some((name) => hist[name].length > 0);
  return report.remotes
    .map((entry) => ({
      remote: entry.name,
      release: entry.release,
      channel: entry.channel,
      views: entry.view,
      failedViews: entry.failed,
      failures: Object.fromEntries(FAILURE_KINDS.map((kind) => [kind, entry.failures.includes(kind) ? 1 : 0])) as Record<FailureKind, number>,
      errors: entry.errors,
      hist,
    }))
    .filter((row) => anyVital || row.views > 0 || row.failedViews > 0 || row.errors > 0 || FAILURE_KINDS.some((kind) => row.failures[kind] > 0))
    .sort((a, b) => (a.remote < b.remote ? -1 : a.remote > b.remote ? 1 : 0));
}

const COUNT_COLUMNS = ['views', 'failed_views', ...FAILURE_KINDS.map((kind) => `${kind}_failures`), 'errors'] as const;
const HIST_COLUMNS = VITALS.map((name) => `${name}_hist`);
const KEY = ['remote', 'minute', 'release', 'channel', 'page_type', 'fascia'];

/** Adds one report's rows to the minute `at` falls in. */
export async function recordReport(db: Db, report: FieldReport, at: number): Promise<number> {
  const rows = rowsOf(report);
  if (rows.length === 0) return 0;
  const minute = new Date(floorMinute(at)).toISOString();
  const params: unknown[] = [];
  const values = rows.map((row) => {
    const cells = [
      minute,
      row.remote,
      row.release,
      row.channel,
      report.page,
      report.fascia,
      row.views,
      row.failedViews,
      ...FAILURE_KINDS.map((kind) => row.failures[kind]),
      row.errors,
      ...VITALS.map((name) => row.hist[name]),
    ];
    const placeholders = cells.map((cell, i) => {
      params.push(cell);
      const n = params.length;
      if (i === 0) return `$${n}::timestamptz`;
      return i >= cells.length - VITALS.length ? `$${n}::integer[]` : `$${n}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  const addArrays = (column: string) =>
    `${column} = ARRAY(SELECT coalesce(a, 0) + coalesce(b, 0) FROM unnest(f.${column}, EXCLUDED.${column}) WITH ORDINALITY AS u(a, b, i) ORDER BY i)`;
  await db.query(
    `INSERT INTO field_health AS f (minute, remote, release, channel, page_type, fascia, ${COUNT_COLUMNS.join(', ')}, ${HIST_COLUMNS.join(', ')})
     VALUES ${values.join(', ')}
     ON CONFLICT (${KEY.join(', ')}) DO UPDATE SET
       ${[...COUNT_COLUMNS.map((column) => `${column} = f.${column} + EXCLUDED.${column}`), ...HIST_COLUMNS.map(addArrays)].join(',\n       ')}`,
    params,
  );
  return rows.length;
}

/** Deletes the minutes before `before` (ms); returns how many rows went. */
export async function pruneBefore(db: Db, before: number): Promise<number> {
  const rows = await db.query<{ n: number }>('WITH gone AS (DELETE FROM field_health WHERE minute < $1::timestamptz RETURNING 1) SELECT count(*)::int AS n FROM gone', [
    new Date(floorMinute(before)).toISOString(),
  ]);
  return rows[0]?.n ?? 0;
}

/** What one release of a remote summed to over a window: a row's increments, added up. */
export type ReleaseTotals = Omit<AggregateRow, 'remote'>;

/** Its health: rates per view, errors per 1,000 views, p75s (null with no views or no values). */
export interface ReleaseHealth {
  release: string;
  channel: 'live' | 'canary';
  views: number;
  failedViews: number;
  failures: Record<FailureKind, number>;
  /** Views with a failure of each kind, and of any kind, over the views. */
  failureRate: Record<FailureKind | 'any', number | null>;
  errors: number;
  errorsPer1000Views: number | null;
  lcpP75Ms: number | null;
  inpP75Ms: number | null;
  clsP75: number | null;
  /** How many views measured each vital (the p75s' sample sizes). */
  measured: Record<VitalName, number>;
  /** The summed histograms (buckets of histogram.ts's VITAL_BOUNDS), for a comparison of two releases. */
  histograms: Record<VitalName, number[]>;
}

const ratio = (n: number, d: number) => (d > 0 ? n / d : null);
const round = (value: number | null, digits: number) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

/** A release's totals made into its health (pure). */
export function healthOf(totals: ReleaseTotals): ReleaseHealth {
  const failureRate = Object.fromEntries(FAILURE_KINDS.map((kind) => [kind, round(ratio(totals.failures[kind], totals.views), 6)])) as Record<FailureKind, number | null>;
  return {
    release: totals.release,
    channel: totals.channel,
    views: totals.views,
    failedViews: totals.failedViews,
    failures: totals.failures,
    failureRate: { ...failureRate, any: round(ratio(totals.failedViews, totals.views), 6) },
    errors: totals.errors,
    errorsPer1000Views: round(ratio(totals.errors * 1000, totals.views), 2),
    lcpP75Ms: p75('lcp', totals.hist.lcp),
    inpP75Ms: p75('inp', totals.hist.inp),
    clsP75: p75('cls', totals.hist.cls),
    measured: Object.fromEntries(VITALS.map((name) => [name, totals.hist[name].reduce((sum, n) => sum + n, 0)])) as Record<VitalName, number>,
    histograms: totals.hist,
  };
}

export interface HealthFilter {
  page?: string | undefined;
  fascia?: string | undefined;
}

interface CountRow {
  release: string;
  channel: 'live' | 'canary';
  views: string | number;
  failed_views: string | number;
  errors: string | number;
  manifest_failures: string | number;
  script_failures: string | number;
  timeout_failures: string | number;
  mount_failures: string | number;
  render_failures: string | number;
}

interface BucketRow {
  release: string;
  channel: 'live' | 'canary';
  metric: VitalName;
  bucket: number;
  n: string | number;
}

/** What the totals are summed over: the whole span, or buckets of `bucketMinutes` (whole minutes). */
interface TotalsQuery extends HealthFilter {
  to?: number;
  release?: string;
  bucketMinutes?: number;
  /** The vitals whose histograms are summed (the others stay all zero); every one by default. */
  vitals?: readonly VitalName[];
}

/** One release's totals in one bucket; `bucket` is its start (ms), 0 when not bucketed. */
type BucketTotals = ReleaseTotals & { bucket: number };

async function totalsBy(db: Db, remote: string, from: number, query: TotalsQuery): Promise<BucketTotals[]> {
  const where =
    'remote = $1 AND minute >= $2::timestamptz AND ($3::text IS NULL OR page_type = $3) AND ($4::text IS NULL OR fascia = $4) ' +
    'AND ($5::timestamptz IS NULL OR minute < $5::timestamptz) AND ($6::text IS NULL OR release = $6)';
  const params = [remote, new Date(from).toISOString(), query.page ?? null, query.fascia ?? null, query.to === undefined ? null : new Date(query.to).toISOString(), query.release ?? null];
  const seconds = query.bucketMinutes === undefined ? 0 : query.bucketMinutes * 60;
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`bucketMinutes must be a whole number of minutes, not ${query.bucketMinutes}`);
  // The bucket's number since the epoch (a whole number written into the statement, never a request's text).
  const bucket = seconds > 0 ? `floor(extract(epoch FROM minute) / ${seconds})::bigint` : '0::bigint';
  const counts = await db.query<CountRow & { bucket: string | number }>(
    `SELECT release, channel, ${bucket} AS bucket, ${COUNT_COLUMNS.map((column) => `sum(${column})::bigint AS ${column}`).join(', ')}
     FROM field_health WHERE ${where} GROUP BY release, channel, 3 ORDER BY 3, release, channel`,
    params,
  );
  const vitals = query.vitals ?? VITALS;
  const buckets = vitals.length
    ? await db.query<BucketRow & { bucket_at: string | number }>(
        vitals
          .map(
            (name) =>
              `SELECT release, channel, ${bucket} AS bucket_at, '${name}' AS metric, u.i::int AS bucket, sum(u.n)::bigint AS n
               FROM field_health, unnest(${name}_hist) WITH ORDINALITY AS u(n, i) WHERE ${where} AND u.n > 0 GROUP BY release, channel, 3, u.i`,
          )
          .join(' UNION ALL '),
        params,
      )
    : [];
  const totals = new Map<string, BucketTotals>();
  const keyOf = (release: string, channel: string, at: string | number) => `${channel}\0${release}\0${at}`;
  for (const row of counts) {
    totals.set(keyOf(row.release, row.channel, row.bucket), {
      bucket: Number(row.bucket) * seconds * 1000,
      release: row.release,
      channel: row.channel,
      views: Number(row.views),
      failedViews: Number(row.failed_views),
      failures: Object.fromEntries(FAILURE_KINDS.map((kind) => [kind, Number(row[`${kind}_failures`])])) as Record<FailureKind, number>,
      errors: Number(row.errors),
      hist: Object.fromEntries(VITALS.map((name) => [name, new Array<number>(bucketCount(name)).fill(0)])) as Record<VitalName, number[]>,
    });
  }
  for (const row of buckets) {
    const hist = totals.get(keyOf(row.release, row.channel, row.bucket_at))?.hist[row.metric];
    // ORDINALITY counts from 1.
    if (hist && row.bucket >= 1 && row.bucket <= hist.length) hist[row.bucket - 1]! += Number(row.n);
  }
  return [...totals.values()];
}

/**
 * Each release's totals of a remote in the minutes from `from` (ms) to before
 * `to` (ms, default no end), optionally for one page type, fascia or release.
 */
export async function releaseTotals(db: Db, remote: string, from: number, filter: HealthFilter & { to?: number; release?: string } = {}): Promise<ReleaseTotals[]> {
  return (await totalsBy(db, remote, from, filter)).map(({ bucket: _bucket, ...totals }) => totals);
}

export interface RemoteHealth {
  remote: string;
  /** When it was read (ISO). */
  at: string;
  windows: Record<HealthWindowName, { from: string; releases: ReleaseHealth[] }>;
}

/** A remote's release health over the last 15 minutes and the last day (each with the current minute), most viewed release first. */
export async function remoteHealth(db: Db, remote: string, now: number, filter: HealthFilter = {}): Promise<RemoteHealth> {
  const windows = {} as RemoteHealth['windows'];
  for (const [name, minutes] of Object.entries(HEALTH_WINDOWS) as Array<[HealthWindowName, number]>) {
    const from = floorMinute(now) - (minutes - 1) * MINUTE_MS;
    const releases = (await releaseTotals(db, remote, from, filter)).map(healthOf).sort((a, b) => b.views - a.views || a.release.localeCompare(b.release));
    windows[name] = { from: new Date(from).toISOString(), releases };
  }
  return { remote, at: new Date(now).toISOString(), windows };
}

/** What the canary's automatic rollback compares (api/src/releases/health: SummaryQuery to ReleaseSummary). */
export interface ReleaseSummaryQuery {
  remote: string;
  releaseId: number | string;
  from: Date;
  to: Date;
}

export interface ReleaseSummary {
  views: number;
  /** Views with at least one slot failure. */
  failures: number;
  failuresByKind: Record<FailureKind, number>;
  errors: number;
  /** Upper bounds of the buckets (the last bucket open), and the counts. */
  lcp: { bounds: number[]; counts: number[] };
  inp: { bounds: number[]; counts: number[] };
}

/** A release's figures over [from, to), on every channel and page it ran, summed from the minutes in it. */
export async function releaseSummary(db: Db, query: ReleaseSummaryQuery): Promise<ReleaseSummary> {
  const rows = await releaseTotals(db, query.remote, query.from.getTime(), { to: query.to.getTime(), release: String(query.releaseId) });
  const sum = (pick: (row: ReleaseTotals) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const histogram = (name: VitalName) => ({
    bounds: [...VITAL_BOUNDS[name]],
    counts: rows.reduce((total, row) => total.map((n, i) => n + (row.hist[name][i] ?? 0)), new Array<number>(bucketCount(name)).fill(0)),
  });
  return {
    views: sum((row) => row.views),
    failures: sum((row) => row.failedViews),
    failuresByKind: Object.fromEntries(FAILURE_KINDS.map((kind) => [kind, sum((row) => row.failures[kind])])) as Record<FailureKind, number>,
    errors: sum((row) => row.errors),
    lcp: histogram('lcp'),
    inp: histogram('inp'),
  };
}

/** The time series of the release page (shell /releases): its bounds. */
export const SERIES_LIMITS = {
  /** The longest span, in hours: the days kept by default (FIELD_RETENTION_DAYS 8). */
  maxHours: 8 * 24,
  /** The bucket sizes offered, in minutes. */
  bucketMinutes: [1, 5, 15, 60] as const,
  /** The most buckets one answer holds per release. */
  maxBuckets: 600,
} as const;

/** One bucket of a release's series: its health over the bucket's minutes (no histograms, no CLS). */
export interface SeriesPoint {
  /** The bucket's first minute (ISO). */
  at: string;
  views: number;
  failedViews: number;
  failureRate: ReleaseHealth['failureRate'];
  errors: number;
  errorsPer1000Views: number | null;
  lcpP75Ms: number | null;
  inpP75Ms: number | null;
  measured: { lcp: number; inp: number };
}

export interface ReleaseSeries {
  release: string;
  channel: 'live' | 'canary';
  /** Views over the whole span. */
  views: number;
  /** Its buckets with anything reported, oldest first (a bucket without a row is left out). */
  points: SeriesPoint[];
}

export interface RemoteSeries {
  remote: string;
  /** When it was read (ISO). */
  at: string;
  /** The first bucket's start and the last bucket's end (ISO; the last bucket holds the current minute). */
  from: string;
  to: string;
  hours: number;
  bucketMinutes: number;
  /** Each release and channel seen, most viewed first. */
  releases: ReleaseSeries[];
}

/** Bucketed totals made into one series per release and channel, most viewed first (pure). */
export function seriesOf(rows: ReadonlyArray<ReleaseTotals & { bucket: number }>): ReleaseSeries[] {
  const byRelease = new Map<string, ReleaseSeries>();
  for (const row of [...rows].sort((a, b) => a.bucket - b.bucket)) {
    const key = `${row.channel}\0${row.release}`;
    let series = byRelease.get(key);
    if (!series) {
      series = { release: row.release, channel: row.channel, views: 0, points: [] };
      byRelease.set(key, series);
    }
    const health = healthOf(row);
    series.views += row.views;
    series.points.push({
      at: new Date(row.bucket).toISOString(),
      views: health.views,
      failedViews: health.failedViews,
      failureRate: health.failureRate,
      errors: health.errors,
      errorsPer1000Views: health.errorsPer1000Views,
      lcpP75Ms: health.lcpP75Ms,
      inpP75Ms: health.inpP75Ms,
      measured: { lcp: health.measured.lcp, inp: health.measured.inp },
    });
  }
  return [...byRelease.values()].sort((a, b) => b.views - a.views || a.release.localeCompare(b.release) || a.channel.localeCompare(b.channel));
}

/**
 * A remote's releases over the last `hours` in buckets of `bucketMinutes`
 * (aligned to the clock; the last one holds the current minute), for the
 * release page. The caller keeps within SERIES_LIMITS.
 */
export async function remoteSeries(db: Db, remote: string, now: number, query: HealthFilter & { hours: number; bucketMinutes: number }): Promise<RemoteSeries> {
  const bucketMs = query.bucketMinutes * MINUTE_MS;
  const count = Math.ceil((query.hours * 60) / query.bucketMinutes);
  const last = Math.floor(now / bucketMs) * bucketMs;
  const from = last - (count - 1) * bucketMs;
  const rows = await totalsBy(db, remote, from, { page: query.page, fascia: query.fascia, bucketMinutes: query.bucketMinutes, vitals: ['lcp', 'inp'] });
  return {
    remote,
    at: new Date(now).toISOString(),
    from: new Date(from).toISOString(),
    to: new Date(last + bucketMs).toISOString(),
    hours: query.hours,
    bucketMinutes: query.bucketMinutes,
    releases: seriesOf(rows),
  };
}
