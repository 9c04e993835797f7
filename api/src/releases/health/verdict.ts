// The canary verdict (issue 63, automatic rollback): is a canary worse than
// the live release over a window, by more than the thresholds, beyond what
// chance explains? Pure: figures in, a verdict and the figures that led to it
// out (stored in the release history with an automatic rollback).
//
// How chance is kept out (README.md beside this file says it for people):
// - Nothing is judged below minViews views (and vitals samples) on either side.
// - falseAlarmRate is the chance that a healthy canary is ever rolled back,
//   over all its checks and all three metrics. Each check spends a share of it
//   (checkAlpha: half spread over the first alarmHorizonChecks checks, the
//   other half over all later ones, shrinking as 1/t², so the shares add up to
//   falseAlarmRate however long the canary runs), split evenly over the three
//   tests (Bonferroni). A check with too few views spends nothing.
// - Failure rate: one-sided Fisher exact test (the conditional, exact form of
//   the pooled two-proportion z-test, whose z is reported too). The z-test's
//   normal approximation fires far too often when the canary has only a few
//   expected failures (200 views at 0.5 %: one), which is the small canary.
//   The observed increase must also exceed maxFailureRateIncrease.
// - LCP and INP p75: the live p75's upper confidence bound is read from its
//   histogram (an order statistic, binomial ranks); the threshold is that bound
//   raised by the ratio and the milliseconds; the canary is worse when
//   significantly more than 25 % of its samples lie above the threshold (exact
//   binomial test), i.e. the lower confidence bound of its p75 is above it.
//   Each half at half the test's share, so chance in the live figures cannot
//   fire it either. Histogram buckets only ever make this more cautious.
import { HEALTH_DEFAULTS, type HealthSettings } from './settings';
import {
  binomialUpperRank,
  binomialUpperTail,
  countAbove,
  histogramQuantile,
  histogramTotal,
  hypergeometricUpperTail,
  orderStatisticUpperBound,
  type Histogram,
} from './stats';

// Math's functions as module constants: under jest (a vm context) each global lookup is slow, and
// the simulation test calls these tens of thousands of times.
const { log10, floor, abs, round, sqrt, min, max } = Math;
const { isFinite } = Number;

/** One release's field figures over the window (summed over page types and fascias). */
export interface ReleaseSummary {
  views: number;
  /** Views with at least one slot load failure of this release (a view counts once). */
  failures: number;
  /** Failures by kind (manifest, script, timeout, mount, render…): reported, not tested one by one. */
  failuresByKind: Record<string, number>;
  /** Uncaught errors attributed to the release: reported, not tested (one view can throw many). */
  errors: number;
  /** LCP in milliseconds. */
  lcp: Histogram;
  /** INP in milliseconds (views with an interaction). */
  inp: Histogram;
}

export type VerdictOutcome = 'insufficient' | 'healthy' | 'rollback';

export interface SideFigures {
  views: number;
  failures: number;
  failureRate: number | null;
  failureRateByKind: Record<string, number>;
  errorsPer1000Views: number | null;
  lcpP75: number | null;
  inpP75: number | null;
}

export interface FailureTest {
  status: 'tested' | 'insufficient';
  /** Canary failure rate minus live failure rate. */
  increase: number | null;
  /** Pooled two-proportion z (for reading; the decision uses pValue). */
  z: number | null;
  /** One-sided Fisher exact p-value. */
  pValue: number | null;
  alpha: number;
  fired: boolean;
}

export interface VitalTest {
  status: 'tested' | 'insufficient';
  samples: { canary: number; live: number };
  canaryP75: number | null;
  liveP75: number | null;
  /** Upper confidence bound of the live p75. */
  liveP75Upper: number | null;
  /** The canary is worse when its p75 is above this (null: no bound, too few live samples above the last bucket). */
  threshold: number | null;
  /** Share of canary samples certainly above the threshold (0.25 at most for a healthy canary, give or take chance). */
  canaryShareAbove: number | null;
  /** One-sided exact binomial p-value of that share against 0.25. */
  pValue: number | null;
  alpha: number;
  fired: boolean;
}

/** What a verdict is based on: JSON (no Infinity), suited to the release history. */
export interface VerdictFigures {
  /** This check's number among the canary's checks with enough views (1 = the first). */
  check: number;
  /** The false-alarm rate this check spends over all its tests. */
  alpha: number;
  canary: SideFigures;
  live: SideFigures;
  failures: FailureTest;
  lcp: VitalTest;
  inp: VitalTest;
}

export interface Verdict {
  outcome: VerdictOutcome;
  /** For people: why it rolls back (empty otherwise) or why it could not judge. */
  reasons: string[];
  figures: VerdictFigures;
}

/** The number of tests a check's alpha is split over (failure rate, LCP, INP). */
const TESTS = 3;

/**
 * The false-alarm rate the check-th check (1-based, counting only checks with
 * enough views) may spend: falseAlarmRate / (2H) for each of the first H
 * checks, then falseAlarmRate · H / (2t(t − 1)); the sum over every t is
 * falseAlarmRate.
 */
export function checkAlpha(settings: Pick<HealthSettings, 'falseAlarmRate' | 'alarmHorizonChecks'>, check: number): number {
  const h = settings.alarmHorizonChecks;
  const t = max(1, floor(check));
  return t <= h ? settings.falseAlarmRate / (2 * h) : (settings.falseAlarmRate * h) / (2 * t * (t - 1));
}

/** Four significant digits: the figures are for reading and storing, not for further sums. */
function sig(x: number): number {
  if (x === 0 || !isFinite(x)) return x;
  const exponent = 3 - floor(log10(abs(x)));
  return exponent >= 0 ? round(x * 10 ** exponent) / 10 ** exponent : round(x / 10 ** -exponent) * 10 ** -exponent;
}
const sigOrNull = (x: number | null): number | null => (x === null || !isFinite(x) ? null : sig(x));

function side(summary: ReleaseSummary): SideFigures {
  const { views } = summary;
  const byKind: Record<string, number> = {};
  for (const [kind, count] of Object.entries(summary.failuresByKind)) byKind[kind] = views > 0 ? sig(count / views) : 0;
  return {
    views,
    failures: summary.failures,
    failureRate: views > 0 ? sig(min(summary.failures, views) / views) : null,
    failureRateByKind: byKind,
    errorsPer1000Views: views > 0 ? sig((1000 * summary.errors) / views) : null,
    lcpP75: sigOrNull(histogramQuantile(summary.lcp, 0.75)),
    inpP75: sigOrNull(histogramQuantile(summary.inp, 0.75)),
  };
}

function failureTest(canary: ReleaseSummary, live: ReleaseSummary, settings: HealthSettings, alpha: number, enough: boolean): FailureTest {
  if (!enough) return { status: 'insufficient', increase: null, z: null, pValue: null, alpha: sig(alpha), fired: false };
  const n1 = canary.views;
  const n2 = live.views;
  const f1 = min(canary.failures, n1);
  const f2 = min(live.failures, n2);
  const increase = f1 / n1 - f2 / n2;
  const pooled = (f1 + f2) / (n1 + n2);
  const se = sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  const z = se > 0 ? increase / se : 0;
  const pValue = hypergeometricUpperTail(n1 + n2, f1 + f2, n1, f1);
  return {
    status: 'tested',
    increase: sig(increase),
    z: sig(z),
    pValue: sig(pValue),
    alpha: sig(alpha),
    fired: increase > settings.maxFailureRateIncrease && pValue <= alpha,
  };
}

function vitalTest(canary: Histogram, live: Histogram, ratio: number, ms: number, minSamples: number, alpha: number): VitalTest {
  const samples = { canary: histogramTotal(canary), live: histogramTotal(live) };
  const base = {
    samples,
    canaryP75: sigOrNull(histogramQuantile(canary, 0.75)),
    liveP75: sigOrNull(histogramQuantile(live, 0.75)),
    alpha: sig(alpha),
  };
  if (samples.canary < minSamples || samples.live < minSamples) {
    return { status: 'insufficient', ...base, liveP75Upper: null, threshold: null, canaryShareAbove: null, pValue: null, fired: false };
  }
  const half = alpha / 2;
  const rank = binomialUpperRank(samples.live, 0.75, half);
  const liveUpper = rank > samples.live ? Infinity : orderStatisticUpperBound(live, rank);
  const threshold = liveUpper + max(liveUpper * ratio, ms);
  const above = isFinite(threshold) ? countAbove(canary, threshold) : 0;
  const pValue = binomialUpperTail(samples.canary, 0.25, above);
  return {
    status: 'tested',
    ...base,
    liveP75Upper: sigOrNull(liveUpper),
    threshold: sigOrNull(threshold),
    canaryShareAbove: sig(above / samples.canary),
    pValue: sig(pValue),
    fired: pValue <= half,
  };
}

const percent = (x: number | null): string => (x === null ? '–' : `${(100 * x).toFixed(2)} %`);
const millis = (x: number | null): string => (x === null ? '–' : `${round(x)} ms`);

const isCount = (x: unknown): boolean => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** Throws on figures no verdict can be drawn from (the watch reports it for that remote and goes on). */
function assertSummary(which: string, s: ReleaseSummary): void {
  const problems: string[] = [];
  if (!isCount(s.views)) problems.push(`views ${s.views}`);
  if (!isCount(s.failures)) problems.push(`failures ${s.failures}`);
  if (!isCount(s.errors)) problems.push(`errors ${s.errors}`);
  for (const [name, h] of [
    ['lcp', s.lcp],
    ['inp', s.inp],
  ] as const) {
    const ascending = h.bounds.every((b, i) => typeof b === 'number' && b >= 0 && (i === 0 || b > (h.bounds[i - 1] as number)));
    const shaped = h.counts.length === h.bounds.length || h.counts.length === h.bounds.length + 1;
    if (!ascending || !shaped || !h.counts.every(isCount)) problems.push(`${name} histogram (bounds ascending, one count per bucket and at most one more)`);
  }
  if (problems.length > 0) throw new TypeError(`Canary verdict: the ${which} summary has bad ${problems.join(', ')}`);
}

/**
 * Compares a canary with the live release over the same window. `check` is
 * this comparison's number among those with enough views (the watch counts
 * them per canary): it sets the share of the false-alarm rate spent.
 */
export function verdict(canary: ReleaseSummary, live: ReleaseSummary, settings: HealthSettings = HEALTH_DEFAULTS, check = 1): Verdict {
  assertSummary('canary', canary);
  assertSummary('live', live);
  const alpha = checkAlpha(settings, check);
  const perTest = alpha / TESTS;
  const enough = canary.views >= settings.minViews && live.views >= settings.minViews;
  const figures: VerdictFigures = {
    check,
    alpha: sig(alpha),
    canary: side(canary),
    live: side(live),
    failures: failureTest(canary, live, settings, perTest, enough),
    lcp: vitalTest(canary.lcp, live.lcp, settings.lcpP75IncreaseRatio, settings.lcpP75IncreaseMs, enough ? settings.minViews : Infinity, perTest),
    inp: vitalTest(canary.inp, live.inp, settings.inpP75IncreaseRatio, settings.inpP75IncreaseMs, enough ? settings.minViews : Infinity, perTest),
  };
  if (!enough) {
    return {
      outcome: 'insufficient',
      reasons: [`${settings.minViews} views needed on each side: the canary has ${canary.views}, the live release ${live.views}`],
      figures,
    };
  }
  const reasons: string[] = [];
  const { failures, lcp, inp } = figures;
  if (failures.fired) {
    reasons.push(
      `failure rate ${percent(figures.canary.failureRate)} against ${percent(figures.live.failureRate)} live ` +
        `(more than ${percent(settings.maxFailureRateIncrease)} worse; p = ${failures.pValue} ≤ ${failures.alpha})`,
    );
  }
  for (const [name, test] of [
    ['LCP', lcp],
    ['INP', inp],
  ] as const) {
    if (!test.fired) continue;
    reasons.push(
      `${name} p75 ${millis(test.canaryP75)} against ${millis(test.liveP75)} live: ${percent(test.canaryShareAbove)} of the canary's ` +
        `samples above ${millis(test.threshold)} (live p75 at most ${millis(test.liveP75Upper)}, plus the allowed increase; ` +
        `p = ${test.pValue} ≤ ${sig(test.alpha / 2)})`,
    );
  }
  return { outcome: reasons.length > 0 ? 'rollback' : 'healthy', reasons, figures };
}

/**
 * The canary's share after a verdict: the next step while healthy (100 =
 * promote), unchanged when there were too few views, 0 on a rollback.
 */
export function nextShare(current: number, result: Pick<Verdict, 'outcome'>, steps: readonly number[] = HEALTH_DEFAULTS.steps): number {
  if (result.outcome === 'rollback') return 0;
  if (result.outcome === 'insufficient') return current;
  return steps.find((step) => step > current) ?? max(current, 100);
}
