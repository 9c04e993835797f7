// The release registry over HTTP: a publish checked against a manifest that
// a throwaway server in this test serves, each refusal storing nothing,
// rollback and history, and the write token (401 / 403 / 503).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHELL_SLOT_MODULES } from '@storefront/shared-contracts';
import { startTestServer, type TestServer } from '../testing/server';
import { AUTOMATIC_STEP_BY } from './releaseService';

const TOKEN = 'test-release-token';
const SHELL = { contract: '1.0.0', sharedVersions: { react: '19.2.0', 'react-dom': '19.2.0', swr: '2.3.6', 'single-spa': '6.0.3', 'single-spa-react': '6.0.2', i18next: '26.7.2' } };

function manifestOf(name: string, change: { version?: string; contract?: string; exposes?: string[]; react?: string } = {}) {
  return {
    id: name,
    name,
    metaData: { name, buildInfo: { buildVersion: change.version ?? '1.0.0', buildName: `@storefront/${name}` }, storefront: { contract: change.contract ?? '1.0.0', events: { emits: [{ name: 'pdp:selection-changed', version: 1 }], listens: [] } } },
    exposes: (change.exposes ?? [...SHELL_SLOT_MODULES[name as 'gallery']]).map((n) => ({ id: `${name}:${n}`, name: n, path: `./${n}` })),
    shared: [{ id: `${name}:react`, name: 'react', version: '19.2.0', singleton: true, requiredVersion: change.react ?? '^19.0.0' }],
    remotes: [],
  };
}

/** Manifests by path, served from a throwaway server. */
const manifests: Record<string, unknown> = {
  '/v1/mf-manifest.json': manifestOf('gallery', { version: '1.0.0' }),
  '/v2/mf-manifest.json': manifestOf('gallery', { version: '2.0.0' }),
  '/v3/mf-manifest.json': manifestOf('gallery', { version: '3.0.0' }),
  '/contract2/mf-manifest.json': manifestOf('gallery', { version: '9.0.0', contract: '2.0.0' }),
  '/missing-module/mf-manifest.json': manifestOf('gallery', { exposes: ['ProductGallery'] }),
  '/react18/mf-manifest.json': manifestOf('gallery', { react: '^18.2.0' }),
  '/listing/mf-manifest.json': manifestOf('listing'),
  '/listing2/mf-manifest.json': manifestOf('listing', { version: '1.1.0' }),
};

let remoteServer: Server;
let remote: string;
/** An address nothing listens on. */
let closedOrigin: string;
let server: TestServer;

beforeAll(async () => {
  remoteServer = createServer((req, res) => {
    const body = manifests[req.url ?? ''];
    if (req.url === '/html/mf-manifest.json') res.setHeader('content-type', 'text/html').end('<html>not here</html>');
    else if (body) res.setHeader('content-type', 'application/json').end(JSON.stringify(body));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => remoteServer.listen(0, '127.0.0.1', resolve));
  remote = `http://127.0.0.1:${(remoteServer.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  server = await startTestServer({ api: { releases: { token: TOKEN, shell: SHELL, fetchTimeoutMs: 2000 } } });
});

afterAll(async () => {
  await server.close();
  remoteServer.closeAllConnections();
  await new Promise((resolve) => remoteServer.close(resolve));
});

const auth = { authorization: `Bearer ${TOKEN}` };
const publish = (name: string, manifestUrl: string, headers: Record<string, string> = auth) => server.client().postJson(`/_api/releases/${name}/publish`, { manifestUrl, by: 'ci@example.com' }, headers);
const rollback = (name: string, body: object = {}, headers: Record<string, string> = auth) => server.client().postJson(`/_api/releases/${name}/rollback`, { by: 'oncall', ...body }, headers);
const live = async () => ((await (await server.client().get('/_api/releases')).json()) as { remotes: Record<string, { manifest: string; version: string; contract: string; by: string; since: string }> }).remotes;
/** Starts a canary; its release id. */
const canaryOf = async (name: string, manifestUrl: string, percent: number) => {
  const res = await server.client().postJson(`/_api/releases/${name}/publish`, { manifestUrl, canary: percent, by: 'canary@example.com' }, auth);
  expect(res.status).toBe(201);
  return ((await res.json()) as { release: { id: number } }).release.id;
};
const history = async (name: string) => ((await (await server.client().get(`/_api/releases/${name}/history`)).json()) as { releases: Array<{ id: number; version: string; action: string; live: boolean; sourceId: number | null; by: string }> }).releases;

describe('releases', () => {
  it('starts with nothing live', async () => {
    expect(await live()).toEqual({});
    expect(await history('gallery')).toEqual([]);
  });

  it('publishes a checked manifest, which is then live with who and when', async () => {
    const res = await publish('gallery', `${remote}/v1/mf-manifest.json`);
    expect(res.status).toBe(201);
    const { release } = (await res.json()) as { release: { id: number; version: string; contract: string; live: boolean; events: unknown } };
    expect(release).toMatchObject({ version: '1.0.0', contract: '1.0.0', live: true, events: { emits: [{ name: 'pdp:selection-changed', version: 1 }], listens: [] } });
    expect((await live()).gallery).toMatchObject({ manifest: `${remote}/v1/mf-manifest.json`, version: '1.0.0', contract: '1.0.0', by: 'ci@example.com' });
    expect(Date.parse((await live()).gallery!.since)).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each([
    ['a remote that does not answer', 'closed', /^The remote at http:\/\/127\.0\.0\.1:\d+\/mf-manifest\.json does not answer \(.*ECONNREFUSED.*\)\.$/],
    ['a missing manifest', '/nothing/mf-manifest.json', /answered 404 instead of its manifest/],
    ['an answer that is not JSON', '/html/mf-manifest.json', /answered something that is not JSON/],
    ['an incompatible contract major', '/contract2/mf-manifest.json', /built against shared-contracts 2\.0\.0, but the shell runs 1\.0\.0/],
    ['a missing slot module', '/missing-module/mf-manifest.json', /does not expose gallery\/ProductPickers, gallery\/ProductPrice, gallery\/ProductCustomisation/],
    ['a singleton the shell cannot give', '/react18/mf-manifest.json', /asks for react \^18\.2\.0, but the shell gives react 19\.2\.0/],
    ["another remote's manifest", '/listing/mf-manifest.json', /is the remote "listing", not "gallery"/],
  ])('refuses %s with a 422 naming it, and stores nothing', async (_name, path, message) => {
    const before = await history('gallery');
    const res = await publish('gallery', path === 'closed' ? `${closedOrigin}/mf-manifest.json` : `${remote}${path}`);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; message: string; problems: string[]; stored: boolean };
    expect(body).toMatchObject({ error: 'RELEASE_REFUSED', stored: false });
    expect(body.message).toMatch(message);
    expect(await history('gallery')).toEqual(before);
    expect((await live()).gallery?.manifest).toBe(`${remote}/v1/mf-manifest.json`);
  });

  it('refuses bad input with a 400 and an unknown remote with a 404', async () => {
    const bad = await publish('gallery', 'javascript:alert(1)');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'manifestUrl' });
    const unknown = await publish('nope', `${remote}/v1/mf-manifest.json`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/There is no remote "nope": the shell's remotes are gallery, basket/);
    expect((await server.client().get('/_api/releases/nope/history')).status).toBe(404);
  });

  it('rolls back to the previous live release, keeping both in the history', async () => {
    expect((await publish('gallery', `${remote}/v2/mf-manifest.json`)).status).toBe(201);
    expect((await live()).gallery?.version).toBe('2.0.0');

    const res = await rollback('gallery');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ release: { action: 'rollback', version: '1.0.0', live: true, by: 'oncall' } });
    expect((await live()).gallery).toMatchObject({ manifest: `${remote}/v1/mf-manifest.json`, version: '1.0.0', by: 'oncall' });

    const releases = await history('gallery');
    expect(releases.map((r) => [r.action, r.version, r.live])).toEqual([
      ['rollback', '1.0.0', true],
      ['publish', '2.0.0', false],
      ['publish', '1.0.0', false],
    ]);
    expect(releases[0]!.sourceId).toBe(releases[2]!.id);
  });

  it('rolls back to a release of the history by id, and refuses one that is live or unknown', async () => {
    expect((await publish('gallery', `${remote}/v3/mf-manifest.json`)).status).toBe(201);
    const v2 = (await history('gallery')).find((r) => r.version === '2.0.0')!;
    const res = await rollback('gallery', { id: v2.id });
    expect(res.status).toBe(201);
    expect((await live()).gallery?.version).toBe('2.0.0');

    const current = (await history('gallery'))[0]!;
    expect((await rollback('gallery', { id: current.id })).status).toBe(409);
    const missing = await rollback('gallery', { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'There is no release 999999 of gallery.' });
    expect((await live()).gallery?.version).toBe('2.0.0');
  });

  it('refuses a rollback with nothing to return to (409)', async () => {
    const res = await rollback('basket');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'NOTHING_TO_ROLL_BACK' });
  });

  it('asks for the release token: 401 without it, 403 with another, and changes nothing', async () => {
    const before = await history('gallery');
    const none = await publish('gallery', `${remote}/v1/mf-manifest.json`, {});
    expect(none.status).toBe(401);
    expect(((await none.json()) as { message: string }).message).toMatch(/Authorization: Bearer/);
    const wrong = await rollback('gallery', {}, { authorization: 'Bearer not-the-token' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: 'RELEASE_TOKEN_WRONG' });
    expect(await history('gallery')).toEqual(before);
  });
});

describe('canary releases', () => {
  type Entry = { manifest: string; version: string; releaseId: number; canary?: { manifest: string; version: string; releaseId: number; percent: number; since: string; by: string } };
  const registry = async () => ((await (await server.client().get('/_api/releases')).json()) as { remotes: Record<string, Entry> }).remotes;
  const canary = (name: string, manifestUrl: string, percent: unknown, headers: Record<string, string> = auth) =>
    server.client().postJson(`/_api/releases/${name}/publish`, { manifestUrl, canary: percent, by: 'canary@example.com' }, headers);
  const promote = (name: string, headers: Record<string, string> = auth) => server.client().postJson(`/_api/releases/${name}/promote`, { by: 'promoter' }, headers);
  const steps = async (name: string) => (await history(name)) as unknown as Array<{ id: number; action: string; version: string; live: boolean; canary: boolean; percent: number | null; sourceId: number | null; by: string }>;

  beforeAll(async () => {
    // Whatever the tests above left live: v2 live for everyone.
    if ((await live()).gallery?.version !== '2.0.0') expect((await publish('gallery', `${remote}/v2/mf-manifest.json`)).status).toBe(201);
  });

  it('starts a checked canary beside the live release, which the registry carries with its share', async () => {
    const res = await canary('gallery', `${remote}/v3/mf-manifest.json`, 25);
    expect(res.status).toBe(201);
    const { release } = (await res.json()) as { release: { id: number } };
    expect(release).toMatchObject({ action: 'canary', version: '3.0.0', live: false, canary: true, percent: 25, by: 'canary@example.com' });
    const gallery = (await registry()).gallery!;
    expect(gallery).toMatchObject({ version: '2.0.0', manifest: `${remote}/v2/mf-manifest.json` });
    expect(gallery.canary).toMatchObject({ manifest: `${remote}/v3/mf-manifest.json`, version: '3.0.0', releaseId: release.id, percent: 25, by: 'canary@example.com' });
    expect(Date.parse(gallery.canary!.since)).toBeGreaterThan(Date.now() - 60_000);
    expect((await steps('gallery'))[0]).toMatchObject({ id: release.id, action: 'canary', percent: 25, canary: true });
  });

  it('refuses a second canary, a full publish and a rollback by id while one runs (409), storing nothing', async () => {
    const before = await history('gallery');
    const second = await canary('gallery', `${remote}/v1/mf-manifest.json`, 10);
    expect(second.status).toBe(409);
    const body = (await second.json()) as { error: string; message: string; stored: boolean };
    expect(body).toMatchObject({ error: 'CANARY_RUNNING', stored: false });
    expect(body.message).toMatch(/^gallery has a canary running already \(release #\d+, 3\.0\.0 for 25 % of visitors, since .+\): promote it or roll it back first/);
    const full = await publish('gallery', `${remote}/v1/mf-manifest.json`);
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: 'CANARY_RUNNING' });
    const byId = await rollback('gallery', { id: before.at(-1)!.id });
    expect(byId.status).toBe(409);
    expect(((await byId.json()) as { message: string }).message).toMatch(/has a canary running .*roll it back first/);
    expect(await history('gallery')).toEqual(before);
  });

  it('refuses a bad share (400), an unusable candidate (422) as a publish does, and one with no live release to run beside (409), storing nothing', async () => {
    const before = await history('listing');
    const galleryBefore = await history('gallery');
    for (const percent of [0, 100, 12.5, '50', -3]) {
      const res = await canary('listing', `${remote}/listing/mf-manifest.json`, percent);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'canary', message: expect.stringMatching(/^canary must be a whole percent from 1 to 99/) });
    }
    // Checked exactly as a publish is.
    const refused = await canary('gallery', `${remote}/contract2/mf-manifest.json`, 10);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: 'RELEASE_REFUSED', stored: false });
    // No live release in the registry to run beside.
    const alone = await canary('listing', `${remote}/listing/mf-manifest.json`, 10);
    expect(alone.status).toBe(409);
    expect(await alone.json()).toMatchObject({ error: 'NO_LIVE_RELEASE', message: expect.stringContaining('publish one first') });
    expect(await history('listing')).toEqual(before);
    expect(await history('gallery')).toEqual(galleryBefore);
  });

  it('asks for the release token to start, promote or end a canary (401 / 403), changing nothing', async () => {
    const before = await history('gallery');
    expect((await canary('gallery', `${remote}/v1/mf-manifest.json`, 5, {})).status).toBe(401);
    const wrong = await promote('gallery', { authorization: 'Bearer nope' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: 'RELEASE_TOKEN_WRONG' });
    expect((await promote('gallery', {})).status).toBe(401);
    expect(await history('gallery')).toEqual(before);
  });

  it('rolls the canary back: everyone on the live release again, the history saying who and when', async () => {
    const res = await rollback('gallery');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ release: { action: 'canary_rollback', version: '3.0.0', live: false, canary: false, percent: 25, by: 'oncall' } });
    const gallery = (await registry()).gallery!;
    expect(gallery.version).toBe('2.0.0');
    expect(gallery).not.toHaveProperty('canary');
    const [ended, started] = await steps('gallery');
    expect(ended).toMatchObject({ action: 'canary_rollback', sourceId: started!.id });
    expect(started).toMatchObject({ action: 'canary', canary: false, live: false, percent: 25 });
    // Nothing to promote now.
    const nothing = await promote('gallery');
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toMatchObject({ error: 'NO_CANARY', stored: false });
    // Nor a canary of what is live.
    const before = await history('gallery');
    const same = await canary('gallery', `${remote}/v2/mf-manifest.json`, 10);
    expect(same.status).toBe(409);
    expect(await same.json()).toMatchObject({ error: 'ALREADY_LIVE', stored: false });
    expect(await history('gallery')).toEqual(before);
  });

  it('promotes a canary: live for everyone, and a later rollback returns to the release live before it', async () => {
    expect((await canary('gallery', `${remote}/v3/mf-manifest.json`, 50)).status).toBe(201);
    const started = (await steps('gallery'))[0]!;
    const res = await promote('gallery');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ release: { action: 'promote', version: '3.0.0', live: true, canary: false, sourceId: started.id, by: 'promoter' } });
    const gallery = (await registry()).gallery!;
    expect(gallery).toMatchObject({ version: '3.0.0', manifest: `${remote}/v3/mf-manifest.json` });
    expect(gallery).not.toHaveProperty('canary');

    // The canary's rows were never live for everyone: the rollback skips them.
    const back = await rollback('gallery');
    expect(back.status).toBe(201);
    expect(await back.json()).toMatchObject({ release: { action: 'rollback', version: '2.0.0', live: true } });
    const never = await rollback('gallery', { id: started.id });
    expect(never.status).toBe(409);
    expect(await never.json()).toMatchObject({ error: 'NEVER_LIVE' });
  });

  it('lets one remote run a canary while another does too, and an unknown remote is a 404', async () => {
    expect((await publish('listing', `${remote}/listing/mf-manifest.json`)).status).toBe(201);
    expect((await canary('listing', `${remote}/listing2/mf-manifest.json`, 5)).status).toBe(201);
    expect((await canary('gallery', `${remote}/v3/mf-manifest.json`, 50)).status).toBe(201);
    const remotes = await registry();
    expect(remotes.listing?.canary?.percent).toBe(5);
    expect(remotes.gallery?.canary?.percent).toBe(50);
    expect((await promote('nope')).status).toBe(404);
    expect((await rollback('listing')).status).toBe(201);
    expect((await rollback('gallery')).status).toBe(201);
    expect(Object.values(await registry()).some((r) => r.canary)).toBe(false);
  });
});

describe('a canary\'s share, and a publish checked only', () => {
  type Row = { id: number; action: string; version: string; live: boolean; canary: boolean; percent: number | null; sourceId: number | null; by: string; details: Record<string, unknown> | null };
  type Entry = { manifest: string; version: string; releaseId: number; canary?: { releaseId: number; percent: number; version: string } };
  const registry = async () => ((await (await server.client().get('/_api/releases')).json()) as { remotes: Record<string, Entry> }).remotes;
  const rows = async (name: string) => (await history(name)) as unknown as Row[];
  const share = (name: string, body: object, headers: Record<string, string> = auth) => server.client().postJson(`/_api/releases/${name}/canary`, { by: 'oncall', ...body }, headers);
  const dryRun = (name: string, body: object, headers: Record<string, string> = auth) => server.client().postJson(`/_api/releases/${name}/publish`, { by: 'ci', dryRun: true, ...body }, headers);

  beforeAll(async () => {
    // Whatever the tests above left: v2 live for everyone, no canary.
    if ((await live()).gallery?.version !== '2.0.0') expect((await publish('gallery', `${remote}/v2/mf-manifest.json`)).status).toBe(201);
  });

  it('answers a dry run with what the publish would do, and stores nothing', async () => {
    const before = await history('gallery');
    const full = await dryRun('gallery', { manifestUrl: `${remote}/v3/mf-manifest.json` });
    expect(full.status).toBe(200);
    expect(await full.json()).toEqual({
      ok: true,
      wouldPublish: {
        remote: 'gallery',
        manifestUrl: `${remote}/v3/mf-manifest.json`,
        version: '3.0.0',
        contract: '1.0.0',
        events: { emits: [{ name: 'pdp:selection-changed', version: 1 }], listens: [] },
        action: 'publish',
        percent: null,
        live: { releaseId: before.find((r) => r.live)!.id, version: '2.0.0', manifestUrl: `${remote}/v2/mf-manifest.json` },
      },
    });
    const asCanary = await dryRun('gallery', { manifestUrl: `${remote}/v3/mf-manifest.json`, canary: 10 });
    expect(asCanary.status).toBe(200);
    expect(await asCanary.json()).toMatchObject({ ok: true, wouldPublish: { action: 'canary', percent: 10, version: '3.0.0' } });
    expect(await history('gallery')).toEqual(before);
    expect((await registry()).gallery).not.toHaveProperty('canary');
  });

  it('refuses in a dry run what a publish refuses, with the same answer, storing nothing', async () => {
    const before = await history('gallery');
    const [checked, real] = await Promise.all([dryRun('gallery', { manifestUrl: `${remote}/contract2/mf-manifest.json` }), publish('gallery', `${remote}/contract2/mf-manifest.json`)]);
    expect(checked.status).toBe(422);
    expect(await checked.json()).toEqual(await real.json());
    const same = await dryRun('gallery', { manifestUrl: `${remote}/v2/mf-manifest.json`, canary: 10 });
    expect(same.status).toBe(409);
    expect(await same.json()).toMatchObject({ error: 'ALREADY_LIVE', stored: false });
    const badShare = await dryRun('gallery', { manifestUrl: `${remote}/v3/mf-manifest.json`, canary: 100 });
    expect(badShare.status).toBe(400);
    expect(await badShare.json()).toMatchObject({ field: 'canary' });
    const badFlag = await dryRun('gallery', { manifestUrl: `${remote}/v3/mf-manifest.json`, dryRun: 'yes' });
    expect(badFlag.status).toBe(400);
    expect(await badFlag.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'dryRun', message: 'dryRun must be true or false' });
    expect((await dryRun('gallery', { manifestUrl: `${remote}/v3/mf-manifest.json` }, {})).status).toBe(401);
    expect(await history('gallery')).toEqual(before);
  });

  it('steps the running canary\'s share up in place: the same release id, a canary_step row with from and to', async () => {
    const started = await canaryOf('gallery', `${remote}/v3/mf-manifest.json`, 5);
    const res = await share('gallery', { percent: 25 });
    expect(res.status).toBe(201);
    const { release } = (await res.json()) as { release: Row };
    expect(release).toMatchObject({ action: 'canary_step', version: '3.0.0', live: false, canary: false, percent: 25, sourceId: started, by: 'oncall', details: { from: 5, to: 25 } });
    // The canary keeps its release id (the visitors in it stay in), at its new share.
    expect((await registry()).gallery?.canary).toMatchObject({ releaseId: started, percent: 25, version: '3.0.0' });
    expect((await registry()).gallery?.version).toBe('2.0.0');
    const [step, canary] = await rows('gallery');
    expect(step).toMatchObject({ id: release.id, action: 'canary_step' });
    expect(canary).toMatchObject({ id: started, action: 'canary', canary: true, percent: 25, details: null });
    // Down again by hand is a step too.
    expect(await (await share('gallery', { percent: 10, releaseId: started })).json()).toMatchObject({ release: { percent: 10, details: { from: 25, to: 10 } } });
  });

  it('refuses a bad share (400), the same share or another canary (409) and a missing token (401), storing nothing', async () => {
    const before = await history('gallery');
    for (const percent of [0, 101, 12.5, '25', undefined]) {
      const res = await share('gallery', { percent });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'percent', message: 'percent must be a whole percent from 1 to 99 (100 promotes the canary)' });
    }
    expect(await (await share('gallery', { percent: 20, extra: 1 })).json()).toMatchObject({ error: 'INVALID_INPUT' });
    const same = await share('gallery', { percent: 10 });
    expect(same.status).toBe(409);
    expect(await same.json()).toMatchObject({ error: 'SAME_SHARE', stored: false });
    const other = await share('gallery', { percent: 50, releaseId: 999_999 });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ error: 'CANARY_CHANGED', message: expect.stringMatching(/^The canary of gallery is release #\d+ now, not #999999: nothing changed/) });
    expect((await share('gallery', { percent: 50 }, {})).status).toBe(401);
    expect((await share('gallery', { percent: 50 }, { authorization: 'Bearer nope' })).status).toBe(403);
    expect((await share('nope', { percent: 50 })).status).toBe(404);
    const none = await share('basket', { percent: 50 });
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ error: 'NO_CANARY' });
    expect(await history('gallery')).toEqual(before);
    // A dry run of a publish while the canary runs: refused as the publish would be.
    const running = await dryRun('gallery', { manifestUrl: `${remote}/v1/mf-manifest.json` });
    expect(running.status).toBe(409);
    expect(await running.json()).toMatchObject({ error: 'CANARY_RUNNING', stored: false });
  });

  it('promotes the canary at 100 %, the promote row saying from which share', async () => {
    const canary = (await registry()).gallery!.canary!;
    const res = await share('gallery', { percent: 100 });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ release: { action: 'promote', version: '3.0.0', live: true, sourceId: canary.releaseId, by: 'oncall', details: { from: 10, to: 100 } } });
    expect((await registry()).gallery).toMatchObject({ version: '3.0.0' });
    expect((await registry()).gallery).not.toHaveProperty('canary');
    expect(await (await share('gallery', { percent: 100 })).json()).toMatchObject({ error: 'NO_CANARY' });
  });

  it('steps automatically only the canary the watch judged, at the share it judged, once however many instances try', async () => {
    const started = await canaryOf('gallery', `${remote}/v2/mf-manifest.json`, 5);
    const record = { releaseId: started, from: 5, to: 25, figures: { canary: { views: 412 } } };
    const both = await Promise.all([0, 1].map(() => server.api.releases.stepAutomatically('gallery', record)));
    const stepped = both.filter((release) => release !== null);
    expect(stepped).toHaveLength(1);
    expect(stepped[0]).toMatchObject({ action: 'canary_step', percent: 25, by: AUTOMATIC_STEP_BY, details: { ...record, from: 5, to: 25 } });
    const count = (await history('gallery')).length;
    // A stale record (another share, another canary, or none): nothing, no error.
    expect(await server.api.releases.stepAutomatically('gallery', { ...record, from: 5, to: 50 })).toBeNull();
    expect(await server.api.releases.stepAutomatically('gallery', { ...record, releaseId: started - 1, from: 25, to: 50 })).toBeNull();
    expect(await server.api.releases.stepAutomatically('listing', { ...record, from: 25, to: 50 })).toBeNull();
    expect(await history('gallery')).toHaveLength(count);
    // The last step promotes, by the watch, with its record.
    const promoted = await server.api.releases.stepAutomatically('gallery', { ...record, from: 25, to: 100 });
    expect(promoted).toMatchObject({ action: 'promote', live: true, sourceId: started, by: AUTOMATIC_STEP_BY, details: { releaseId: started, from: 25, to: 100 } });
    expect(await server.api.releases.stepAutomatically('gallery', { ...record, from: 25, to: 100 })).toBeNull();
  });
});

describe('releases on a deployment without RELEASE_TOKEN', () => {
  let readOnly: TestServer;
  beforeAll(async () => {
    readOnly = await startTestServer({ api: { releases: { token: undefined, shell: SHELL } } });
  });
  afterAll(() => readOnly.close());

  it('answers writes with 503 read-only, and reads as usual', async () => {
    const res = await readOnly.client().postJson('/_api/releases/gallery/publish', { manifestUrl: `${remote}/v1/mf-manifest.json` }, auth);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'RELEASES_READ_ONLY', message: 'Releases are read-only on this deployment (RELEASE_TOKEN is not set).' });
    expect((await readOnly.client().postJson('/_api/releases/gallery/rollback', {}, auth)).status).toBe(503);
    expect(await (await readOnly.client().get('/_api/releases')).json()).toEqual({ remotes: {} });
  });
});
