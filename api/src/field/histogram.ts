// Fixed histograms of the web vitals (issue 63): a value is counted in one
// bucket, so per-minute rows add up and a p75 over any window is computed
// from the summed counts, never from raw reports. Bucket i holds values in
// [bounds[i-1], bounds[i]) (bucket 0 from 0); the last bucket, past the last
// bound, is open. Changing the bounds changes what stored counts mean: add
// new metrics instead, or start a new table.

export type VitalName = 'lcp' | 'inp' | 'cls';

function steps(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to + 1e-9; v += step) out.push(Math.round(v * 1000) / 1000);
  return out;
}

/** Upper bounds of each bucket but the open last one. LCP and INP in ms, CLS unitless. */
export const VITAL_BOUNDS: Readonly<Record<VitalName, readonly number[]>> = {
  // 100 ms steps to 3 s (good is under 2.5 s), coarser to 20 s.
  lcp: [...steps(100, 3000, 100), ...steps(3250, 6000, 250), ...steps(6500, 10_000, 500), ...steps(12_000, 20_000, 2000)],
  // 25 ms steps to 500 ms (good is under 200 ms), coarser to 5 s.
  inp: [...steps(25, 500, 25), ...steps(550, 1000, 50), ...steps(1250, 2000, 250), ...steps(3000, 5000, 1000)],
  // 0.01 steps to 0.25 (good is under 0.1), coarser to 1.
  cls: [...steps(0.01, 0.25, 0.01), ...steps(0.3, 0.5, 0.05), ...steps(0.6, 1, 0.1)],
};

/** The number of buckets of a metric (one more than its bounds). */
export const bucketCount = (name: VitalName) => VITAL_BOUNDS[name].length + 1;

/** The bucket a value falls in. */
export function bucketOf(bounds: readonly number[], value: number): number {
  let lo = 0;
  let hi = bounds.length;
  // The first bound greater than the value.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (value < bounds[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Counts with one value in its bucket (or all zero without a value). */
export function histogramOf(name: VitalName, value: number | undefined): number[] {
  const counts = new Array<number>(bucketCount(name)).fill(0);
  if (value !== undefined) counts[bucketOf(VITAL_BOUNDS[name], value)] = 1;
  return counts;
}

/** Element-wise sum (the shorter one padded with zeros). */
export function addHistograms(a: readonly number[], b: readonly number[]): number[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
}

/**
 * The 75th percentile of the values counted in `counts` (per bucket of
 * `bounds`), interpolated linearly inside its bucket; null when nothing was
 * counted. A p75 in the open last bucket is given as that bucket's lower bound
 * (at least that much).
 */
export function percentileOf(bounds: readonly number[], counts: readonly number[], q = 0.75): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return null;
  const rank = q * total;
  let below = 0;
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i] ?? 0;
    if (n > 0 && below + n >= rank) {
      const lower = i === 0 ? 0 : bounds[i - 1]!;
      if (i >= bounds.length) return lower;
      const upper = bounds[i]!;
      return lower + ((rank - below) / n) * (upper - lower);
    }
    below += n;
  }
  return bounds.length ? bounds[bounds.length - 1]! : null;
}

/** The p75 of a metric's summed histogram, rounded (ms to the unit, CLS to 0.001). */
export function p75(name: VitalName, counts: readonly number[]): number | null {
  const value = percentileOf(VITAL_BOUNDS[name], counts, 0.75);
  if (value === null) return null;
  return name === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
}
