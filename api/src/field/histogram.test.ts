import { addHistograms, bucketCount, bucketOf, histogramOf, p75, percentileOf, VITAL_BOUNDS } from './histogram';

describe('buckets', () => {
  it('puts a value in the bucket whose upper bound is the first above it', () => {
    const bounds = [100, 200, 300];
    expect(bucketOf(bounds, 0)).toBe(0);
    expect(bucketOf(bounds, 99.9)).toBe(0);
    expect(bucketOf(bounds, 100)).toBe(1);
    expect(bucketOf(bounds, 299)).toBe(2);
    expect(bucketOf(bounds, 300)).toBe(3);
    expect(bucketOf(bounds, 1e9)).toBe(3);
  });

  it('has increasing bounds for every vital, and one open bucket past them', () => {
    for (const name of ['lcp', 'inp', 'cls'] as const) {
      const bounds = VITAL_BOUNDS[name];
      for (let i = 1; i < bounds.length; i++) expect(bounds[i]).toBeGreaterThan(bounds[i - 1]!);
      expect(histogramOf(name, 0)).toHaveLength(bucketCount(name));
      expect(histogramOf(name, undefined).every((n) => n === 0)).toBe(true);
    }
    expect(VITAL_BOUNDS.lcp).toContain(2500);
    expect(VITAL_BOUNDS.inp).toContain(200);
    expect(VITAL_BOUNDS.cls).toContain(0.1);
  });

  it('adds histograms of different lengths element by element', () => {
    expect(addHistograms([1, 2, 3], [4, 5])).toEqual([5, 7, 3]);
  });
});

describe('p75 from a histogram', () => {
  const bounds = [100, 200, 300, 400];

  it('is null when nothing was counted', () => {
    expect(percentileOf(bounds, [0, 0, 0, 0, 0])).toBeNull();
    expect(p75('lcp', [])).toBeNull();
  });

  it('interpolates inside the bucket the 75th percentile falls in', () => {
    // 4 values, rank 3: the third of bucket [100, 200) holding 2 (the 1st and 2nd) and [200, 300) holding 2.
    expect(percentileOf(bounds, [0, 2, 2, 0, 0])).toBe(250);
    // All in one bucket: three quarters of the way through it.
    expect(percentileOf(bounds, [0, 0, 4, 0, 0])).toBe(275);
    expect(percentileOf(bounds, [8, 0, 0, 0, 0])).toBe(75);
  });

  it('gives the open last bucket as its lower bound (at least that much)', () => {
    expect(percentileOf(bounds, [1, 0, 0, 0, 3])).toBe(400);
  });

  it('is close to the p75 of the values themselves for LCP, INP and CLS', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (const [name, scale, tolerance] of [['lcp', 3000, 100], ['inp', 300, 25], ['cls', 0.2, 0.01]] as const) {
      const values = Array.from({ length: 2000 }, () => -Math.log(1 - random()) * scale * 0.5);
      const counts = values.reduce((sum, v) => addHistograms(sum, histogramOf(name, v)), [] as number[]);
      const sorted = [...values].sort((a, b) => a - b);
      const exact = sorted[Math.ceil(0.75 * sorted.length) - 1]!;
      expect(Math.abs(p75(name, counts)! - exact)).toBeLessThanOrEqual(tolerance);
    }
  });
});
