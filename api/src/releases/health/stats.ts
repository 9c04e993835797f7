// The few exact tail probabilities the canary verdict needs (./verdict.ts):
// binomial and hypergeometric tails, a binomial quantile, and reading
// histograms. Written here rather than taken from a statistics package: they
// are a log-gamma and a walk along a probability mass function, the packages
// that have them (jStat, simple-statistics) carry much more, and the verdict
// needs exact tails far out (p around 1e-5 to 1e-9), where the normal
// approximations those packages also offer are wrong by orders of magnitude
// for rare events.

// Math's functions as module constants: under jest (a vm context) each global lookup is slow, and
// the simulation test calls these tens of thousands of times.
const { log, exp, log1p, sin, floor, min, max, PI } = Math;

// Lanczos approximation (g = 7, 9 coefficients): ln Γ(x) to about 15
// significant digits for x > 0.
const LANCZOS_G = 7;
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

export function lnGamma(x: number): number {
  if (x < 0.5) return log(PI / sin(PI * x)) - lnGamma(1 - x);
  const y = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (y + i);
  const t = y + LANCZOS_G + 0.5;
  return 0.5 * log(2 * PI) + (y + 0.5) * log(t) - t + log(sum);
}

const lnChoose = (n: number, k: number): number => lnGamma(n + 1) - lnGamma(k + 1) - lnGamma(n - k + 1);

/** Terms smaller than this share of the sum so far are where a tail sum stops. */
const NEGLIGIBLE = 1e-17;

const clamp01 = (p: number): number => min(1, max(0, p));

function binomialLnPmf(n: number, p: number, k: number): number {
  return lnChoose(n, k) + k * log(p) + (n - k) * log1p(-p);
}

/** P(X ≥ x) for X ~ Binomial(n, p). */
export function binomialUpperTail(n: number, p: number, x: number): number {
  if (x <= 0) return 1;
  if (x > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  const mode = floor((n + 1) * p);
  if (x > n * p) {
    // Sum upwards from x; past the mode each term is smaller than the last.
    let term = exp(binomialLnPmf(n, p, x));
    let sum = term;
    for (let k = x; k < n; k++) {
      term *= ((n - k) / (k + 1)) * (p / (1 - p));
      sum += term;
      if (k >= mode && term < sum * NEGLIGIBLE) break;
    }
    return clamp01(sum);
  }
  // 1 − P(X ≤ x − 1), summing downwards from x − 1.
  let term = exp(binomialLnPmf(n, p, x - 1));
  let sum = term;
  for (let k = x - 1; k > 0; k--) {
    term *= (k / (n - k + 1)) * ((1 - p) / p);
    sum += term;
    if (k <= mode && term < sum * NEGLIGIBLE) break;
  }
  return clamp01(1 - sum);
}

/**
 * The smallest r (0 … n + 1) with P(X ≥ r) ≤ alpha for X ~ Binomial(n, p):
 * the rank of the order statistic that is an upper confidence bound (level
 * 1 − alpha) of the p-quantile. n + 1 when no rank is (too few values).
 */
export function binomialUpperRank(n: number, p: number, alpha: number): number {
  if (alpha >= 1) return 0;
  if (n <= 0 || p >= 1) return n + 1;
  if (p <= 0) return 1;
  const mode = min(n, floor((n + 1) * p));
  // The terms from the mode up, until they no longer matter next to alpha.
  const terms: number[] = [];
  let term = exp(binomialLnPmf(n, p, mode));
  terms.push(term);
  for (let k = mode; k < n && term > alpha * 1e-12; k++) {
    term *= ((n - k) / (k + 1)) * (p / (1 - p));
    terms.push(term);
  }
  let tail = 0;
  for (let i = terms.length - 1; i >= 0; i--) {
    tail += terms[i] as number;
    if (tail > alpha) return mode + i + 1;
  }
  // alpha is at least P(X ≥ mode): go on below the mode.
  term = terms[0] as number;
  for (let k = mode; k > 0; k--) {
    term *= (k / (n - k + 1)) * ((1 - p) / p);
    tail += term;
    if (tail > alpha) return k;
  }
  return 0;
}

/**
 * P(X ≥ x) for X ~ Hypergeometric: x or more of the `successes` among
 * `population` items fall in a draw of `drawn`. With population = n1 + n2,
 * successes = f1 + f2 and drawn = n1 it is the one-sided p-value of Fisher's
 * exact test that the first group's rate is higher.
 */
export function hypergeometricUpperTail(population: number, successes: number, drawn: number, x: number): number {
  const low = max(0, drawn + successes - population);
  const high = min(drawn, successes);
  if (x <= low) return 1;
  if (x > high) return 0;
  const lnPmf = (k: number) => lnChoose(successes, k) + lnChoose(population - successes, drawn - k) - lnChoose(population, drawn);
  const mean = (drawn * successes) / population;
  const others = population - successes;
  if (x > mean) {
    let term = exp(lnPmf(x));
    let sum = term;
    for (let k = x; k < high; k++) {
      term *= ((successes - k) * (drawn - k)) / ((k + 1) * (others - drawn + k + 1));
      sum += term;
      if (term < sum * NEGLIGIBLE) break;
    }
    return clamp01(sum);
  }
  let term = exp(lnPmf(x - 1));
  let sum = term;
  for (let k = x - 1; k > low; k--) {
    term *= (k * (others - drawn + k)) / ((successes - k + 1) * (drawn - k + 1));
    sum += term;
    if (term < sum * NEGLIGIBLE) break;
  }
  return clamp01(1 - sum);
}

/**
 * A histogram of one measurement (milliseconds, or a unitless score): counts
 * per bucket, bucket i holding the values v with bounds[i − 1] < v ≤ bounds[i]
 * (the first from 0). counts has one more entry than bounds when the last
 * bucket is an overflow (values above the last bound).
 */
export interface Histogram {
  /** Upper bounds of the buckets, ascending. */
  bounds: number[];
  counts: number[];
}

export const histogramTotal = (h: Histogram): number => h.counts.reduce((sum, c) => sum + c, 0);

const lowerBound = (h: Histogram, i: number): number => (i === 0 ? 0 : (h.bounds[i - 1] as number));
const upperBound = (h: Histogram, i: number): number => h.bounds[i] ?? Infinity;

/** The q-quantile, interpolated inside its bucket (as Prometheus' histogram_quantile does); null for no values. */
export function histogramQuantile(h: Histogram, q: number): number | null {
  const total = histogramTotal(h);
  if (total === 0) return null;
  const rank = q * total;
  let before = 0;
  for (let i = 0; i < h.counts.length; i++) {
    const count = h.counts[i] as number;
    if (count > 0 && before + count >= rank) {
      const lo = lowerBound(h, i);
      const hi = upperBound(h, i);
      return Number.isFinite(hi) ? lo + ((hi - lo) * (rank - before)) / count : lo;
    }
    before += count;
  }
  return lowerBound(h, h.counts.length - 1);
}

/** The upper bound of the bucket holding the r-th smallest value (1-based): at least that value. Infinity past the end. */
export function orderStatisticUpperBound(h: Histogram, r: number): number {
  let seen = 0;
  for (let i = 0; i < h.counts.length; i++) {
    seen += h.counts[i] as number;
    if (seen >= r) return upperBound(h, i);
  }
  return Infinity;
}

/** How many values are certainly above t: those in buckets whose lower bound is t or more. */
export function countAbove(h: Histogram, t: number): number {
  let count = 0;
  for (let i = 0; i < h.counts.length; i++) if (lowerBound(h, i) >= t) count += h.counts[i] as number;
  return count;
}
