// The verdict against simulated field traffic (issue 63: "show it with a
// simulation test"). Deterministic: seeded random numbers. Each run is one
// canary: every minute the remote has RATE views, SHARE of them on the canary;
// each view fails with the release's failure rate and has an LCP and (on
// INP_SHARE of views) an INP drawn from log-normal distributions, counted into
// geometric histogram buckets as the field aggregates keep them. Each minute
// the canary and live summaries over the last windowMinutes are compared, and
// checks with enough views are counted as the watch counts them.
import { HEALTH_DEFAULTS, type HealthSettings } from './settings';
import { verdict, type ReleaseSummary } from './verdict';

/**
 * Seeded random numbers in [0, 1): mulberry32, as random/prng.ts, but a
 * closure: the tens of millions of draws here ran six times slower through
 * that class's field under jest's transform.
 */
type Rng = () => number;
// Math's functions as module constants: jest runs a test in a vm context, where
// every lookup of a global (Math) goes through the context's interceptor,
// slower than the arithmetic itself in these loops.
const { imul, pow, exp, log, abs, min } = Math;
function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RATE = 1000; // views of pages with the remote per minute
const SHARE = 0.1; // the canary's share
const INP_SHARE = 0.6; // views with an interaction
const MINUTES = 60; // one run: the first hour of a canary (60 checks)

/** Geometric buckets, each 10 % wider than the last: the resolution the p75 tests need. */
const buckets = (from: number, to: number): number[] => {
  const bounds: number[] = [];
  for (let b = from; b < to; b *= 1.1) bounds.push(Math.round(b));
  return bounds;
};
const LCP_BOUNDS = buckets(200, 20_000);
const INP_BOUNDS = buckets(16, 4_000);

interface Behaviour {
  failureRate: number;
  /** Log-normal: median and sigma of ln. */
  lcp: { median: number; sigma: number };
  inp: { median: number; sigma: number };
}

const LIVE: Behaviour = { failureRate: 0.005, lcp: { median: 1800, sigma: 0.5 }, inp: { median: 120, sigma: 0.6 } };

/** Standard normal cumulative distribution (Zelen & Severo 26.2.17, error < 7.5e-8): bucket probabilities of a log-normal. */
function phi(z: number): number {
  const t = 1 / (1 + 0.2316419 * abs(z));
  const d = 0.3989422804014327 * exp((-z * z) / 2);
  const p = d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - p : p;
}

const bucketProbabilities = (bounds: number[], { median, sigma }: { median: number; sigma: number }): number[] => {
  const cdf = bounds.map((b) => phi(log(b / median) / sigma));
  return [...cdf.map((c, i) => c - (i === 0 ? 0 : (cdf[i - 1] as number))), 1 - (cdf[cdf.length - 1] as number)];
};

/** Binomial draw by inversion (n here is a minute's views: at most a few hundred steps). */
function binomial(rng: Rng, n: number, p: number): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - binomial(rng, n, 1 - p);
  const u = rng();
  const odds = p / (1 - p);
  let pmf = pow(1 - p, n);
  let cdf = pmf;
  let k = 0;
  while (u > cdf && k < n) {
    pmf *= ((n - k) / (k + 1)) * odds;
    cdf += pmf;
    k++;
  }
  return k;
}

/** Multinomial counts over buckets, as successive binomials. */
function multinomial(rng: Rng, n: number, probabilities: number[]): number[] {
  let left = n;
  let mass = 1;
  return probabilities.map((p) => {
    const count = left > 0 && mass > 0 ? binomial(rng, left, min(1, p / mass)) : 0;
    left -= count;
    mass -= p;
    return count;
  });
}

interface Model {
  failureRate: number;
  lcp: number[];
  inp: number[];
}
const model = (b: Behaviour): Model => ({ failureRate: b.failureRate, lcp: bucketProbabilities(LCP_BOUNDS, b.lcp), inp: bucketProbabilities(INP_BOUNDS, b.inp) });

function minute(rng: Rng, views: number, m: Model): ReleaseSummary {
  const failures = binomial(rng, views, m.failureRate);
  return {
    views,
    failures,
    failuresByKind: { mount: failures },
    errors: 0,
    lcp: { bounds: LCP_BOUNDS, counts: multinomial(rng, views, m.lcp) },
    inp: { bounds: INP_BOUNDS, counts: multinomial(rng, binomial(rng, views, INP_SHARE), m.inp) },
  };
}

/** The last windowMinutes minutes' sum, kept by adding the new minute and taking off the one leaving. */
class Window {
  private readonly minutes: ReleaseSummary[] = [];
  private readonly total: ReleaseSummary;

  constructor(private readonly size: number) {
    this.total = { views: 0, failures: 0, failuresByKind: {}, errors: 0, lcp: { bounds: LCP_BOUNDS, counts: LCP_BOUNDS.map(() => 0).concat(0) }, inp: { bounds: INP_BOUNDS, counts: INP_BOUNDS.map(() => 0).concat(0) } };
  }

  push(m: ReleaseSummary): ReleaseSummary {
    this.minutes.push(m);
    this.add(m, 1);
    if (this.minutes.length > this.size) this.add(this.minutes.shift() as ReleaseSummary, -1);
    return { ...this.total, failuresByKind: { mount: this.total.failures } };
  }

  private add(m: ReleaseSummary, sign: 1 | -1): void {
    this.total.views += sign * m.views;
    this.total.failures += sign * m.failures;
    m.lcp.counts.forEach((c, i) => (this.total.lcp.counts[i] = (this.total.lcp.counts[i] as number) + sign * c));
    m.inp.counts.forEach((c, i) => (this.total.inp.counts[i] = (this.total.inp.counts[i] as number) + sign * c));
  }
}

/** One canary's first MINUTES minutes: the minute it was rolled back in (1-based), or null. */
function run(seed: number, canary: Model, live: Model, settings: HealthSettings): number | null {
  const rng = createRng(seed);
  const canaryWindow = new Window(settings.windowMinutes);
  const liveWindow = new Window(settings.windowMinutes);
  let checks = 0;
  for (let t = 1; t <= MINUTES; t++) {
    const canaryViews = binomial(rng, RATE, SHARE);
    const canarySummary = canaryWindow.push(minute(rng, canaryViews, canary));
    const liveSummary = liveWindow.push(minute(rng, RATE - canaryViews, live));
    const result = verdict(canarySummary, liveSummary, settings, checks + 1);
    if (result.outcome === 'insufficient') continue;
    checks++;
    if (result.outcome === 'rollback') return t;
  }
  return null;
}

const runs = (count: number, seed: number, canary: Behaviour, settings: HealthSettings = HEALTH_DEFAULTS): Array<number | null> => {
  const c = model(canary);
  const l = model(LIVE);
  return Array.from({ length: count }, (_, i) => run(seed * 100_003 + i, c, l, settings));
};

describe('the canary verdict on simulated traffic (1,000 views a minute, 10 % on the canary, a 15-minute window, checks every minute)', () => {
  test('a healthy canary (same failure rate and vitals as live) is rolled back in under 1 % of 1,000 one-hour runs', () => {
    const results = runs(1000, 1, LIVE);
    const rolledBack = results.filter((r) => r !== null).length;
    expect(rolledBack).toBeLessThan(10);
  });

  test('…where a naive "twice the live failure rate, over 200 views" rule rolls back a quarter or more of them', () => {
    const rng = createRng(7);
    const m = model(LIVE);
    let fired = 0;
    for (let i = 0; i < 200; i++) {
      const canaryWindow = new Window(15);
      const liveWindow = new Window(15);
      for (let t = 1; t <= MINUTES; t++) {
        const canaryViews = binomial(rng, RATE, SHARE);
        const c = canaryWindow.push(minute(rng, canaryViews, m));
        const l = liveWindow.push(minute(rng, RATE - canaryViews, m));
        if (c.views >= 200 && c.failures / c.views > (2 * l.failures) / l.views) {
          fired++;
          break;
        }
      }
    }
    expect(fired / 200).toBeGreaterThan(0.25);
  });

  test('a canary failing on 5 % of views (live 0.5 %) is rolled back in every run: in 3 minutes in most, in 10 at worst', () => {
    const results = runs(200, 2, { ...LIVE, failureRate: 0.05 });
    expect(results.every((r) => r !== null && r <= 10)).toBe(true);
    expect(results.filter((r) => r !== null && r <= 3).length).toBeGreaterThan(150);
  });

  test('a canary whose LCP doubles (p75 2.5 s → 5 s) is rolled back in every run, within 3 minutes', () => {
    const results = runs(200, 3, { ...LIVE, lcp: { median: 3600, sigma: 0.5 } });
    expect(results.every((r) => r !== null && r <= 3)).toBe(true);
  });

  test('a canary whose LCP is 50 % slower (p75 2.5 s → 3.8 s) is rolled back in every run: in 10 minutes in most, in 30 at worst', () => {
    const results = runs(200, 4, { ...LIVE, lcp: { median: 2700, sigma: 0.5 } });
    expect(results.every((r) => r !== null && r <= 30)).toBe(true);
    expect(results.filter((r) => r !== null && r <= 10).length).toBeGreaterThan(150);
  });

  test('a canary whose INP doubles (p75 180 ms → 360 ms) is rolled back in every run, within 10 minutes', () => {
    const results = runs(200, 5, { ...LIVE, inp: { median: 240, sigma: 0.6 } });
    expect(results.every((r) => r !== null && r <= 10)).toBe(true);
  });
});
