// The watch's wiring without a database: CANARY_STEP_UP said once to be not
// available (and not acted on), a failure reading the registry logged, the
// summary asked for by the registry id as a string from the whole first minute.
import { releaseWatch } from './automaticRollback';
import { healthSettings } from './health';
import type { ReleaseService } from './releaseService';

const empty = { bounds: [100], counts: [0, 0] };
const summary = { views: 0, failures: 0, failuresByKind: {}, errors: 0, lcp: empty, inp: empty };

const logger = () => ({ info: jest.fn<void, [string]>(), error: jest.fn<void, [string, unknown?]>() });

it('says once that stepping a canary up is not available, and only when CANARY_STEP_UP is on', () => {
  const releases = {} as ReleaseService;
  const log = logger();
  releaseWatch({ settings: healthSettings({ stepUp: true }), releases, summary: async () => summary, log });
  expect(log.info).toHaveBeenCalledTimes(1);
  expect(log.info.mock.calls[0]![0]).toMatch(/CANARY_STEP_UP .*not available/);
  const quiet = logger();
  releaseWatch({ settings: healthSettings(), releases, summary: async () => summary, log: quiet });
  expect(quiet.info).not.toHaveBeenCalled();
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
