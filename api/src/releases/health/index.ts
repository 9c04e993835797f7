// Canary health (issue 63, automatic rollback): the verdict comparing a canary
// (or a fresh publish) with the live release, the watch that runs it every
// minute, and their settings. README.md beside this file says what to pass in.
export {
  HEALTH_DEFAULTS,
  HEALTH_ENV,
  healthSettings,
  healthSettingsFromEnv,
  healthSettingsSchema,
  type HealthSettings,
} from './settings';
export {
  checkAlpha,
  nextShare,
  verdict,
  type FailureTest,
  type ReleaseSummary,
  type SideFigures,
  type Verdict,
  type VerdictFigures,
  type VerdictOutcome,
  type VitalTest,
} from './verdict';
export {
  CanaryWatch,
  type AutomaticRollback,
  type CanaryWatchOptions,
  type CheckResult,
  type RecentPublish,
  type RunningCanary,
  type ShareStep,
  type SummaryQuery,
} from './watch';
export { histogramQuantile, type Histogram } from './stats';
