import { healthSettings, type HealthSettings } from './settings';
import { type ReleaseSummary } from './verdict';
import { CanaryWatch, type AutomaticRollback, type CanaryWatchOptions, type RecentPublish, type RunningCanary, type ShareStep, type SummaryQuery } from './watch';

const MINUTE = 60_000;
const T0 = Date.parse('2026-12-07T10:00:00Z');

const summary = (views: number, failures: number): ReleaseSummary => ({
  views,
  failures,
  failuresByKind: { script: failures },
  errors: 0,
  lcp: { bounds: [1000, 2000, 3000], counts: [Math.round(views / 4), Math.round(views / 2), Math.round(views / 4), 0] },
  inp: { bounds: [100, 200], counts: [Math.round(views / 2), Math.round(views / 2), 0] },
});

const GOOD = summary(1000, 5);
const BAD = summary(1000, 80);

/** A fake release service and field store: canaries, publishes, summaries by release, and what the watch did. */
function fakes(settings: Partial<HealthSettings> = {}) {
  const state = {
    canaries: [] as RunningCanary[],
    publishes: [] as RecentPublish[],
    byRelease: new Map<number, ReleaseSummary>(),
    queries: [] as SummaryQuery[],
    rollbacks: [] as Array<{ remote: string; record: AutomaticRollback }>,
    steps: [] as ShareStep[],
    errors: [] as Array<{ error: unknown; remote: string }>,
  };
  const options: CanaryWatchOptions = {
    settings: healthSettings(settings),
    canaries: async () => state.canaries,
    recentPublishes: async (since) => state.publishes.filter((p) => p.publishedAt >= since),
    summary: async (query) => {
      state.queries.push(query);
      const found = state.byRelease.get(query.releaseId);
      if (!found) throw new Error(`no figures for release ${query.releaseId}`);
      return found;
    },
    rollback: async (remote, record) => {
      state.rollbacks.push({ remote, record });
      state.canaries = state.canaries.filter((c) => !(c.remote === remote && c.releaseId === record.releaseId));
    },
    setShare: async (remote, share, step) => {
      state.steps.push(step);
      state.canaries = state.canaries.map((c) => (c.remote === remote ? { ...c, share } : c));
    },
    onError: (error, remote) => state.errors.push({ error, remote }),
  };
  return { state, options };
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('CanaryWatch', () => {
  test('every minute compares each canary with its live release over the window, and rolls a bad one back with the figures', async () => {
    const { state, options } = fakes();
    state.canaries = [
      { remote: 'mfe-basket', releaseId: 12, liveReleaseId: 11, share: 5, startedAt: new Date(T0 - 30 * MINUTE) },
      { remote: 'mfe-gallery', releaseId: 22, liveReleaseId: 21, share: 5, startedAt: new Date(T0 - 2 * MINUTE) },
    ];
    state.byRelease.set(11, GOOD).set(12, BAD).set(21, GOOD).set(22, GOOD);
    const watch = new CanaryWatch(options);
    watch.start();
    await jest.advanceTimersByTimeAsync(MINUTE - 1);
    expect(state.queries).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);

    const now = T0 + MINUTE;
    expect(state.queries).toEqual([
      { remote: 'mfe-basket', releaseId: 12, from: new Date(now - 15 * MINUTE), to: new Date(now) },
      { remote: 'mfe-basket', releaseId: 11, from: new Date(now - 15 * MINUTE), to: new Date(now) },
      // Started 3 minutes ago: the window starts with it.
      { remote: 'mfe-gallery', releaseId: 22, from: new Date(T0 - 2 * MINUTE), to: new Date(now) },
      { remote: 'mfe-gallery', releaseId: 21, from: new Date(T0 - 2 * MINUTE), to: new Date(now) },
    ]);
    expect(state.rollbacks).toHaveLength(1);
    const [{ remote, record }] = state.rollbacks as [{ remote: string; record: AutomaticRollback }];
    expect(remote).toBe('mfe-basket');
    expect(record).toMatchObject({
      kind: 'canary',
      remote: 'mfe-basket',
      releaseId: 12,
      comparedWithReleaseId: 11,
      window: { from: new Date(now - 15 * MINUTE).toISOString(), to: new Date(now).toISOString() },
    });
    expect(record.reasons[0]).toMatch(/^failure rate 8\.00 % against 0\.50 % live/);
    expect(record.figures.failures.fired).toBe(true);
    expect(record.figures.check).toBe(1);

    // The next minute: only the remaining canary, its second check.
    state.queries = [];
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(state.queries.map((q) => q.releaseId)).toEqual([22, 21]);
    expect(state.rollbacks).toHaveLength(1);
    await watch.stop();
  });

  test('checks with too few views spend none of the false-alarm budget', async () => {
    const { state, options } = fakes();
    state.canaries = [{ remote: 'mfe-basket', releaseId: 12, liveReleaseId: 11, share: 5, startedAt: new Date(T0) }];
    state.byRelease.set(11, GOOD).set(12, summary(100, 0));
    const watch = new CanaryWatch(options);
    const first = await watch.check();
    expect(first[0]?.verdict.outcome).toBe('insufficient');
    await watch.check();
    state.byRelease.set(12, BAD);
    const [result] = await watch.check();
    expect(result?.action).toBe('rollback');
    expect(result?.verdict.figures.check).toBe(1);
  });

  test('a rolled-back canary still listed is not rolled back twice', async () => {
    const { state, options } = fakes();
    options.rollback = async (remote, record) => void state.rollbacks.push({ remote, record });
    state.canaries = [{ remote: 'mfe-basket', releaseId: 12, liveReleaseId: 11, share: 5, startedAt: new Date(T0) }];
    state.byRelease.set(11, GOOD).set(12, BAD);
    const watch = new CanaryWatch(options);
    await watch.check();
    await watch.check();
    expect(state.rollbacks).toHaveLength(1);
  });

  test('steps a healthy canary up, once per stepMinutes at each share, when stepUp is on', async () => {
    const { state, options } = fakes({ stepUp: true, stepMinutes: 10 });
    state.canaries = [{ remote: 'mfe-basket', releaseId: 12, liveReleaseId: 11, share: 5, startedAt: new Date(T0) }];
    state.byRelease.set(11, GOOD).set(12, GOOD);
    const watch = new CanaryWatch(options);
    watch.start();
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    expect(state.steps).toEqual([]);
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(state.steps).toMatchObject([{ remote: 'mfe-basket', releaseId: 12, from: 5, to: 25 }]);
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    expect(state.steps.map((s) => s.to)).toEqual([25, 50]);
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    expect(state.steps.map((s) => s.to)).toEqual([25, 50, 100]);
    await watch.stop();
  });

  test('does not step while stepUp is off, nor on a canary without enough views', async () => {
    const off = fakes();
    off.state.canaries = [{ remote: 'mfe-basket', releaseId: 12, liveReleaseId: 11, share: 5, startedAt: new Date(T0) }];
    off.state.byRelease.set(11, GOOD).set(12, GOOD);
    const few = fakes({ stepUp: true, stepMinutes: 0 });
    few.state.canaries = off.state.canaries;
    few.state.byRelease.set(11, GOOD).set(12, summary(50, 0));
    for (const { options } of [off, few]) {
      const watch = new CanaryWatch(options);
      watch.start();
      await jest.advanceTimersByTimeAsync(30 * MINUTE);
      await watch.stop();
    }
    expect(off.state.steps).toEqual([]);
    expect(few.state.steps).toEqual([]);
    expect([...off.state.errors, ...few.state.errors]).toEqual([]);
  });

  test('watches a full publish for publishWatchMinutes against the release before it, and rolls it back', async () => {
    const { state, options } = fakes({ publishWatchMinutes: 10 });
    const publishedAt = new Date(T0);
    state.publishes = [
      { remote: 'mfe-listing', releaseId: 31, previousReleaseId: 30, publishedAt },
      { remote: 'mfe-pdp-widgets', releaseId: 41, previousReleaseId: 40, publishedAt },
    ];
    state.byRelease.set(30, GOOD).set(31, GOOD).set(40, GOOD).set(41, summary(150, 0));
    const watch = new CanaryWatch(options);
    watch.start();
    await jest.advanceTimersByTimeAsync(5 * MINUTE);
    expect(state.rollbacks).toEqual([]);
    // The previous release over the window before the publish, the new one since.
    expect(state.queries.slice(0, 2)).toEqual([
      { remote: 'mfe-listing', releaseId: 31, from: publishedAt, to: new Date(T0 + MINUTE) },
      { remote: 'mfe-listing', releaseId: 30, from: new Date(T0 - 15 * MINUTE), to: publishedAt },
    ]);
    state.byRelease.set(41, BAD);
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(state.rollbacks).toHaveLength(1);
    expect(state.rollbacks[0]?.remote).toBe('mfe-pdp-widgets');
    expect(state.rollbacks[0]?.record).toMatchObject({
      kind: 'publish',
      releaseId: 41,
      comparedWithReleaseId: 40,
      comparedWindow: { from: new Date(T0 - 15 * MINUTE).toISOString(), to: publishedAt.toISOString() },
    });
    // Still compared until publishWatchMinutes have passed, then no longer, however bad.
    state.queries = [];
    await jest.advanceTimersByTimeAsync(4 * MINUTE);
    expect(state.queries.filter((q) => q.releaseId === 31)).toHaveLength(4);
    state.byRelease.set(31, BAD);
    state.queries = [];
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    expect(state.queries).toEqual([]);
    expect(state.rollbacks).toHaveLength(1);
    expect(state.errors).toEqual([]);
    await watch.stop();
  });

  test('a failure for one remote is reported and the others are still checked', async () => {
    const { state, options } = fakes();
    state.canaries = [
      { remote: 'mfe-basket', releaseId: 12, liveReleaseId: 11, share: 5, startedAt: new Date(T0) },
      { remote: 'mfe-gallery', releaseId: 22, liveReleaseId: 21, share: 5, startedAt: new Date(T0) },
    ];
    state.byRelease.set(21, GOOD).set(22, BAD);
    const watch = new CanaryWatch(options);
    await watch.check();
    expect(state.errors).toHaveLength(1);
    expect(state.errors[0]?.remote).toBe('mfe-basket');
    expect(String(state.errors[0]?.error)).toMatch(/no figures for release 1[12]/);
    expect(state.rollbacks.map((r) => r.remote)).toEqual(['mfe-gallery']);
  });

  test('does not start when turned off; stop ends the timer', async () => {
    const { state, options } = fakes({ enabled: false });
    state.canaries = [{ remote: 'mfe-basket', releaseId: 12, liveReleaseId: 11, share: 5, startedAt: new Date(T0) }];
    state.byRelease.set(11, GOOD).set(12, GOOD);
    const off = new CanaryWatch(options);
    off.start();
    await jest.advanceTimersByTimeAsync(5 * MINUTE);
    expect(state.queries).toEqual([]);

    const on = new CanaryWatch({ ...options, settings: healthSettings({ intervalMs: 1000 }) });
    on.start();
    await jest.advanceTimersByTimeAsync(3000);
    expect(state.queries).toHaveLength(6);
    await on.stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(state.queries).toHaveLength(6);
    expect(jest.getTimerCount()).toBe(0);
  });
});
