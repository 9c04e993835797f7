// The release page's test fixtures: a remote's series over an hour (live #12,
// canary #13) and its history (a canary started, stepped, rolled back by the
// watch, and an action the page does not know).
import type { HistoryRow, RemoteSeries, SeriesPoint } from './releaseFigures';

export const T0 = Date.UTC(2026, 11, 7, 20, 0);
export const MIN = 60_000;

export const seriesPoint = (at: number, change: Partial<SeriesPoint> = {}): SeriesPoint => ({
  at: new Date(at).toISOString(),
  views: 100,
  failedViews: 2,
  failureRate: { any: 0.02, manifest: 0, script: 0.02, timeout: 0, mount: 0, render: 0 },
  errors: 1,
  errorsPer1000Views: 10,
  lcpP75Ms: 1800,
  inpP75Ms: 120,
  measured: { lcp: 90, inp: 40 },
  ...change,
});

export const SERIES: RemoteSeries = {
  remote: 'gallery',
  at: new Date(T0 + 58 * MIN).toISOString(),
  from: new Date(T0).toISOString(),
  to: new Date(T0 + 60 * MIN).toISOString(),
  hours: 1,
  bucketMinutes: 5,
  releases: [
    { release: '12', channel: 'live', views: 300, points: [seriesPoint(T0), seriesPoint(T0 + 5 * MIN), seriesPoint(T0 + 30 * MIN, { lcpP75Ms: 2100 })] },
    { release: '13', channel: 'canary', views: 40, points: [seriesPoint(T0 + 30 * MIN, { views: 40, failedViews: 4, failureRate: { any: 0.1, manifest: 0, script: 0, timeout: 0, mount: 0.1, render: 0 }, lcpP75Ms: null })] },
  ],
};

export const historyRow = (id: number, action: string, at: number, change: Partial<HistoryRow> = {}): HistoryRow => ({
  id,
  action,
  version: `1.${id}.0`,
  sourceId: null,
  by: 'dev@ci',
  at: new Date(at).toISOString(),
  percent: null,
  details: null,
  ...change,
});

// Newest first, as the api gives it.
export const HISTORY: HistoryRow[] = [
  historyRow(16, 'canary_rollback', T0 + 40 * MIN, { by: 'automatic rollback', sourceId: 13, version: '1.13.0', details: { reasons: ['failure rate 10.00 % against 0.67 % live'] } }),
  historyRow(15, 'canary_step', T0 + 35 * MIN, { sourceId: 13, version: '1.13.0', percent: 25, details: { from: 5, to: 25 } }),
  historyRow(14, 'weird_new_thing', T0 + 32 * MIN),
  historyRow(13, 'canary', T0 + 25 * MIN, { percent: 5 }),
  historyRow(12, 'publish', T0 - 3 * 3600_000),
];
