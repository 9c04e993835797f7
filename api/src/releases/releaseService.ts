// The release registry (issue 21): which build of each remote the shell's
// documents load, kept in remote_releases with every publish and rollback.
// A publish or rollback fetches the manifest and runs the checks
// (./checks.ts) first; a refused one stores nothing.
// Canary releases (issue 63): a release for a share of visitors beside the
// live one (each browser picks, shell/src/registry/canary.ts), one per remote
// at a time, its share stepped up (by hand or by the canary watch), then
// promoted (live for everyone) or rolled back; each step is a row of the
// history. A publish may also be checked only (checkPublish: every check and
// refusal of a publish, nothing stored).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_VERSION, type CanaryRelease, type ManifestContract } from '@storefront/shared-contracts';
import type { Db } from '../db/db';
import { HttpError, notFound } from '../http/errors';
import { fetchManifest, releaseFacts, releaseProblems, ReleaseRefusal, SHELL_SINGLETONS, type ShellRequirements } from './checks';

export interface Release {
  id: number;
  remote: string;
  manifestUrl: string;
  /** The remote's package version (its manifest's metaData.buildInfo.buildVersion). */
  version: string;
  /** CONTRACT_VERSION of the shared-contracts it was built against. */
  contract: string;
  events: ManifestContract['events'];
  action: ReleaseAction;
  /** For a rollback: the release it returned to; for a promote or a canary's rollback: the canary. */
  sourceId: number | null;
  by: string;
  at: string;
  live: boolean;
  /** This row is the remote's running canary. */
  canary: boolean;
  /** A canary's share of visitors (1-99 %; a canary_step's new share); null for the other actions. */
  percent: number | null;
  /**
   * An automatic rollback's record (what the canary watch compared and why it
   * rolled back); a share step's { from, to } (with the watch's figures when
   * it stepped); null for the other rows.
   */
  details: ReleaseDetails | null;
}

/** What a row of the history may carry besides its release: the canary watch's record of an automatic rollback (releases/health AutomaticRollback) or of a share step (ShareStep). */
export type ReleaseDetails = Record<string, unknown>;

/** Who an automatic rollback's row is by. */
export const AUTOMATIC_ROLLBACK_BY = 'automatic rollback';

/** Who the canary watch's share steps are by (and its promote, the step to 100 %). */
export const AUTOMATIC_STEP_BY = 'automatic step';

/** The record a share step of the canary watch acts on (releases/health ShareStep, kept as its details). */
export interface AutomaticStepRecord {
  /** The canary the watch judged healthy. */
  releaseId: number;
  /** Its share when judged. */
  from: number;
  /** The next share; 100: promote. */
  to: number;
}

/** What a share change expects of the running canary: the one judged, at the share judged (else 409 CANARY_CHANGED). */
export interface CanaryExpectation {
  releaseId?: number | undefined;
  from?: number | undefined;
}

/** What a publish would do, had it not been a dry run (checkPublish). */
export interface WouldPublish {
  remote: string;
  manifestUrl: string;
  version: string;
  contract: string;
  events: ManifestContract['events'];
  /** publish: live for everyone; canary: for `percent` % of visitors. */
  action: 'publish' | 'canary';
  percent: number | null;
  /** The release live now (which a publish replaces, or a canary runs beside); null when none. */
  live: { releaseId: number; version: string; manifestUrl: string } | null;
}

/** The record an automatic rollback acts on (releases/health AutomaticRollback, kept as its details). */
export interface AutomaticRollbackRecord {
  /** canary: end the canary releaseId; publish: return from the live releaseId to comparedWithReleaseId. */
  kind: 'canary' | 'publish';
  releaseId: number;
  comparedWithReleaseId: number;
}

/**
 * publish and rollback change what is live; canary starts a canary,
 * canary_step changes its share, promote makes it live for everyone,
 * canary_rollback ends it (live unchanged).
 */
export type ReleaseAction = 'publish' | 'rollback' | 'canary' | 'canary_step' | 'promote' | 'canary_rollback';

/** The rows that were once live for everyone (a rollback's default target is the newest of these before the live one). */
const WENT_LIVE: ReadonlySet<ReleaseAction> = new Set(['publish', 'rollback', 'promote']);

/** A remote's running canary as GET /_api/releases serves it (the shell's documents leave out who). */
export type LiveCanary = CanaryRelease & { by: string };

/** The live release of each remote that has one: remote → entry as /remotes.json serves it. */
export type LiveRegistry = Record<string, { manifest: string; version: string; contract: string; releaseId: number; since: string; by: string; canary?: LiveCanary }>;

interface Row {
  id: string | number;
  remote: string;
  manifest_url: string;
  version: string;
  contract: string;
  events: ManifestContract['events'] | string;
  action: ReleaseAction;
  source_id: string | number | null;
  created_by: string;
  created_at: Date | string;
  live: boolean;
  canary: boolean;
  percent: number | string | null;
  details?: ReleaseDetails | string | null;
}

const toRelease = (row: Row): Release => ({
  id: Number(row.id),
  remote: row.remote,
  manifestUrl: row.manifest_url,
  version: row.version,
  contract: row.contract,
  events: typeof row.events === 'string' ? (JSON.parse(row.events) as ManifestContract['events']) : row.events,
  action: row.action,
  sourceId: row.source_id === null ? null : Number(row.source_id),
  by: row.created_by,
  at: new Date(row.created_at).toISOString(),
  live: row.live,
  canary: row.canary,
  percent: row.percent === null ? null : Number(row.percent),
  details: row.details === undefined || row.details === null ? null : typeof row.details === 'string' ? (JSON.parse(row.details) as ReleaseDetails) : row.details,
});

/**
 * The versions of the shared singletons the shell gives its remotes: the
 * packages installed for the shell (this workspace's shell/ folder). A
 * package not found there is left out (and not checked).
 */
export function shellSharedVersions(shellDir: string = join(import.meta.dirname, '../../../shell')): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const pkg of SHELL_SINGLETONS) {
    for (const dir of [join(shellDir, 'node_modules'), join(shellDir, '..', 'node_modules')]) {
      try {
        versions[pkg] = (JSON.parse(readFileSync(join(dir, pkg, 'package.json'), 'utf8')) as { version: string }).version;
        break;
      } catch {
        // Not installed there.
      }
    }
  }
  return versions;
}

export interface ReleaseServiceOptions {
  /** What a release must satisfy (default: this CONTRACT_VERSION and the shell's installed singletons). */
  shell?: Partial<ShellRequirements>;
  /** How long a manifest may take to answer (default 5 s). */
  fetchTimeoutMs?: number;
  fetch?: typeof fetch;
}

export class ReleaseService {
  private readonly shell: ShellRequirements;

  constructor(
    private readonly db: Db,
    private readonly options: ReleaseServiceOptions = {},
  ) {
    this.shell = {
      contract: options.shell?.contract ?? CONTRACT_VERSION,
      sharedVersions: options.shell?.sharedVersions ?? shellSharedVersions(),
      ...(options.shell?.slotModules ? { slotModules: options.shell.slotModules } : {}),
    };
  }

  /** The live release of every remote that has one (empty when nothing was ever published), with its running canary. */
  async live(): Promise<LiveRegistry> {
    const rows = (await this.db.query<Row>('SELECT * FROM remote_releases WHERE live OR canary ORDER BY remote, id')).map(toRelease);
    const registry: LiveRegistry = {};
    for (const r of rows.filter((row) => row.live)) {
      registry[r.remote] = { manifest: r.manifestUrl, version: r.version, contract: r.contract, releaseId: r.id, since: r.at, by: r.by };
    }
    for (const c of rows.filter((row) => row.canary)) {
      const live = registry[c.remote];
      if (live) live.canary = { manifest: c.manifestUrl, version: c.version, contract: c.contract, releaseId: c.id, percent: c.percent!, since: c.at, by: c.by };
    }
    return registry;
  }

  /** Every publish, rollback and canary step of a remote, newest first. */
  async history(remote: string): Promise<Release[]> {
    const rows = await this.db.query<Row>('SELECT * FROM remote_releases WHERE remote = $1 ORDER BY id DESC', [remote]);
    return rows.map(toRelease);
  }

  /** Fetches and checks the manifest; the facts to store when it may go live. */
  private async checked(remote: string, manifestUrl: string) {
    const manifest = await fetchManifest(manifestUrl, { ...(this.options.fetchTimeoutMs ? { timeoutMs: this.options.fetchTimeoutMs } : {}), ...(this.options.fetch ? { fetch: this.options.fetch } : {}) });
    const problems = releaseProblems(remote, manifest, this.shell);
    if (problems.length > 0) throw new ReleaseRefusal(problems);
    return releaseFacts(manifest);
  }

  /**
   * One change of a remote's releases, in one transaction under the remote's
   * lock (one change of a remote at a time), given its live release and
   * running canary as they are inside it.
   */
  private change<R>(remote: string, fn: (tx: Db, now: { live: Release | undefined; canary: Release | undefined }) => Promise<R>): Promise<R> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(20261121, hashtext($1))', [remote]);
      const rows = (await tx.query<Row>('SELECT * FROM remote_releases WHERE remote = $1 AND (live OR canary)', [remote])).map(toRelease);
      return fn(tx, { live: rows.find((r) => r.live), canary: rows.find((r) => r.canary) });
    });
  }

  private async insert(tx: Db, remote: string, row: { manifestUrl: string; version: string; contract: string; events: ManifestContract['events']; action: ReleaseAction; sourceId: number | null; by: string; live: boolean; canary?: boolean; percent?: number | null; details?: ReleaseDetails | undefined }): Promise<Release> {
    const [inserted] = await tx.query<Row>(
      `INSERT INTO remote_releases (remote, manifest_url, version, contract, events, action, source_id, created_by, live, canary, percent, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb) RETURNING *`,
      [remote, row.manifestUrl, row.version, row.contract, JSON.stringify(row.events), row.action, row.sourceId, row.by, row.live, row.canary ?? false, row.percent ?? null, row.details === undefined ? null : JSON.stringify(row.details)],
    );
    return toRelease(inserted!);
  }

  /** Makes a new row the remote's live release. */
  private async goLive(tx: Db, remote: string, row: { manifestUrl: string; version: string; contract: string; events: ManifestContract['events']; action: ReleaseAction; sourceId: number | null; by: string; details?: ReleaseDetails | undefined }): Promise<Release> {
    await tx.query('UPDATE remote_releases SET live = false WHERE remote = $1 AND live', [remote]);
    return this.insert(tx, remote, { ...row, live: true });
  }

  /** A full publish; refused (409) while a canary runs: promote it or roll it back first. */
  async publish(remote: string, manifestUrl: string, by: string): Promise<Release> {
    const facts = await this.checked(remote, manifestUrl);
    return this.change(remote, async (tx, now) => {
      publishRules(remote, manifestUrl, facts, undefined, now);
      return this.goLive(tx, remote, { manifestUrl, ...facts, action: 'publish', sourceId: null, by });
    });
  }

  /**
   * Starts a canary: the manifest checked as a publish's, then live for
   * `percent` % of visitors (each browser picks, stably per visitor), the
   * others keeping the live release. Refused (409) when a canary runs
   * already, or when the remote has no live release in the registry for it
   * to run beside (publish one first).
   */
  async publishCanary(remote: string, manifestUrl: string, percent: number, by: string): Promise<Release> {
    assertCanaryPercent(percent);
    const facts = await this.checked(remote, manifestUrl);
    return this.change(remote, async (tx, now) => {
      publishRules(remote, manifestUrl, facts, percent, now);
      return this.insert(tx, remote, { manifestUrl, ...facts, action: 'canary', sourceId: null, by, live: false, canary: true, percent });
    });
  }

  /**
   * A publish's dry run: every check of publish (or of publishCanary with
   * `percent`), the manifest fetched and checked and the 409 rules against
   * the registry as it is now, the same refusals thrown, and nothing stored.
   */
  async checkPublish(remote: string, manifestUrl: string, percent?: number): Promise<WouldPublish> {
    if (percent !== undefined) assertCanaryPercent(percent);
    const facts = await this.checked(remote, manifestUrl);
    return this.change(remote, async (_tx, now) => {
      publishRules(remote, manifestUrl, facts, percent, now);
      const { live } = now;
      return {
        remote,
        manifestUrl,
        ...facts,
        action: percent === undefined ? 'publish' : 'canary',
        percent: percent ?? null,
        live: live ? { releaseId: live.id, version: live.version, manifestUrl: live.manifestUrl } : null,
      };
    });
  }

  /** The running canary made live for everyone (its manifest checked again). 409 when no canary runs. */
  async promote(remote: string, by: string): Promise<Release> {
    return this.promoteCanary(remote, by, {}, undefined);
  }

  /**
   * The promote of promote() and of a share step to 100 %: `expected` the
   * canary it must be (409 CANARY_CHANGED otherwise), `step` the step's
   * details (kept with { from, to: 100 } on the promote row).
   */
  private async promoteCanary(remote: string, by: string, expected: CanaryExpectation, step: ReleaseDetails | undefined): Promise<Release> {
    const running = expectCanary(remote, (await this.history(remote)).find((r) => r.canary), expected);
    const facts = await this.checked(remote, running.manifestUrl);
    return this.change(remote, async (tx, { canary }) => {
      if (canary && canary.id !== running.id && expected.releaseId === undefined) throw canaryRunning(remote, canary);
      const now = expectCanary(remote, canary, { ...expected, releaseId: running.id });
      await tx.query('UPDATE remote_releases SET canary = false WHERE id = $1', [now.id]);
      const details = step ? { ...step, from: now.percent, to: 100 } : undefined;
      return this.goLive(tx, remote, { manifestUrl: now.manifestUrl, ...facts, action: 'promote', sourceId: now.id, by, details });
    });
  }

  /**
   * Changes the running canary's share to `percent` (a whole 1-99; 100
   * promotes it). The canary keeps its row and release id, its percent
   * updated in place: the browser buckets a visitor by (visitor, remote,
   * canary release), so a raised share keeps every visitor already in it. A
   * canary_step row (source_id the canary, percent the new share) records
   * it, with `details` and { from, to }. 409 NO_CANARY when none runs,
   * CANARY_CHANGED when it is not `expected` (another release, or another
   * share: someone acted first), SAME_SHARE when it runs at that share.
   */
  async setCanaryShare(remote: string, percent: number, by: string, expected: CanaryExpectation = {}, details?: ReleaseDetails): Promise<Release> {
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new HttpError(400, 'INVALID_INPUT', 'percent must be a whole percent from 1 to 99 (100 promotes the canary).', 'percent');
    if (percent === 100) return this.promoteCanary(remote, by, expected, details ?? {});
    return this.change(remote, async (tx, { canary }) => {
      const running = expectCanary(remote, canary, expected);
      if (running.percent === percent) throw new HttpError(409, 'SAME_SHARE', `The canary of ${remote} (release #${running.id}) runs for ${percent} % of visitors already: nothing changed.`, undefined, { stored: false });
      await tx.query('UPDATE remote_releases SET percent = $2 WHERE id = $1', [running.id, percent]);
      const { manifestUrl, version, contract, events } = running;
      return this.insert(tx, remote, { manifestUrl, version, contract, events, action: 'canary_step', sourceId: running.id, by, live: false, percent, details: { ...details, from: running.percent, to: percent } });
    });
  }

  /**
   * The canary watch's share step (releases/health, CANARY_STEP_UP), by
   * AUTOMATIC_STEP_BY with the record as its details; to 100 %: promoted.
   * Safe with several api instances judging the same canary: it does
   * nothing (null, no row) unless, inside the transaction, the record's
   * canary is still the one running at the share it was judged at.
   */
  async stepAutomatically(remote: string, record: AutomaticStepRecord): Promise<Release | null> {
    try {
      return await this.setCanaryShare(remote, record.to, AUTOMATIC_STEP_BY, { releaseId: record.releaseId, from: record.from }, record as unknown as ReleaseDetails);
    } catch (error) {
      if (error instanceof HttpError && STALE_STEP.has(error.code)) return null;
      throw error;
    }
  }

  /** Ends the running canary: every visitor on the live release again. 409 when no canary runs. `details`: kept with the row (an automatic rollback's record). */
  async endCanary(remote: string, by: string, details?: ReleaseDetails): Promise<Release> {
    return this.change(remote, async (tx, { canary }) => {
      if (!canary) throw noCanary(remote);
      return this.endIn(tx, remote, canary, by, details);
    });
  }

  private async endIn(tx: Db, remote: string, canary: Release, by: string, details: ReleaseDetails | undefined): Promise<Release> {
    await tx.query('UPDATE remote_releases SET canary = false WHERE id = $1', [canary.id]);
    const { manifestUrl, version, contract, events } = canary;
    return this.insert(tx, remote, { manifestUrl, version, contract, events, action: 'canary_rollback', sourceId: canary.id, by, live: false, percent: canary.percent, details });
  }

  /**
   * The canary watch's rollback (releases/health), recorded by
   * AUTOMATIC_ROLLBACK_BY with the record as its details. Safe with several
   * api instances judging the same canary: it does nothing (null, no row)
   * unless, inside the transaction, the record's canary is still the one
   * running (kind canary), or its publish still the live release with no
   * canary beside it (kind publish: back to comparedWithReleaseId, checked
   * again as any rollback's target).
   */
  async rollBackAutomatically(remote: string, record: AutomaticRollbackRecord): Promise<Release | null> {
    const details = record as unknown as ReleaseDetails;
    if (record.kind === 'canary') {
      return this.change(remote, async (tx, { canary }) => (canary?.id === record.releaseId ? this.endIn(tx, remote, canary, AUTOMATIC_ROLLBACK_BY, details) : null));
    }
    const history = await this.history(remote);
    const current = history.find((r) => r.live);
    const target = history.find((r) => r.id === record.comparedWithReleaseId);
    if (current?.id !== record.releaseId || history.some((r) => r.canary)) return null;
    if (!target || !WENT_LIVE.has(target.action) || target.id >= current.id) return null;
    const facts = await this.checked(remote, target.manifestUrl);
    return this.change(remote, async (tx, { live, canary }) => {
      if (live?.id !== record.releaseId || canary) return null;
      return this.goLive(tx, remote, { manifestUrl: target.manifestUrl, ...facts, action: 'rollback', sourceId: target.id, by: AUTOMATIC_ROLLBACK_BY, details });
    });
  }

  /**
   * Releases made live for everyone by a publish or a promote at or after
   * `since` and still live, each with the release live before it (the newest
   * earlier row that went live); one with none before it is left out.
   */
  async recentPublishes(since: Date): Promise<Array<{ remote: string; releaseId: number; previousReleaseId: number; publishedAt: Date }>> {
    const rows = await this.db.query<{ remote: string; id: string | number; created_at: Date | string; previous_id: string | number | null }>(
      `SELECT r.remote, r.id, r.created_at,
              (SELECT p.id FROM remote_releases p WHERE p.remote = r.remote AND p.id < r.id AND p.action IN ('publish', 'rollback', 'promote') ORDER BY p.id DESC LIMIT 1) AS previous_id
       FROM remote_releases r
       WHERE r.live AND r.action IN ('publish', 'promote') AND r.created_at >= $1::timestamptz
       ORDER BY r.remote`,
      [since.toISOString()],
    );
    return rows
      .filter((row) => row.previous_id !== null)
      .map((row) => ({ remote: row.remote, releaseId: Number(row.id), previousReleaseId: Number(row.previous_id), publishedAt: new Date(row.created_at) }));
  }

  /**
   * While a canary runs: ends it (the live release stays). Otherwise back to
   * the release that was live before the current one (a second rollback
   * returns to where the first started), or to the release `id` of this
   * remote's history. The target is checked again: a build whose server is
   * gone, or built against another contract major, is refused.
   */
  async rollback(remote: string, by: string, id?: number, details?: ReleaseDetails): Promise<Release> {
    const history = await this.history(remote);
    const running = history.find((r) => r.canary);
    if (running) {
      if (id !== undefined) throw new HttpError(409, 'CANARY_RUNNING', `${remote} has a canary running (release #${running.id}, ${running.percent} %): roll it back first (a rollback without an id), then roll back to ${id}.`);
      return this.endCanary(remote, by, details);
    }
    const current = history.find((r) => r.live);
    let target: Release | undefined;
    if (id !== undefined) {
      target = history.find((r) => r.id === id);
      if (!target) throw notFound('RELEASE_NOT_FOUND', `There is no release ${id} of ${remote}.`);
      if (!WENT_LIVE.has(target.action)) throw new HttpError(409, 'NEVER_LIVE', `Release ${id} of ${remote} is a canary's record, never live for everyone: publish its manifest instead (${target.manifestUrl}).`);
    } else {
      if (!current) throw new HttpError(409, 'NOTHING_TO_ROLL_BACK', `${remote} has no live release in the registry to roll back from.`);
      target = history.find((r) => r.id < current.id && WENT_LIVE.has(r.action));
      if (!target) throw new HttpError(409, 'NOTHING_TO_ROLL_BACK', `${remote} has no release before ${current.id} to roll back to.`);
    }
    if (current && target.manifestUrl === current.manifestUrl && target.version === current.version) {
      throw new HttpError(409, 'ALREADY_LIVE', `Release ${target.id} of ${remote} (${target.manifestUrl}) is what is live already.`);
    }
    const facts = await this.checked(remote, target.manifestUrl);
    const to = target;
    return this.change(remote, async (tx, { canary }) => {
      if (canary) throw canaryRunning(remote, canary);
      return this.goLive(tx, remote, { manifestUrl: to.manifestUrl, ...facts, action: 'rollback', sourceId: to.id, by, details });
    });
  }
}

/** A share step's refusals that mean someone else acted first (the watch then does nothing). */
const STALE_STEP: ReadonlySet<string> = new Set(['NO_CANARY', 'CANARY_CHANGED', 'SAME_SHARE']);

function assertCanaryPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new HttpError(400, 'INVALID_INPUT', 'canary must be a whole percent from 1 to 99 (for everyone, publish without a canary).', 'canary');
}

/** The 409 rules of a publish (of a canary with `percent`), given the remote's live release and canary as they are now. */
function publishRules(remote: string, manifestUrl: string, facts: { version: string }, percent: number | undefined, { live, canary }: { live: Release | undefined; canary: Release | undefined }): void {
  if (canary) throw canaryRunning(remote, canary);
  if (percent === undefined) return;
  if (!live) throw new HttpError(409, 'NO_LIVE_RELEASE', `${remote} has no live release in the registry for a canary to run beside: publish one first (pnpm remotes publish ${remote} <manifest-url>).`);
  if (live.manifestUrl === manifestUrl && live.version === facts.version) throw new HttpError(409, 'ALREADY_LIVE', `${manifestUrl} is what is live already for everyone (release #${live.id}): a canary of it would change nothing.`, undefined, { stored: false });
}

/** The running canary, when it is the one expected (409 NO_CANARY / CANARY_CHANGED otherwise). */
function expectCanary(remote: string, canary: Release | undefined, expected: CanaryExpectation): Release {
  if (!canary) throw noCanary(remote);
  if (expected.releaseId !== undefined && canary.id !== expected.releaseId) {
    throw new HttpError(409, 'CANARY_CHANGED', `The canary of ${remote} is release #${canary.id} now, not #${expected.releaseId}: nothing changed (see pnpm remotes list).`, undefined, { stored: false });
  }
  if (expected.from !== undefined && canary.percent !== expected.from) {
    throw new HttpError(409, 'CANARY_CHANGED', `The canary of ${remote} (release #${canary.id}) runs for ${canary.percent} % of visitors now, not ${expected.from} %: nothing changed.`, undefined, { stored: false });
  }
  return canary;
}

function canaryRunning(remote: string, canary: Release): HttpError {
  return new HttpError(409, 'CANARY_RUNNING', `${remote} has a canary running already (release #${canary.id}, ${canary.version} for ${canary.percent} % of visitors, since ${canary.at}): promote it or roll it back first (pnpm remotes promote|rollback ${remote}).`, undefined, { stored: false });
}

function noCanary(remote: string): HttpError {
  return new HttpError(409, 'NO_CANARY', `${remote} has no canary running (start one with pnpm remotes publish ${remote} <manifest-url> --canary <percent>).`, undefined, { stored: false });
}
