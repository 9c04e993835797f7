// The release registry (issue 21): which build of each remote the shell's
// documents load, kept in remote_releases with every publish and rollback.
// A publish or rollback fetches the manifest and runs the checks
// (./checks.ts) first; a refused one stores nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_VERSION, type ManifestContract } from '@storefront/shared-contracts';
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
  action: 'publish' | 'rollback';
  /** For a rollback: the release it returned to. */
  sourceId: number | null;
  by: string;
  at: string;
  live: boolean;
}

/** The live release of each remote that has one: remote → entry as /remotes.json serves it. */
export type LiveRegistry = Record<string, { manifest: string; version: string; contract: string; releaseId: number; since: string; by: string }>;

interface Row {
  id: string | number;
  remote: string;
  manifest_url: string;
  version: string;
  contract: string;
  events: ManifestContract['events'] | string;
  action: 'publish' | 'rollback';
  source_id: string | number | null;
  created_by: string;
  created_at: Date | string;
  live: boolean;
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

  /** The live release of every remote that has one (empty when nothing was ever published). */
  async live(): Promise<LiveRegistry> {
    const rows = await this.db.query<Row>('SELECT * FROM remote_releases WHERE live ORDER BY remote');
    return Object.fromEntries(
      rows.map(toRelease).map((r) => [r.remote, { manifest: r.manifestUrl, version: r.version, contract: r.contract, releaseId: r.id, since: r.at, by: r.by }]),
    );
  }

  /** Every publish and rollback of a remote, newest first. */
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

  /** Makes a new row the remote's live release, in one transaction (one publish or rollback of a remote at a time). */
  private async goLive(remote: string, row: { manifestUrl: string; version: string; contract: string; events: ManifestContract['events']; action: 'publish' | 'rollback'; sourceId: number | null; by: string }): Promise<Release> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(20261121, hashtext($1))', [remote]);
      await tx.query('UPDATE remote_releases SET live = false WHERE remote = $1 AND live', [remote]);
      const [inserted] = await tx.query<Row>(
        `INSERT INTO remote_releases (remote, manifest_url, version, contract, events, action, source_id, created_by, live)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true) RETURNING *`,
        [remote, row.manifestUrl, row.version, row.contract, JSON.stringify(row.events), row.action, row.sourceId, row.by],
      );
      return toRelease(inserted!);
    });
  }

  async publish(remote: string, manifestUrl: string, by: string): Promise<Release> {
    const facts = await this.checked(remote, manifestUrl);
    return this.goLive(remote, { manifestUrl, ...facts, action: 'publish', sourceId: null, by });
  }

  /**
   * Back to the release that was live before the current one (a second
   * rollback returns to where the first started), or to the release `id` of
   * this remote's history. The target is checked again: a build whose server
   * is gone, or built against another contract major, is refused.
   */
  async rollback(remote: string, by: string, id?: number): Promise<Release> {
    const history = await this.history(remote);
    const current = history.find((r) => r.live);
    let target: Release | undefined;
    if (id !== undefined) {
      target = history.find((r) => r.id === id);
      if (!target) throw notFound('RELEASE_NOT_FOUND', `There is no release ${id} of ${remote}.`);
    } else {
      if (!current) throw new HttpError(409, 'NOTHING_TO_ROLL_BACK', `${remote} has no live release in the registry to roll back from.`);
      target = history.find((r) => r.id < current.id);
      if (!target) throw new HttpError(409, 'NOTHING_TO_ROLL_BACK', `${remote} has no release before ${current.id} to roll back to.`);
    }
    if (current && target.manifestUrl === current.manifestUrl && target.version === current.version) {
      throw new HttpError(409, 'ALREADY_LIVE', `Release ${target.id} of ${remote} (${target.manifestUrl}) is what is live already.`);
    }
    const facts = await this.checked(remote, target.manifestUrl);
    return this.goLive(remote, { manifestUrl: target.manifestUrl, ...facts, action: 'rollback', sourceId: target.id, by });
  }
}
