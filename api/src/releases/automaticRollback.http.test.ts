// The automatic rollback wired into the api (issue 63): field aggregates for a
// live release and a canary (written as the field module's per-minute rows),
// one round of the canary watch, and what the registry and its history say
// after: a failing canary ended by 'automatic rollback' with the figures, a
// healthy one left alone, a stale record doing nothing, and a fresh publish
// doing much worse than the release before it rolled back to that one; with
// CANARY_STEP_UP, a healthy canary stepped 5 → 25 → 50 % and promoted at 100 %
// by 'automatic step', each step a row with the watch's figures.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHELL_SLOT_MODULES } from '@storefront/shared-contracts';
import { startTestServer, type TestServer } from '../testing/server';
import { AUTOMATIC_ROLLBACK_BY, AUTOMATIC_STEP_BY } from './releaseService';

const TOKEN = 'test-release-token';
const SHELL = { contract: '1.0.0', sharedVersions: { react: '19.2.0', 'react-dom': '19.2.0', swr: '2.3.6', 'single-spa': '6.0.3', 'single-spa-react': '6.0.2', i18next: '26.7.2' } };
const MINUTE = 60_000;

function manifestOf(name: 'gallery' | 'listing', version: string) {
  return {
    id: name,
    name,
    metaData: { name, buildInfo: { buildVersion: version, buildName: `@storefront/${name}` }, storefront: { contract: '1.0.0', events: { emits: [], listens: [] } } },
    exposes: [...SHELL_SLOT_MODULES[name]].map((n) => ({ id: `${name}:${n}`, name: n, path: `./${n}` })),
    shared: [{ id: `${name}:react`, name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.0.0' }],
    remotes: [],
  };
}

const manifests: Record<string, unknown> = Object.fromEntries(
  (['gallery', 'listing'] as const).flatMap((name) => ['1.0.0', '2.0.0', '3.0.0'].map((version) => [`/${name}/${version}/mf-manifest.json`, manifestOf(name, version)])),
);

let remoteServer: Server;
let origin: string;
let server: TestServer;
/** The server the helpers below talk to (the stepping one in its describe). */
let target: TestServer;

beforeAll(async () => {
  remoteServer = createServer((req, res) => {
    const body = manifests[req.url ?? ''];
    if (body) res.setHeader('content-type', 'application/json').end(JSON.stringify(body));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => remoteServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(remoteServer.address() as AddressInfo).port}`;
  // A timer that never fires in the test: each round is run with check().
  server = await startTestServer({ api: { releases: { token: TOKEN, shell: SHELL, fetchTimeoutMs: 2000 }, canaryWatch: { intervalMs: 3_600_000 } } });
  target = server;
});

afterAll(async () => {
  await server.close();
  remoteServer.closeAllConnections();
  await new Promise((resolve) => remoteServer.close(resolve));
});

const auth = { authorization: `Bearer ${TOKEN}` };
const manifest = (name: string, version: string) => `${origin}/${name}/${version}/mf-manifest.json`;
const post = async (path: string, body: object) => {
  const res = await target.client().postJson(path, { by: 'ci@example.com', ...body }, auth);
  expect(res.status).toBe(201);
  return ((await res.json()) as { release: { id: number } }).release;
};
const publish = (name: string, version: string, canary?: number) => post(`/_api/releases/${name}/publish`, { manifestUrl: manifest(name, version), ...(canary ? { canary } : {}) });

interface Row {
  id: number;
  action: string;
  sourceId: number | null;
  by: string;
  live: boolean;
  details: { kind: string; releaseId: number; comparedWithReleaseId: number; reasons: string[]; figures: { canary: { views: number; failures: number }; live: { views: number; failures: number }; failures: { fired: boolean } } } | null;
}
const history = async (name: string) => ((await (await target.client().get(`/_api/releases/${name}/history`)).json()) as { releases: Row[] }).releases;
const live = async () =>
  ((await (await target.client().get('/_api/releases')).json()) as { remotes: Record<string, { releaseId: number; canary?: { releaseId: number } }> }).remotes;

let pages = 0;
/** Field aggregates as the field module keeps them: a per-minute row of a release (named by its registry id), of a page type of its own. */
async function field(remote: string, releaseId: number, channel: 'live' | 'canary', views: number, failed: number, minute = Math.floor(Date.now() / MINUTE) * MINUTE) {
  await target.api.db.query(
    `INSERT INTO field_health (minute, remote, release, channel, page_type, fascia, views, failed_views, mount_failures)
     VALUES ($1::timestamptz, $2, $3, $4, $5, 'burton', $6, $7, $7)`,
    [new Date(minute).toISOString(), remote, String(releaseId), channel, `page${++pages}`, views, failed],
  );
}

describe('automatic rollback', () => {
  let liveId: number;
  let failingId: number;

  it('ends a canary failing on many more views than the live release, recorded as an automatic rollback with the figures', async () => {
    const logged = jest.spyOn(console, 'warn').mockImplementation(() => {});
    liveId = (await publish('gallery', '1.0.0')).id;
    failingId = (await publish('gallery', '2.0.0', 50)).id;
    expect((await live()).gallery?.canary?.releaseId).toBe(failingId);
    await field('gallery', liveId, 'live', 2000, 10);
    await field('gallery', failingId, 'canary', 400, 40);

    const results = await server.api.canaryWatch!.check();
    expect(results).toContainEqual(expect.objectContaining({ kind: 'canary', remote: 'gallery', releaseId: failingId, action: 'rollback' }));

    expect((await live()).gallery).toMatchObject({ releaseId: liveId });
    expect((await live()).gallery?.canary).toBeUndefined();
    const [row, canaryRow] = await history('gallery');
    expect(row).toMatchObject({ action: 'canary_rollback', sourceId: failingId, by: AUTOMATIC_ROLLBACK_BY, live: false });
    expect(row!.details).toMatchObject({
      kind: 'canary',
      releaseId: failingId,
      comparedWithReleaseId: liveId,
      figures: { canary: { views: 400, failures: 40 }, live: { views: 2000, failures: 10 }, failures: { fired: true } },
    });
    expect(row!.details!.reasons[0]).toMatch(/^failure rate 10\.00 % against 0\.50 % live/);
    // The other rows carry no details.
    expect(canaryRow).toMatchObject({ id: failingId, action: 'canary', details: null });
    // The api's log says it too.
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^\\[api\\] Automatic rollback of gallery: ended the canary #${failingId}`)));
    logged.mockRestore();
  });

  it('leaves a healthy canary running, and does nothing with a stale record', async () => {
    const healthy = (await publish('gallery', '3.0.0', 10)).id;
    // The live release's views since the canary started (the minute may have turned since the first test's).
    await field('gallery', liveId, 'live', 2000, 10);
    await field('gallery', healthy, 'canary', 400, 2);
    const results = await server.api.canaryWatch!.check();
    expect(results).toContainEqual(expect.objectContaining({ kind: 'canary', releaseId: healthy, action: 'none', verdict: expect.objectContaining({ outcome: 'healthy' }) }));
    expect((await live()).gallery?.canary?.releaseId).toBe(healthy);

    // Another instance's watch acting on the canary that already ended, or on a publish no longer live: no error, no row.
    const rows = (await history('gallery')).length;
    const record = { kind: 'canary' as const, releaseId: failingId, comparedWithReleaseId: liveId };
    expect(await server.api.releases.rollBackAutomatically('gallery', record)).toBeNull();
    expect(await server.api.releases.rollBackAutomatically('gallery', { kind: 'publish', releaseId: failingId, comparedWithReleaseId: liveId })).toBeNull();
    expect(await history('gallery')).toHaveLength(rows);
    expect((await live()).gallery?.canary?.releaseId).toBe(healthy);

    // Two instances judging the running canary at once: one row.
    const both = await Promise.all([0, 1].map(() => server.api.releases.rollBackAutomatically('gallery', { kind: 'canary', releaseId: healthy, comparedWithReleaseId: liveId })));
    expect(both.filter((release) => release !== null)).toHaveLength(1);
    expect(await history('gallery')).toHaveLength(rows + 1);
    expect((await live()).gallery?.canary).toBeUndefined();
  });

  it('returns a fresh publish doing much worse than the release before it to that release', async () => {
    const logged = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const before = (await publish('listing', '1.0.0')).id;
    await field('listing', before, 'live', 2000, 10, Math.floor(Date.now() / MINUTE) * MINUTE - 2 * MINUTE);
    const fresh = (await publish('listing', '2.0.0')).id;
    await field('listing', fresh, 'live', 400, 40);

    const results = await server.api.canaryWatch!.check();
    expect(results).toContainEqual(expect.objectContaining({ kind: 'publish', remote: 'listing', releaseId: fresh, action: 'rollback' }));
    const [row] = await history('listing');
    expect(row).toMatchObject({ action: 'rollback', sourceId: before, by: AUTOMATIC_ROLLBACK_BY, live: true });
    expect(row!.details).toMatchObject({ kind: 'publish', releaseId: fresh, comparedWithReleaseId: before, figures: { canary: { views: 400, failures: 40 }, live: { views: 2000, failures: 10 } } });
    expect((await live()).listing?.releaseId).toBe(row!.id);

    // The next round leaves it be: the rolled-back publish is no longer live.
    const again = await server.api.canaryWatch!.check();
    expect(again.filter((result) => result.remote === 'listing')).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});

describe('automatic step up (CANARY_STEP_UP)', () => {
  let stepping: TestServer;

  beforeAll(async () => {
    // Each round may step (no minutes to wait at a share); the timer never fires in the test.
    stepping = await startTestServer({ api: { releases: { token: TOKEN, shell: SHELL, fetchTimeoutMs: 2000 }, canaryWatch: { intervalMs: 3_600_000, stepUp: true, stepMinutes: 0 } } });
    target = stepping;
  });

  afterAll(async () => {
    target = server;
    await stepping.close();
  });

  it('steps a healthy canary 5 → 25 → 50 % in place and promotes it at 100 %, each step a row with the figures', async () => {
    const logged = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const liveId = (await publish('gallery', '1.0.0')).id;
    const canaryId = (await publish('gallery', '2.0.0', 5)).id;
    await field('gallery', liveId, 'live', 2000, 10);
    await field('gallery', canaryId, 'canary', 400, 2);

    const first = await stepping.api.canaryWatch!.check();
    expect(first).toContainEqual(expect.objectContaining({ kind: 'canary', remote: 'gallery', releaseId: canaryId, action: 'step' }));
    // The same canary (release id), at its new share: every visitor in it at 5 % stays in.
    expect((await live()).gallery).toMatchObject({ releaseId: liveId, canary: { releaseId: canaryId, percent: 25 } });
    const [step] = (await history('gallery')) as unknown as Array<Row & { percent: number; details: { from: number; to: number; releaseId: number; figures: { canary: { views: number } } } }>;
    expect(step).toMatchObject({ action: 'canary_step', sourceId: canaryId, percent: 25, by: AUTOMATIC_STEP_BY, live: false });
    expect(step!.details).toMatchObject({ releaseId: canaryId, from: 5, to: 25, figures: { canary: { views: 400, failures: 2 }, live: { views: 2000, failures: 10 } } });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^\\[api\\] Automatic step of gallery: stepped the canary #${canaryId} from 5 % to 25 %`)));

    await stepping.api.canaryWatch!.check();
    expect((await live()).gallery?.canary).toMatchObject({ releaseId: canaryId, percent: 50 });

    const last = await stepping.api.canaryWatch!.check();
    expect(last).toContainEqual(expect.objectContaining({ releaseId: canaryId, action: 'step' }));
    const gallery = (await live()).gallery!;
    expect(gallery).not.toHaveProperty('canary');
    const rows = await history('gallery');
    expect(rows[0]).toMatchObject({ action: 'promote', sourceId: canaryId, by: AUTOMATIC_STEP_BY, live: true, details: { from: 50, to: 100 } });
    expect(gallery.releaseId).toBe(rows[0]!.id);
    expect(rows.map((r) => r.action)).toEqual(['promote', 'canary_step', 'canary_step', 'canary', 'publish']);
    logged.mockRestore();
  });
});
