// The watch's wiring without a database: with CANARY_STEP_UP a healthy
// canary stepped through the release service and logged (a stale step not), a
// failure reading the registry logged, the summary asked for by the registry
// id as a string from the whole first minute.
import { releaseWatch } from './automaticRollback';
import { healthSettings } from './health';
import type { ReleaseService } from './releaseService';

const empty = { bounds: [100], counts: [0, 0] };
const summary = { views: 0, failures: 0, failuresByKind: {}, errors: 0, lcp: empty, inp: empty };

const logger = () => ({ info: jest.fn<void, [string]>(), error: jest.fn<void, [string, unknown?]>() });

it('steps a healthy canary up through the release service with CANARY_STEP_UP, logging each step, and says nothing of a stale one', async () => {
  const startedAt = Date.UTC(2026, 11, 7, 21, 0, 0);
  const healthy = (views: number, failures: number) => ({ ...summary, views, failures });
  const steps: Array<[string, unknown]> = [];
  let answer: unknown = { id: 12 };
  const releases = {
    live: async () => ({ gallery: { releaseId: 2, canary: { releaseId: 5, percent: 5, since: new Date(startedAt).toISOString() } } }),
    recentPublishes: async () => [],
    stepAutomatically: async (remote: string, step: unknown) => (steps.push([remote, step]), answer),
  } as unknown as ReleaseService;
  const log = logger();
  const watch = releaseWatch({
    settings: healthSettings({ stepUp: true, stepMinutes: 0 }),
    releases,
    summary: async ({ releaseId }) => (releaseId === '5' ? healthy(400, 2) : healthy(2000, 10)),
    log,
    now: () => startedAt + 20 * 60_000,
  });
  expect(await watch.check()).toEqual([expect.objectContaining({ remote: 'gallery', releaseId: 5, action: 'step' })]);
  expect(steps).toEqual([['gallery', expect.objectContaining({ remote: 'gallery', releaseId: 5, from: 5, to: 25, figures: expect.objectContaining({ canary: expect.objectContaining({ views: 400 }) }) })]]);
  expect(log.info).toHaveBeenCalledTimes(1);
  expect(log.info.mock.calls[0]![0]).toBe('Automatic step of gallery: stepped the canary #5 from 5 % to 25 % (release #12): healthy, 400 views (failure rate 0.50 % against 0.50 % live)');

  // Another instance stepped first: the service does nothing, and nothing is logged.
  answer = null;
  const quiet = logger();
  await releaseWatch({ settings: healthSettings({ stepUp: true, stepMinutes: 0 }), releases, summary: async ({ releaseId }) => (releaseId === '5' ? healthy(400, 2) : healthy(2000, 10)), log: quiet, now: () => startedAt + 20 * 60_000 }).check();
  expect(steps).toHaveLength(2);
  expect(quiet.info).not.toHaveBeenCalled();
  expect(quiet.error).not.toHaveBeenCalled();

  // Without CANARY_STEP_UP the service is not asked.
  await releaseWatch({ settings: healthSettings({ stepMinutes: 0 }), releases, summary: async ({ releaseId }) => (releaseId === '5' ? healthy(400, 2) : healthy(2000, 10)), log: quiet, now: () => startedAt + 20 * 60_000 }).check();
  expect(steps).toHaveLength(2);
});

it('logs a failure to read the registry, and asks the field for a canary and its live release by id as a string', async () => {
  const log = logger();
  const failing = { live: async () => Promise.reject(new Error('database gone')), recentPublishes: async () => [] } as unknown as ReleaseService;
  await releaseWatch({ settings: healthSettings(), releases: failing, summary: async () => summary, log }).check();
  expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/^Canary watch \(\*\) failed/), expect.objectContaining({ message: 'database gone' }));

  const startedAt = Date.UTC(2026, 11, 7, 21, 30, 40);
  const releases = {
    live: async () => ({ gallery: { releaseId: 2, canary: { releaseId: 5, percent: 10, since: new Date(startedAt).toISOString() } } }),
    recentPublishes: async () => [],
  } as unknown as ReleaseService;
  const asked: Array<{ releaseId: string; from: Date; to: Date }> = [];
  const results = await releaseWatch({
    settings: healthSettings(),
    releases,
    summary: async (query) => (asked.push(query), summary),
    log: logger(),
    now: () => startedAt + 5 * 60_000,
  }).check();
  expect(results).toEqual([expect.objectContaining({ kind: 'canary', remote: 'gallery', releaseId: 5, action: 'none' })]);
  expect(asked.map((q) => q.releaseId).sort()).toEqual(['2', '5']);
  expect(asked[0]!.from.toISOString()).toBe('2026-12-07T21:30:00.000Z');
  expect(asked[0]!.to.getTime()).toBe(startedAt + 5 * 60_000);
});
