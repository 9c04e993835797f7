// pnpm remotes: the CLI run as a process against a stand-in storefront on port 0.
const { execFile } = require('node:child_process');
const http = require('node:http');
const path = require('node:path');

const CLI = path.join(__dirname, 'remotes-cli.mjs');
let server;
let base;
const requests = [];

const release = (id, version, extra = {}) => ({ id, remote: 'gallery', manifestUrl: `https://cdn.test/gallery/${version}/mf-manifest.json`, version, contract: '1.0.0', action: 'publish', sourceId: null, by: 'ci', at: '2026-11-25T10:00:00.000Z', live: false, ...extra });

/** The canary watch's record of an automatic rollback, as the history serves it (api/src/releases/health AutomaticRollback). */
const automaticDetails = {
  kind: 'canary',
  remote: 'gallery',
  releaseId: 5,
  comparedWithReleaseId: 2,
  window: { from: '2026-11-25T10:40:00.000Z', to: '2026-11-25T10:55:00.000Z' },
  comparedWindow: { from: '2026-11-25T10:40:00.000Z', to: '2026-11-25T10:55:00.000Z' },
  reasons: ['failure rate 4.80 % against 0.50 % live (more than 2.00 % worse; p = 1e-9 ≤ 0.00002778)'],
  figures: {
    canary: { views: 250, failures: 12, failureRate: 0.048 },
    live: { views: 4750, failures: 24, failureRate: 0.005 },
    failures: { fired: true },
    lcp: { fired: false, canaryP75: 2600, liveP75: 2500 },
    inp: { fired: false, canaryP75: null, liveP75: 180 },
  },
};

/** The canary watch's record of a share step (api/src/releases/health ShareStep). */
const stepDetails = { remote: 'gallery', releaseId: 7, from: 5, to: 25, figures: { canary: { views: 412, failureRate: 0.0049 }, live: { views: 5120, failureRate: 0.005 } } };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, auth: req.headers.authorization, body: body ? JSON.parse(body) : null });
      const json = (status, value) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.url === '/remotes.json') return json(200, { remotes: { gallery: { manifest: 'https://cdn.test/gallery/2.0.0/mf-manifest.json' }, basket: { manifest: 'http://localhost:3005/mf-manifest.json' } } });
      const canary = { manifest: 'https://cdn.test/gallery/3.0.0/mf-manifest.json', version: '3.0.0', contract: '1.0.0', releaseId: 7, percent: 10, since: '2026-11-25T11:00:00.000Z', by: 'team@example.com' };
      if (req.url === '/_api/releases') return json(200, { remotes: { gallery: { manifest: 'https://cdn.test/gallery/2.0.0/mf-manifest.json', version: '2.0.0', contract: '1.0.0', releaseId: 2, since: '2026-11-25T10:05:00.000Z', by: 'ci@example.com', canary } } });
      if (req.url === '/_api/releases/gallery/history')
        return json(200, {
          releases: [
            release(9, '3.0.0', { action: 'canary_step', sourceId: 7, percent: 10, by: 'oncall', details: { from: 25, to: 10 } }),
            release(8, '3.0.0', { action: 'canary_step', sourceId: 7, percent: 25, by: 'automatic step', details: stepDetails }),
            release(7, '3.0.0', { action: 'canary', canary: true, percent: 10 }),
            release(6, '2.9.0', { action: 'canary_rollback', sourceId: 5, percent: 5, by: 'automatic rollback', details: automaticDetails }),
            release(5, '2.9.0', { action: 'canary', percent: 5 }),
            release(4, '2.5.0', { action: 'canary_rollback', sourceId: 3, percent: 50 }),
            release(3, '2.5.0', { action: 'canary', percent: 50 }),
            release(2, '2.0.0', { live: true }),
            release(10, '2.0.0', { action: 'promote', sourceId: 1, by: 'automatic step', details: { ...stepDetails, from: 50, to: 100 } }),
            release(1, '1.0.0'),
          ],
        });
      const asked = body ? JSON.parse(body) : {};
      if (req.url === '/_api/releases/gallery/publish' && asked.dryRun === true) {
        if (req.headers.authorization !== 'Bearer t0ken') return json(401, { error: 'RELEASE_TOKEN_REQUIRED', message: 'Send the release token: Authorization: Bearer <RELEASE_TOKEN>.' });
        if (asked.manifestUrl.includes('/contract2/')) return json(422, { error: 'RELEASE_REFUSED', message: 'refused', problems: ['It was built against shared-contracts 2.0.0, but the shell runs 1.0.0: major 2 is not 1.'], stored: false });
        const version = /\/(\d+\.\d+\.\d+)\//.exec(asked.manifestUrl)?.[1] ?? '0.0.0';
        const live = { releaseId: 2, version: '2.0.0', manifestUrl: 'https://cdn.test/gallery/2.0.0/mf-manifest.json' };
        return json(200, { ok: true, wouldPublish: { remote: 'gallery', manifestUrl: asked.manifestUrl, version, contract: '1.0.0', events: { emits: [], listens: [] }, action: asked.canary ? 'canary' : 'publish', percent: asked.canary ?? null, live } });
      }
      if (req.url === '/_api/releases/gallery/canary') {
        if (asked.percent === 100) return json(201, { release: release(11, '3.0.0', { action: 'promote', sourceId: 7, live: true, details: { from: 25, to: 100 } }) });
        return json(201, { release: release(11, '3.0.0', { action: 'canary_step', sourceId: 7, percent: asked.percent, details: { from: 10, to: asked.percent } }) });
      }
      if (req.url === '/_api/releases/listing/canary') return json(409, { error: 'NO_CANARY', message: 'listing has no canary running (start one with pnpm remotes publish listing <manifest-url> --canary <percent>).', stored: false });
      if (req.url === '/_api/releases/gallery/publish' && body && JSON.parse(body).canary !== undefined) {
        if (JSON.parse(body).canary === 20) return json(409, { error: 'CANARY_RUNNING', message: 'gallery has a canary running already (release #5, 3.0.0 for 10 % of visitors, since 2026-11-25T11:00:00.000Z): promote it or roll it back first (pnpm remotes promote|rollback gallery).', stored: false });
        return json(201, { release: release(6, '3.1.0', { action: 'canary', canary: true, percent: JSON.parse(body).canary }) });
      }
      if (req.url === '/_api/releases/gallery/promote') return json(201, { release: release(7, '3.1.0', { action: 'promote', sourceId: 6, live: true }) });
      if (req.url === '/_api/releases/listing/rollback') return json(201, { release: { ...release(8, '4.0.0', { action: 'canary_rollback', sourceId: 7, percent: 5 }), remote: 'listing' } });
      if (req.url === '/_api/releases/gallery/publish') {
        if (req.headers.authorization !== 'Bearer t0ken') return json(401, { error: 'RELEASE_TOKEN_REQUIRED', message: 'Send the release token: Authorization: Bearer <RELEASE_TOKEN>.' });
        const problems = ['It was built against shared-contracts 2.0.0, but the shell runs 1.0.0: major 2 is not 1.'];
        return json(422, { error: 'RELEASE_REFUSED', message: problems[0], problems, stored: false });
      }
      if (req.url === '/_api/releases/gallery/rollback') return json(201, { release: release(3, '1.0.0', { action: 'rollback', sourceId: 1, live: true }) });
      res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function run(args, env = {}) {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH, STOREFRONT_URL: base, RELEASE_ACTOR: 'tester', ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? error.code : 0, stdout, stderr }),
    );
  });
}

it('lists what is live, since when, who published it and the releases before', async () => {
  const { code, stdout } = await run(['list']);
  expect(code).toBe(0);
  expect(stdout).toContain('basket\n  live: the default, http://localhost:3005/mf-manifest.json (never published)');
  expect(stdout).toMatch(/gallery\n {2}live: 2\.0\.0 \(contract 1\.0\.0\) since 2026-11-25 10:05:00Z \(.+ ago\), published by ci@example\.com, release #2/);
  expect(stdout).toContain('    #1 1.0.0 (contract 1.0.0) publish by ci at 2026-11-25 10:00:00Z  https://cdn.test/gallery/1.0.0/mf-manifest.json');
});

it('lists a running canary with its share and age, and the canary steps of the history', async () => {
  const { code, stdout } = await run(['list']);
  expect(code).toBe(0);
  expect(stdout).toMatch(/ {2}live: 2\.0\.0 .*\n {8}https:\/\/cdn\.test\/gallery\/2\.0\.0\/mf-manifest\.json\n {2}canary: 3\.0\.0 \(contract 1\.0\.0\) for 10 % of visitors since 2026-11-25 11:00:00Z \(.+ ago\), by team@example\.com, release #7\n {8}https:\/\/cdn\.test\/gallery\/3\.0\.0\/mf-manifest\.json\n/);
  expect(stdout).toContain('    #4 2.5.0 (contract 1.0.0) rollback of canary #3 by ci');
  expect(stdout).toContain('    #3 2.5.0 (contract 1.0.0) canary for 50 % by ci');
  // The canary watch's rollback, with its short reason.
  expect(stdout).toContain('\n    #6 2.9.0 (contract 1.0.0) automatic rollback of canary #5: failure rate 4.8 % vs 0.5 % by automatic rollback at 2026-11-25 10:00:00Z');
  // The running canary is shown above, not among the earlier ones.
  expect(stdout).not.toContain('#7 3.0.0');
});

it('lists the share steps of a canary, by hand and by the canary watch, and an automatic promote', async () => {
  const { code, stdout } = await run(['list']);
  expect(code).toBe(0);
  expect(stdout).toContain('  before:\n    #9 3.0.0 (contract 1.0.0) canary #7 stepped 25 → 10 % by oncall at 2026-11-25 10:00:00Z');
  expect(stdout).toContain('    #8 3.0.0 (contract 1.0.0) canary #7 stepped 5 → 25 % (automatic: healthy, 412 views, failure rate 0.49 % vs 0.5 %) by automatic step');
  expect(stdout).toContain('    #10 2.0.0 (contract 1.0.0) promote of canary #1 (automatic: healthy, 412 views, failure rate 0.49 % vs 0.5 %, stepped 50 → 100 %) by automatic step');
});

it('changes the running canary\'s share, promotes it at 100 %, and refuses a share that is not one before asking', async () => {
  const up = await run(['canary', 'gallery', '25'], { RELEASE_TOKEN: 't0ken' });
  expect(up.code).toBe(0);
  expect(up.stdout).toContain('The canary of gallery (3.0.0, release #7) goes from 10 % to 25 % of visitors from the next page load (history #11): every visitor in it stays in.');
  expect(requests.at(-1)).toMatchObject({ method: 'POST', url: '/_api/releases/gallery/canary', auth: 'Bearer t0ken', body: { percent: 25, by: 'tester' } });
  const down = await run(['canary', 'gallery', '5%'], { RELEASE_TOKEN: 't0ken' });
  expect(down.stdout).toContain('goes from 10 % to 5 % of visitors from the next page load (history #11): visitors above the new share go back to the live release.');
  const all = await run(['canary', 'gallery', '100'], { RELEASE_TOKEN: 't0ken' });
  expect(all.code).toBe(0);
  expect(all.stdout).toContain('Promoted gallery 3.0.0 (canary #7) to everyone, now release #11');
  const none = await run(['canary', 'listing', '50'], { RELEASE_TOKEN: 't0ken' });
  expect(none.code).toBe(1);
  expect(none.stderr).toContain('Refused (409 NO_CANARY): listing has no canary running');
  const asked = requests.length;
  for (const share of ['0', '101', '12.5', 'half']) {
    const bad = await run(['canary', 'gallery', share], { RELEASE_TOKEN: 't0ken' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`"${share}" is not a share: the canary's share is a whole percent from 1 to 99 (100 promotes it).`);
  }
  expect(requests.length).toBe(asked);
  expect((await run(['canary', 'gallery'])).code).toBe(2);
});

it('publish --dry-run asks the registry to check everything and publishes nothing', async () => {
  const before = requests.length;
  const { code, stdout } = await run(['publish', 'gallery', 'https://cdn.test/gallery/9.0.0/mf-manifest.json', '--canary', '10', '--dry-run'], { RELEASE_TOKEN: 't0ken' });
  expect(code).toBe(0);
  expect(stdout).toContain('The registry would publish gallery 9.0.0 (contract 1.0.0) as a canary for 10 % of visitors, beside the live 2.0.0 (release #2): every check passed.');
  expect(stdout).toContain('Dry run: nothing was published.');
  expect(requests.slice(before)).toEqual([expect.objectContaining({ method: 'POST', url: '/_api/releases/gallery/publish', body: expect.objectContaining({ dryRun: true, canary: 10 }) })]);
  const refused = await run(['publish', 'gallery', 'https://cdn.test/contract2/mf-manifest.json', '--dry-run'], { RELEASE_TOKEN: 't0ken' });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('Refused (422 RELEASE_REFUSED):\n  - It was built against shared-contracts 2.0.0');
});

it('publishes a canary with its share, promotes it, and rolls back a canary', async () => {
  const started = await run(['publish', 'gallery', 'https://cdn.test/gallery/3.1.0/mf-manifest.json', '--canary', '25'], { RELEASE_TOKEN: 't0ken' });
  expect(started.code).toBe(0);
  expect(started.stdout).toContain('Published gallery 3.1.0 (contract 1.0.0) as a canary for 25 % of visitors, release #6');
  expect(requests.at(-1)).toMatchObject({ method: 'POST', url: '/_api/releases/gallery/publish', auth: 'Bearer t0ken', body: { manifestUrl: 'https://cdn.test/gallery/3.1.0/mf-manifest.json', canary: 25, by: 'tester' } });
  // The flag may come first, and the share may say %.
  expect((await run(['publish', '--canary', '5%', 'gallery', 'https://cdn.test/gallery/3.1.0/mf-manifest.json'], { RELEASE_TOKEN: 't0ken' })).code).toBe(0);
  expect(requests.at(-1)?.body).toMatchObject({ canary: 5 });

  const promoted = await run(['promote', 'gallery'], { RELEASE_TOKEN: 't0ken' });
  expect(promoted.code).toBe(0);
  expect(promoted.stdout).toContain('Promoted gallery 3.1.0 (canary #6) to everyone, now release #7');
  expect(requests.at(-1)).toMatchObject({ method: 'POST', url: '/_api/releases/gallery/promote', body: { by: 'tester' } });

  const ended = await run(['rollback', 'listing'], { RELEASE_TOKEN: 't0ken' });
  expect(ended.code).toBe(0);
  expect(ended.stdout).toContain('Rolled back the canary of listing (4.0.0, release #7): every visitor on the live release');
});

it('prints a second canary refused, and refuses a share that is not a whole percent before asking', async () => {
  const second = await run(['publish', 'gallery', 'https://cdn.test/gallery/3.2.0/mf-manifest.json', '--canary', '20'], { RELEASE_TOKEN: 't0ken' });
  expect(second.code).toBe(1);
  expect(second.stderr).toContain('Refused (409 CANARY_RUNNING): gallery has a canary running already (release #5');
  expect(second.stderr).toContain('Nothing was changed');
  const asked = requests.length;
  for (const share of ['0', '100', '12.5', 'half']) {
    const bad = await run(['publish', 'gallery', 'https://cdn.test/x/mf-manifest.json', '--canary', share], { RELEASE_TOKEN: 't0ken' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`"${share}" is not a share: --canary takes a whole percent from 1 to 99`);
  }
  expect(requests.length).toBe(asked);
  const usage = await run(['publish', 'gallery', 'https://cdn.test/x/mf-manifest.json', '--canary']);
  expect(usage.code).toBe(2);
  expect(usage.stderr).toContain('pnpm remotes promote <remote>');
});

it('prints a refused publish with each problem, and exits 1', async () => {
  const { code, stderr } = await run(['publish', 'gallery', 'https://cdn.test/gallery/9/mf-manifest.json'], { RELEASE_TOKEN: 't0ken' });
  expect(code).toBe(1);
  expect(stderr).toContain('Refused (422 RELEASE_REFUSED):\n  - It was built against shared-contracts 2.0.0');
  expect(stderr).toContain('Nothing was changed');
  expect(requests.at(-1)).toMatchObject({ method: 'POST', auth: 'Bearer t0ken', body: { manifestUrl: 'https://cdn.test/gallery/9/mf-manifest.json', by: 'tester' } });
});

it('says to set RELEASE_TOKEN when the site asks for it', async () => {
  const { code, stderr } = await run(['publish', 'gallery', 'https://cdn.test/x/mf-manifest.json']);
  expect(code).toBe(1);
  expect(stderr).toContain('Set RELEASE_TOKEN');
});

it('rolls back and says to what', async () => {
  const { code, stdout } = await run(['rollback', 'gallery'], { RELEASE_TOKEN: 't0ken' });
  expect(code).toBe(0);
  expect(stdout).toContain('Rolled gallery back to 1.0.0 (release #1), now release #3');
});

it('explains a storefront it cannot reach, and wrong usage', async () => {
  const closed = http.createServer();
  await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${closed.address().port}`;
  await new Promise((resolve) => closed.close(resolve));
  const down = await run(['list'], { STOREFRONT_URL: url });
  expect(down.code).toBe(1);
  expect(down.stderr).toContain(`Cannot reach the storefront at ${url} (ECONNREFUSED). Is it running?`);
  const usage = await run(['publish', 'gallery']);
  expect(usage.code).toBe(2);
  expect(usage.stderr).toContain('pnpm remotes publish <remote> <manifest-url>');
});

it('publishes with --verify only what verifies: a site that lets no browser load the candidate publishes nothing', async () => {
  const before = requests.length;
  const { code, stdout, stderr } = await run(['publish', 'gallery', 'https://cdn.test/gallery/9.0.0/mf-manifest.json', '--verify'], { RELEASE_TOKEN: 't0ken' });
  expect(code).toBe(1);
  expect(stdout).toContain('The registry would publish gallery 9.0.0 (contract 1.0.0) for everyone, replacing the live 2.0.0 (release #2): every check passed.');
  expect(stderr).toContain('Not published: gallery from https://cdn.test/gallery/9.0.0/mf-manifest.json did not verify; what was live stays live.');
  // Only the registry's dry run was posted.
  expect(requests.slice(before).filter((r) => r.method === 'POST').map((r) => r.body.dryRun)).toEqual([true]);
});

it('publishes with --verify nothing the registry refuses, without spending the smoke tests on it', async () => {
  const before = requests.length;
  const { code, stderr } = await run(['publish', 'gallery', 'https://cdn.test/contract2/mf-manifest.json', '--verify'], { RELEASE_TOKEN: 't0ken' });
  expect(code).toBe(1);
  expect(stderr).toContain('Refused (422 RELEASE_REFUSED):\n  - It was built against shared-contracts 2.0.0');
  expect(stderr).toContain('Not published: the registry refuses gallery from https://cdn.test/contract2/mf-manifest.json, so the smoke tests were not run; what was live stays live.');
  // The dry run only: the verification (which starts by reading /remotes.json) never began.
  expect(requests.slice(before)).toEqual([expect.objectContaining({ method: 'POST', body: expect.objectContaining({ dryRun: true }) })]);
});

it('verifies a candidate on its own, and says when it cannot', async () => {
  const { code, stderr } = await run(['verify', 'gallery', 'https://cdn.test/gallery/9.0.0/mf-manifest.json']);
  expect(code).toBe(3);
  expect(stderr).toMatch(/cdn\.test/);
});

it('status asks the field health of the remote with the release token', async () => {
  const before = requests.length;
  const { code, stderr } = await run(['status', 'gallery'], { RELEASE_TOKEN: 't0ken' });
  // The stand-in has no field health: the answer says so, and the token went with the question.
  expect(code).toBe(1);
  expect(stderr).toContain('/_api/field/health/gallery answered 404');
  expect(requests.slice(before)[0]).toMatchObject({ method: 'GET', url: '/_api/field/health/gallery', auth: 'Bearer t0ken' });
});
