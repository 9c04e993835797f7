// Field health (issue 63): what the field says of each remote's release. What
// the other domains may use of it (the canary's automatic rollback reads
// release health from here).
export { fieldRoutes, fieldReaderError, type FieldOptions } from './routes';
export { remoteHealth, releaseTotals, releaseSummary, healthOf, type ReleaseSummary, type ReleaseSummaryQuery, type RemoteHealth, type ReleaseHealth, type ReleaseTotals, type RemoteSeries, type ReleaseSeries, type SeriesPoint, HEALTH_WINDOWS, SERIES_LIMITS } from './fieldHealth';
export { VITAL_BOUNDS, percentileOf, p75 } from './histogram';
export { FAILURE_KINDS, type FailureKind } from './report';
