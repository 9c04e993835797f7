import { binomialUpperRank, binomialUpperTail, countAbove, histogramQuantile, hypergeometricUpperTail, lnGamma, orderStatisticUpperBound } from './stats';

describe('exact tails', () => {
  test('lnGamma matches factorials', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 12);
    expect(lnGamma(6)).toBeCloseTo(Math.log(120), 12);
    expect(lnGamma(101)).toBeCloseTo(363.73937555556347, 9);
  });

  test('binomial upper tail against sums by hand', () => {
    // P(Bin(10, 0.5) ≥ 8) = (45 + 10 + 1) / 1024
    expect(binomialUpperTail(10, 0.5, 8)).toBeCloseTo(56 / 1024, 14);
    // P(Bin(10, 0.5) ≥ 3) = 1 − (1 + 10 + 45) / 1024 (the lower-tail branch)
    expect(binomialUpperTail(10, 0.5, 3)).toBeCloseTo(1 - 56 / 1024, 14);
    expect(binomialUpperTail(10, 0.5, 0)).toBe(1);
    expect(binomialUpperTail(10, 0.5, 11)).toBe(0);
    // Far out: P(Bin(200, 0.005) ≥ 10) is about 1.1e-7 (Poisson(1): 1.1e-7).
    expect(binomialUpperTail(200, 0.005, 10)).toBeGreaterThan(5e-8);
    expect(binomialUpperTail(200, 0.005, 10)).toBeLessThan(2e-7);
  });

  test('binomialUpperRank is the smallest rank whose tail is within alpha', () => {
    for (const [n, p, alpha] of [
      [20, 0.75, 0.05],
      [1000, 0.75, 1e-5],
      [13_500, 0.75, 1.4e-5],
      [50, 0.25, 0.6],
    ] as const) {
      const r = binomialUpperRank(n, p, alpha);
      expect(binomialUpperTail(n, p, r)).toBeLessThanOrEqual(alpha);
      expect(binomialUpperTail(n, p, r - 1)).toBeGreaterThan(alpha);
    }
    // Too few values for any bound: past the end.
    expect(binomialUpperRank(3, 0.75, 0.01)).toBe(4);
  });

  test('hypergeometric upper tail is the one-sided Fisher exact p-value', () => {
    // 2×2 table canary 3/10 failed, live 0/10: P = C(10,3)/C(20,3) = 120/1140.
    expect(hypergeometricUpperTail(20, 3, 10, 3)).toBeCloseTo(120 / 1140, 14);
    // Complement branch: P(X ≥ 1) = 1 − C(10,3)/C(20,3).
    expect(hypergeometricUpperTail(20, 3, 10, 1)).toBeCloseTo(1 - 120 / 1140, 14);
    expect(hypergeometricUpperTail(20, 3, 10, 4)).toBe(0);
    expect(hypergeometricUpperTail(20, 3, 10, 0)).toBe(1);
  });
});

describe('histograms', () => {
  const h = { bounds: [100, 200, 400], counts: [10, 20, 60, 10] };

  test('quantile interpolated in its bucket; an overflow bucket answers its lower bound', () => {
    expect(histogramQuantile(h, 0.75)).toBeCloseTo(200 + (200 * 45) / 60, 10);
    expect(histogramQuantile({ bounds: [100], counts: [0, 5] }, 0.75)).toBe(100);
    expect(histogramQuantile({ bounds: [100], counts: [0, 0] }, 0.75)).toBeNull();
  });

  test('order statistic bounds and counts above', () => {
    expect(orderStatisticUpperBound(h, 30)).toBe(200);
    expect(orderStatisticUpperBound(h, 31)).toBe(400);
    expect(orderStatisticUpperBound(h, 91)).toBe(Infinity);
    expect(countAbove(h, 200)).toBe(70);
    expect(countAbove(h, 201)).toBe(10);
  });
});
