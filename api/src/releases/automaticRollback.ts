// The automatic rollback wired (issue 63): a CanaryWatch (./health) reading
// the running canaries and recent publishes from the release service, the
// field figures through the summary it is given (src/index.ts passes the
// field domain's releaseSummary), and rolling back through the service, which
// records the watch's record with the row and does nothing when another api
// instance acted first. With CANARY_STEP_UP a healthy canary's share is
// stepped up through the service too (stepAutomatically: a canary_step row,
// or the promote at 100 %), just as safely.
import { CanaryWatch, type HealthSettings, type ReleaseSummary, type SummaryQuery } from './health';
import type { ReleaseService } from './releaseService';

const MINUTE_MS = 60_000;

const rate = (value: number | null) => (value === null ? '?' : `${(value * 100).toFixed(2)} %`);

export interface ReleaseWatchOptions {
  settings: HealthSettings;
  releases: ReleaseService;
  /** One release's field figures over [from, to); field reports name a release by its registry id as a string. */
  summary(query: { remote: string; releaseId: string; from: Date; to: Date }): Promise<ReleaseSummary>;
  log?: { info(message: string): void; error(message: string, error?: unknown): void };
  now?: () => number;
}

const consoleLog = {
  info: (message: string) => console.warn(`[api] ${message}`),
  error: (message: string, error?: unknown) => console.error(`[api] ${message}`, error ?? ''),
};

/** The canary watch of this api (started by the caller, stopped on close). */
export function releaseWatch(options: ReleaseWatchOptions): CanaryWatch {
  const { settings, releases } = options;
  const log = options.log ?? consoleLog;
  return new CanaryWatch({
    settings,
    ...(options.now ? { now: options.now } : {}),
    async canaries() {
      const live = await releases.live();
      return Object.entries(live).flatMap(([remote, entry]) =>
        entry.canary ? [{ remote, releaseId: entry.canary.releaseId, liveReleaseId: entry.releaseId, share: entry.canary.percent, startedAt: new Date(entry.canary.since) }] : [],
      );
    },
    recentPublishes: (since) => releases.recentPublishes(since),
    // The aggregates are per minute: a window starting inside a minute takes
    // that whole minute (a canary's first minute has only its own views).
    summary: ({ remote, releaseId, from, to }: SummaryQuery) =>
      options.summary({ remote, releaseId: String(releaseId), from: new Date(Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS), to }),
    async rollback(remote, record) {
      const release = await releases.rollBackAutomatically(remote, record);
      if (!release) return;
      const what = record.kind === 'canary' ? `ended the canary #${record.releaseId}` : `rolled release #${record.releaseId} back to #${record.comparedWithReleaseId}`;
      log.info(`Automatic rollback of ${remote}: ${what} (release #${release.id}): ${record.reasons.join('; ')}`);
    },
    async setShare(remote, share, step) {
      const release = await releases.stepAutomatically(remote, step);
      if (!release) return;
      const what = share >= 100 ? `promoted the canary #${step.releaseId} from ${step.from} % to everyone (release #${release.id})` : `stepped the canary #${step.releaseId} from ${step.from} % to ${share} % (release #${release.id})`;
      const { canary, live } = step.figures;
      log.info(`Automatic step of ${remote}: ${what}: healthy, ${canary.views} views (failure rate ${rate(canary.failureRate)} against ${rate(live.failureRate)} live)`);
    },
    onError: (error, remote) => log.error(`Canary watch (${remote}) failed:`, error),
  });
}
