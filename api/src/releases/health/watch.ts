// The canary watch (issue 63, automatic rollback): every intervalMs it
// compares each running canary with the live release over the last
// windowMinutes (./verdict.ts), rolls back a canary judged worse, and, when
// stepUp is on, steps a healthy canary's share up (5 → 25 → 50 → 100 %).
// The same rule watches a full publish for publishWatchMinutes against the
// release before it. Everything it reads and does goes through the functions
// it is given, so the release service, the field aggregates and the history
// stay theirs.
import { type HealthSettings } from './settings';
import { nextShare, verdict, type ReleaseSummary, type Verdict, type VerdictFigures } from './verdict';

const MINUTE = 60_000;

/** A canary running now. */
export interface RunningCanary {
  remote: string;
  /** The canary's release. */
  releaseId: number;
  /** The live release the other visitors get. */
  liveReleaseId: number;
  /** Percent of visitors on the canary. */
  share: number;
  startedAt: Date;
}

/** A release made live for everyone (a publish or a promote, not a rollback) recently. */
export interface RecentPublish {
  remote: string;
  releaseId: number;
  /** The release it replaced, which a rollback returns to. */
  previousReleaseId: number;
  publishedAt: Date;
}

/** One release's field figures from `from` (included) to `to` (excluded), summed over page types and fascias. */
export interface SummaryQuery {
  remote: string;
  releaseId: number;
  from: Date;
  to: Date;
}

/** What an automatic rollback is recorded with in the release history. */
export interface AutomaticRollback {
  /** canary: the canary ends; publish: the remote returns to comparedWithReleaseId. */
  kind: 'canary' | 'publish';
  remote: string;
  releaseId: number;
  comparedWithReleaseId: number;
  /** The windows compared (ISO times). */
  window: { from: string; to: string };
  comparedWindow: { from: string; to: string };
  reasons: string[];
  figures: VerdictFigures;
}

/** A step of a healthy canary's share. */
export interface ShareStep {
  remote: string;
  releaseId: number;
  from: number;
  /** 100: promote. */
  to: number;
  figures: VerdictFigures;
}

export interface CanaryWatchOptions {
  settings: HealthSettings;
  /** The canaries running now. */
  canaries(): Promise<RunningCanary[]>;
  /** Releases made live for everyone at or after `since` (leave out to not watch publishes). */
  recentPublishes?(since: Date): Promise<RecentPublish[]>;
  summary(query: SummaryQuery): Promise<ReleaseSummary>;
  /** Rolls back (kind canary: ends the canary; kind publish: back to the previous release) and records it as automatic, with the record. */
  rollback(remote: string, record: AutomaticRollback): Promise<void>;
  /** Sets a canary's share (100: promote). Needed for stepUp. */
  setShare?(remote: string, share: number, step: ShareStep): Promise<void>;
  /** A failure reading or acting for one remote (the others go on). Default: console.error. */
  onError?(error: unknown, remote: string): void;
  /** Milliseconds since the epoch. Default: Date.now. */
  now?(): number;
}

/** What one check did for one release. */
export interface CheckResult {
  kind: 'canary' | 'publish';
  remote: string;
  releaseId: number;
  verdict: Verdict;
  action: 'none' | 'rollback' | 'step';
}

export class CanaryWatch {
  private timer: ReturnType<typeof setInterval> | null = null;
  private inFlight: Promise<CheckResult[]> | null = null;
  /** Per canary or publish: the checks with enough views so far (the false-alarm budget spent). */
  private readonly checks = new Map<string, number>();
  /** Per canary: its share and since when (for stepMinutes). */
  private readonly shares = new Map<string, { share: number; since: number }>();
  /** Rolled back already: not judged again while the source still lists it. */
  private readonly rolledBack = new Set<string>();

  constructor(private readonly options: CanaryWatchOptions) {}

  private get settings(): HealthSettings {
    return this.options.settings;
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** Checks every intervalMs from now on (not when settings.enabled is off). The timer does not keep the process alive. */
  start(): void {
    if (!this.settings.enabled || this.timer !== null) return;
    this.timer = setInterval(() => void this.check(), this.settings.intervalMs);
    this.timer.unref?.();
  }

  /** Stops the timer; resolves when a check under way has finished. */
  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  /** One round of checks (what the timer runs). A round still under way is not overlapped: it returns no results. */
  async check(): Promise<CheckResult[]> {
    if (this.inFlight) return [];
    this.inFlight = this.round().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async round(): Promise<CheckResult[]> {
    const now = this.now();
    const results: CheckResult[] = [];
    const seen = new Set<string>();
    let canaries: RunningCanary[] = [];
    try {
      canaries = await this.options.canaries();
    } catch (error) {
      this.report(error, '*');
    }
    for (const canary of canaries) {
      const key = `canary:${canary.remote}:${canary.releaseId}`;
      seen.add(key);
      if (this.rolledBack.has(key)) continue;
      try {
        results.push(await this.checkCanary(canary, key, now));
      } catch (error) {
        this.report(error, canary.remote);
      }
    }
    const watchMs = this.settings.publishWatchMinutes * MINUTE;
    if (this.options.recentPublishes && watchMs > 0) {
      let publishes: RecentPublish[] = [];
      try {
        publishes = await this.options.recentPublishes(new Date(now - watchMs));
      } catch (error) {
        this.report(error, '*');
      }
      for (const publish of publishes) {
        const age = now - publish.publishedAt.getTime();
        if (age < 0 || age > watchMs) continue;
        const key = `publish:${publish.remote}:${publish.releaseId}`;
        seen.add(key);
        if (this.rolledBack.has(key)) continue;
        try {
          results.push(await this.checkPublish(publish, key, now));
        } catch (error) {
          this.report(error, publish.remote);
        }
      }
    }
    // Forget what is no longer running.
    for (const key of [...this.checks.keys()]) if (!seen.has(key)) this.checks.delete(key);
    for (const key of [...this.shares.keys()]) if (!seen.has(key)) this.shares.delete(key);
    for (const key of [...this.rolledBack]) if (!seen.has(key)) this.rolledBack.delete(key);
    return results;
  }

  /** Runs the verdict for the key's next check, counting it when it had enough views. */
  private judge(key: string, subject: ReleaseSummary, baseline: ReleaseSummary): Verdict {
    const check = (this.checks.get(key) ?? 0) + 1;
    const result = verdict(subject, baseline, this.settings, check);
    if (result.outcome !== 'insufficient') this.checks.set(key, check);
    return result;
  }

  private async checkCanary(canary: RunningCanary, key: string, now: number): Promise<CheckResult> {
    const { remote, releaseId, liveReleaseId } = canary;
    const from = new Date(Math.max(now - this.settings.windowMinutes * MINUTE, canary.startedAt.getTime()));
    const to = new Date(now);
    const [subject, baseline] = await Promise.all([
      this.options.summary({ remote, releaseId, from, to }),
      this.options.summary({ remote, releaseId: liveReleaseId, from, to }),
    ]);
    const result = this.judge(key, subject, baseline);
    const done = (action: CheckResult['action']): CheckResult => ({ kind: 'canary', remote, releaseId, verdict: result, action });
    if (result.outcome === 'rollback') {
      const window = { from: from.toISOString(), to: to.toISOString() };
      await this.options.rollback(remote, {
        kind: 'canary',
        remote,
        releaseId,
        comparedWithReleaseId: liveReleaseId,
        window,
        comparedWindow: window,
        reasons: result.reasons,
        figures: result.figures,
      });
      this.rolledBack.add(key);
      return done('rollback');
    }
    // stepMinutes counts from when the watch first saw the canary at this share.
    const known = this.shares.get(key);
    const at = known && known.share === canary.share ? known : { share: canary.share, since: now };
    this.shares.set(key, at);
    if (!this.settings.stepUp || !this.options.setShare || result.outcome !== 'healthy') return done('none');
    if (now - at.since < this.settings.stepMinutes * MINUTE) return done('none');
    const share = nextShare(canary.share, result, this.settings.steps);
    if (share <= canary.share) return done('none');
    await this.options.setShare(remote, share, { remote, releaseId, from: canary.share, to: share, figures: result.figures });
    this.shares.set(key, { share, since: now });
    return done('step');
  }

  private async checkPublish(publish: RecentPublish, key: string, now: number): Promise<CheckResult> {
    const { remote, releaseId, previousReleaseId } = publish;
    const windowMs = this.settings.windowMinutes * MINUTE;
    const published = publish.publishedAt.getTime();
    // The new release since its publish (at most a window), the previous one over the window before it.
    const from = new Date(Math.max(now - windowMs, published));
    const to = new Date(now);
    const beforeFrom = new Date(published - windowMs);
    const beforeTo = new Date(published);
    const [subject, baseline] = await Promise.all([
      this.options.summary({ remote, releaseId, from, to }),
      this.options.summary({ remote, releaseId: previousReleaseId, from: beforeFrom, to: beforeTo }),
    ]);
    const result = this.judge(key, subject, baseline);
    if (result.outcome !== 'rollback') return { kind: 'publish', remote, releaseId, verdict: result, action: 'none' };
    await this.options.rollback(remote, {
      kind: 'publish',
      remote,
      releaseId,
      comparedWithReleaseId: previousReleaseId,
      window: { from: from.toISOString(), to: to.toISOString() },
      comparedWindow: { from: beforeFrom.toISOString(), to: beforeTo.toISOString() },
      reasons: result.reasons,
      figures: result.figures,
    });
    this.rolledBack.add(key);
    return { kind: 'publish', remote, releaseId, verdict: result, action: 'rollback' };
  }

  private report(error: unknown, remote: string): void {
    if (this.options.onError) this.options.onError(error, remote);
    else console.error(`Canary watch (${remote}):`, error);
  }
}
