// The release page's figures, shaped from the api's answers (pure, so every
// rule is unit tested): one line per release and channel, the rows a chart and
// its table draw, the marks of the release history on the time axis, and the
// sentence that sums a chart up for a screen reader.
import type { RemoteSeries, ReleaseSeries, SeriesPoint } from '@storefront/api';

export type { RemoteSeries, ReleaseSeries, SeriesPoint };

/** A remote's live release and canary, as GET /_api/releases gives them. */
export interface LiveRelease {
  manifest: string;
  version: string;
  releaseId: number;
  since: string;
  by: string;
  canary?: { manifest: string; version: string; releaseId: number; percent: number; since: string; by: string };
}

/** A row of GET /_api/releases/{remote}/history (newest first); an action this page does not know is drawn as a plain mark. */
export interface HistoryRow {
  id: number;
  action: string;
  version: string;
  sourceId: number | null;
  by: string;
  at: string;
  percent: number | null;
  details: Record<string, unknown> | null;
}

/** Who the canary watch's automatic rollbacks are by (api: AUTOMATIC_ROLLBACK_BY). */
export const AUTOMATIC_ROLLBACK_BY = 'automatic rollback';

// ---------------------------------------------------------------- lines

/** How a line is drawn: live solid, canary dashed, each release of a channel its own colour. */
export interface SeriesLine {
  /** The key of its values in a chart row. */
  key: string;
  release: string;
  channel: 'live' | 'canary';
  /** e.g. "live #12 (1.4.0)". */
  label: string;
  colour: string;
  /** stroke-dasharray; none for live. */
  dash: string | undefined;
}

// Each at least 4.5:1 on white, so a line is seen and its legend read.
const LIVE_COLOURS = ['#1d4ed8', '#0f766e', '#6d28d9', '#334155'];
const CANARY_COLOURS = ['#b45309', '#be123c', '#a16207', '#9d174d'];
export const CANARY_DASH = '6 4';

export const lineKey = (series: Pick<ReleaseSeries, 'release' | 'channel'>) => `${series.channel}:${series.release}`;

/** The version of each release id the history names. */
export function versionsOf(history: readonly HistoryRow[]): Map<string, string> {
  return new Map(history.map((row) => [String(row.id), row.version]));
}

export function releaseLabel(release: string, versions: ReadonlyMap<string, string>): string {
  if (release === 'default') return 'the default build';
  const version = versions.get(release);
  return version ? `#${release} (${version})` : `#${release}`;
}

export function linesOf(series: RemoteSeries, history: readonly HistoryRow[]): SeriesLine[] {
  const versions = versionsOf(history);
  const used = { live: 0, canary: 0 };
  return series.releases.map((entry) => {
    const palette = entry.channel === 'live' ? LIVE_COLOURS : CANARY_COLOURS;
    const colour = palette[used[entry.channel]++ % palette.length]!;
    return {
      key: lineKey(entry),
      release: entry.release,
      channel: entry.channel,
      label: `${entry.channel} ${releaseLabel(entry.release, versions)}`,
      colour,
      dash: entry.channel === 'canary' ? CANARY_DASH : undefined,
    };
  });
}

// ---------------------------------------------------------------- metrics

export type MetricName = 'views' | 'failureRate' | 'lcp' | 'inp';

export interface Metric {
  name: MetricName;
  /** The chart's heading, e.g. "Page views". */
  title: string;
  /** The y axis' unit, for the axis and the table's header. */
  unit: string;
  value: (point: SeriesPoint) => number | null;
  /** A value as read: "1,234", "2.50 %", "1,830 ms". */
  format: (value: number) => string;
  /** An axis tick, short enough for the axis' width: "1,234", "15 %", "1.5 s". */
  tick: (value: number) => string;
}

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const short = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const msTick = (v: number) => (v >= 1000 ? `${short.format(v / 1000)} s` : `${whole.format(v)} ms`);

export const METRICS: readonly Metric[] = [
  { name: 'views', title: 'Page views', unit: 'views', value: (p) => p.views, format: (v) => whole.format(v), tick: (v) => whole.format(v) },
  {
    name: 'failureRate',
    title: 'Failure rate',
    unit: '%',
    value: (p) => (p.failureRate.any === null ? null : p.failureRate.any * 100),
    format: (v) => `${percent.format(v)} %`,
    tick: (v) => `${short.format(v)} %`,
  },
  { name: 'lcp', title: 'LCP p75', unit: 'ms', value: (p) => p.lcpP75Ms, format: (v) => `${whole.format(v)} ms`, tick: msTick },
  { name: 'inp', title: 'INP p75', unit: 'ms', value: (p) => p.inpP75Ms, format: (v) => `${whole.format(v)} ms`, tick: msTick },
];

/** One bucket: its start (ms) and each line's value (absent: nothing reported). */
export type ChartRow = { t: number } & Record<string, number | undefined>;

/**
 * Every bucket of the span, oldest first, with each line's value of the metric
 * where it has one. A bucket without a report between a release's first and
 * last ones had no views of it: 0 page views (its rates and p75s stay absent).
 */
export function chartRows(series: RemoteSeries, metric: Metric): ChartRow[] {
  const step = series.bucketMinutes * 60_000;
  const from = Date.parse(series.from);
  const count = Math.max(0, Math.round((Date.parse(series.to) - from) / step));
  const rows: ChartRow[] = Array.from({ length: count }, (_, i) => ({ t: from + i * step }) as ChartRow);
  const indexOf = (point: SeriesPoint) => Math.round((Date.parse(point.at) - from) / step);
  for (const entry of series.releases) {
    const key = lineKey(entry);
    if (metric.name === 'views' && entry.points.length > 0) {
      for (let i = Math.max(0, indexOf(entry.points[0]!)); i <= Math.min(count - 1, indexOf(entry.points[entry.points.length - 1]!)); i++) rows[i]![key] = 0;
    }
    for (const point of entry.points) {
      const row = rows[indexOf(point)];
      const value = metric.value(point);
      if (row && value !== null) row[key] = value;
    }
  }
  return rows;
}

/** The rows of a chart's table: the buckets where some line has a value. */
export const tableRows = (rows: readonly ChartRow[], lines: readonly SeriesLine[]) => rows.filter((row) => lines.some((line) => row[line.key] !== undefined));

/** "last 24 hours", "last hour", "last 7 days". */
export function spanText(hours: number): string {
  if (hours === 1) return 'last hour';
  if (hours % 24 === 0 && hours > 24) return `last ${hours / 24} days`;
  return `last ${hours} hours`;
}

/** "per 5 minutes", "per hour". */
export const bucketText = (minutes: number) => (minutes === 60 ? 'per hour' : minutes === 1 ? 'per minute' : `per ${minutes} minutes`);

/**
 * The chart summed up in a sentence, for its aria-label: per line, the views
 * in all, or the failure rate over all its views, or the highest and latest p75.
 */
export function chartSummary(metric: Metric, series: RemoteSeries, lines: readonly SeriesLine[], marks: number): string {
  const head = `${metric.title} ${bucketText(series.bucketMinutes)} of ${series.remote}, ${spanText(series.hours)}`;
  const parts = series.releases.map((entry, i) => {
    const label = lines[i]?.label ?? lineKey(entry);
    if (metric.name === 'views') return `${label}: ${whole.format(entry.views)} views`;
    if (metric.name === 'failureRate') {
      const failed = entry.points.reduce((n, p) => n + p.failedViews, 0);
      return entry.views > 0 ? `${label}: ${metric.format((failed / entry.views) * 100)} of views failed` : `${label}: no views`;
    }
    const values = entry.points.map(metric.value).filter((v): v is number => v !== null);
    if (values.length === 0) return `${label}: not measured`;
    return `${label}: highest ${metric.format(Math.max(...values))}, latest ${metric.format(values[values.length - 1]!)}`;
  });
  const events = marks === 0 ? 'no release events' : marks === 1 ? '1 release event marked' : `${marks} release events marked`;
  return `${head}. ${parts.length ? parts.join('; ') : 'no page views'}; ${events}.`;
}

// ---------------------------------------------------------------- marks

export type MarkKind = 'publish' | 'rollback' | 'automatic-rollback' | 'canary-start' | 'canary-step' | 'promote' | 'canary-end' | 'other';

export interface Mark {
  id: number;
  at: number;
  kind: MarkKind;
  /** What happened, e.g. "Canary #13 (1.5.0) started at 10 %". */
  label: string;
  /** Its few words on the chart, e.g. "canary #13". */
  short: string;
  by: string;
  /** An automatic rollback's reasons. */
  reason?: string;
}

const numberIn = (details: Record<string, unknown> | null, key: string) => (typeof details?.[key] === 'number' ? (details[key] as number) : null);

export function markOf(row: HistoryRow, versions: ReadonlyMap<string, string>): Mark {
  const at = Date.parse(row.at);
  const self = releaseLabel(String(row.id), versions);
  const source = row.sourceId === null ? self : releaseLabel(String(row.sourceId), versions);
  const automatic = row.by === AUTOMATIC_ROLLBACK_BY;
  const reasons = Array.isArray(row.details?.reasons) ? (row.details.reasons as unknown[]).filter((r): r is string => typeof r === 'string') : [];
  const base = { id: row.id, at, by: row.by, ...(reasons.length ? { reason: reasons.join('; ') } : {}) };
  switch (row.action) {
    case 'publish':
      return { ...base, kind: 'publish', label: `Published ${self}`, short: `publish #${row.id}` };
    case 'rollback':
      return automatic
        ? { ...base, kind: 'automatic-rollback', label: `Automatic rollback to ${source}`, short: `auto rollback` }
        : { ...base, kind: 'rollback', label: `Rolled back to ${source}`, short: `rollback` };
    case 'canary':
      return { ...base, kind: 'canary-start', label: `Canary ${self} started at ${row.percent ?? '?'} %`, short: `canary #${row.id}` };
    case 'canary_step': {
      const from = numberIn(row.details, 'from');
      const to = row.percent ?? numberIn(row.details, 'to');
      return { ...base, kind: 'canary-step', label: `Canary ${source} share ${from === null ? '' : `${from} % → `}${to ?? '?'} %`, short: `${to ?? '?'} %` };
    }
    case 'promote':
      return { ...base, kind: 'promote', label: `Canary ${source} promoted: live for everyone`, short: `promote` };
    case 'canary_rollback':
      return automatic
        ? { ...base, kind: 'automatic-rollback', label: `Automatic rollback of canary ${source}`, short: `auto rollback` }
        : { ...base, kind: 'canary-end', label: `Canary ${source} ended (rolled back)`, short: `canary end` };
    default:
      return { ...base, kind: 'other', label: `${row.action.replace(/_/g, ' ')} ${self}`, short: row.action.replace(/_/g, ' ') };
  }
}

/** The history's marks, oldest first; with a span, only those in it. */
export function marksOf(history: readonly HistoryRow[], span?: { from: string; to: string }): Mark[] {
  const versions = versionsOf(history);
  const from = span ? Date.parse(span.from) : -Infinity;
  const to = span ? Date.parse(span.to) : Infinity;
  return history
    .map((row) => markOf(row, versions))
    .filter((mark) => Number.isFinite(mark.at) && mark.at >= from && mark.at < to)
    .sort((a, b) => a.at - b.at || a.id - b.id);
}

/** How a mark is drawn: rollbacks red, the canary's steps amber, a publish or promote blue-grey. */
export function markColour(kind: MarkKind): string {
  if (kind === 'rollback' || kind === 'automatic-rollback' || kind === 'canary-end') return '#b91c1c';
  if (kind === 'canary-start' || kind === 'canary-step') return '#92400e';
  return '#374151';
}

// ---------------------------------------------------------------- times

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** "7 Dec, 21:05 UTC". */
export const whenText = (ms: number) => `${dateTime.format(ms)} UTC`;
/** "21:05": the time axis' ticks (UTC, as the table's times). */
export const tickText = (ms: number) => time.format(ms);

/** "2 h 15 min", "3 days 4 h", "40 min", "under a minute". */
export function ageText(since: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(since)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'under a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${rest ? ` ${rest} min` : ''}`;
  return `${rest} min`;
}
