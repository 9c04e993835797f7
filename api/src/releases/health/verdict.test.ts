import { HEALTH_DEFAULTS, healthSettings } from './settings';
import { checkAlpha, nextShare, verdict, type ReleaseSummary } from './verdict';

const BOUNDS = [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000];

/** A summary whose LCP samples sit in the buckets by the given shares (one per bucket, the last the overflow). */
function summary(views: number, failures: number, lcpShares: number[] = [0, 0.1, 0.3, 0.2, 0.15, 0.1, 0.05, 0.05, 0.05, 0, 0]): ReleaseSummary {
  return {
    views,
    failures,
    failuresByKind: { mount: failures },
    errors: 3,
    lcp: { bounds: BOUNDS, counts: lcpShares.map((s) => Math.round(s * views)) },
    inp: { bounds: [100, 200, 300], counts: [Math.round(views * 0.3), Math.round(views * 0.3), 0, 0] },
  };
}

describe('verdict', () => {
  test('insufficient below minViews on either side, whatever the figures', () => {
    expect(verdict(summary(199, 199), summary(5000, 0)).outcome).toBe('insufficient');
    expect(verdict(summary(5000, 5000), summary(150, 0)).outcome).toBe('insufficient');
    const result = verdict(summary(199, 199), summary(5000, 0));
    expect(result.reasons[0]).toMatch(/200 views needed/);
    expect(result.figures.failures.status).toBe('insufficient');
  });

  test('healthy when the canary does as the live release does', () => {
    const result = verdict(summary(1000, 5), summary(9000, 45));
    expect(result.outcome).toBe('healthy');
    expect(result.reasons).toEqual([]);
    expect(result.figures.failures).toMatchObject({ status: 'tested', fired: false });
    expect(result.figures.lcp).toMatchObject({ status: 'tested', fired: false });
  });

  test('rolls back a canary failing far more often, with the figures that caused it', () => {
    const result = verdict(summary(400, 20), summary(8000, 40), HEALTH_DEFAULTS, 3);
    expect(result.outcome).toBe('rollback');
    expect(result.reasons).toHaveLength(1);
    expect(result.reasons[0]).toMatch(/^failure rate 5\.00 % against 0\.50 % live/);
    const { figures } = result;
    expect(figures.check).toBe(3);
    expect(figures.alpha).toBeCloseTo(0.01 / 120, 8);
    expect(figures.canary).toMatchObject({ views: 400, failures: 20, failureRate: 0.05, failureRateByKind: { mount: 0.05 }, errorsPer1000Views: 7.5 });
    expect(figures.live.failureRate).toBe(0.005);
    expect(figures.failures).toMatchObject({ status: 'tested', increase: 0.045, fired: true });
    expect(figures.failures.z).toBeGreaterThan(8);
    expect(figures.failures.pValue).toBeLessThan(1e-9);
    // Stored as JSON in the history: nothing lost on the way.
    expect(JSON.parse(JSON.stringify(figures))).toEqual(figures);
  });

  test('a significant increase smaller than maxFailureRateIncrease does not roll back', () => {
    // 1.5 % against 0.5 % over many views: certainly worse, but by one point, not two.
    expect(verdict(summary(20_000, 300), summary(200_000, 1000)).outcome).toBe('healthy');
    expect(verdict(summary(20_000, 300), summary(200_000, 1000), healthSettings({ maxFailureRateIncrease: 0.005 })).outcome).toBe('rollback');
  });

  test('a few failures on a small canary are not enough (the naive "twice the rate" would fire)', () => {
    // 3 of 200 (1.5 %) against 0.5 %: three times the live rate, within chance and the threshold.
    expect(verdict(summary(200, 3), summary(10_000, 50)).outcome).toBe('healthy');
  });

  test('rolls back a canary whose LCP p75 is well above the live one', () => {
    const slow = [0, 0, 0.05, 0.1, 0.1, 0.15, 0.1, 0.1, 0.15, 0.15, 0.1];
    const result = verdict(summary(1000, 5, slow), summary(9000, 45));
    expect(result.outcome).toBe('rollback');
    expect(result.reasons).toHaveLength(1);
    expect(result.reasons[0]).toMatch(/^LCP p75 /);
    const { lcp } = result.figures;
    expect(lcp).toMatchObject({ status: 'tested', fired: true, liveP75Upper: 3000, threshold: 3600 });
    expect(lcp.canaryP75).toBeGreaterThan(4000);
    expect(lcp.liveP75).toBe(2500);
    expect(lcp.canaryShareAbove).toBe(0.4);
  });

  test('the LCP test leaves alone a p75 within the allowed increase', () => {
    // One bucket (500 ms) slower all over: p75 up by less than 20 %… and by more than 250 ms, but both must hold.
    const shifted = [0, 0, 0.1, 0.3, 0.2, 0.15, 0.1, 0.05, 0.05, 0.05, 0];
    expect(verdict(summary(1000, 5, shifted), summary(9000, 45)).figures.lcp.fired).toBe(false);
  });

  test('vitals with too few samples are not judged, the failure rate still is', () => {
    const few = { ...summary(1000, 5), inp: { bounds: [100], counts: [10, 5] } };
    const result = verdict(few, summary(9000, 45));
    expect(result.outcome).toBe('healthy');
    expect(result.figures.inp.status).toBe('insufficient');
    expect(result.figures.failures.status).toBe('tested');
  });
});

test('refuses figures it cannot judge, saying which', () => {
  expect(() => verdict({ ...summary(1000, 5), views: -1 }, summary(9000, 45))).toThrow(/canary summary has bad views -1/);
  expect(() => verdict(summary(1000, 5), { ...summary(9000, 45), lcp: { bounds: [2, 1], counts: [1, 1, 1] } })).toThrow(/live summary has bad lcp histogram/);
  expect(() => verdict(summary(1000, 5), { ...summary(9000, 45), inp: { bounds: [1], counts: [1, 1, 1] } })).toThrow(/live summary has bad inp histogram/);
});

describe('checkAlpha', () => {
  test('spends half the false-alarm rate over the horizon, the rest ever after, never more in all', () => {
    const settings = { falseAlarmRate: 0.01, alarmHorizonChecks: 60 };
    expect(checkAlpha(settings, 1)).toBeCloseTo(0.01 / 120, 12);
    expect(checkAlpha(settings, 60)).toBeCloseTo(0.01 / 120, 12);
    expect(checkAlpha(settings, 61)).toBeLessThan(checkAlpha(settings, 60));
    let total = 0;
    for (let t = 1; t <= 100_000; t++) total += checkAlpha(settings, t);
    expect(total).toBeLessThanOrEqual(0.01);
    expect(total).toBeGreaterThan(0.0099);
  });
});

describe('nextShare', () => {
  test('steps up while healthy, holds when it cannot tell, 0 on a rollback', () => {
    expect(nextShare(5, { outcome: 'healthy' })).toBe(25);
    expect(nextShare(25, { outcome: 'healthy' })).toBe(50);
    expect(nextShare(50, { outcome: 'healthy' })).toBe(100);
    expect(nextShare(100, { outcome: 'healthy' })).toBe(100);
    expect(nextShare(10, { outcome: 'healthy' })).toBe(25);
    expect(nextShare(5, { outcome: 'insufficient' })).toBe(5);
    expect(nextShare(25, { outcome: 'rollback' })).toBe(0);
    expect(nextShare(10, { outcome: 'healthy' }, [10, 30, 100])).toBe(30);
  });
});
