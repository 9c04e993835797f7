// pnpm remotes: the CLI run as a process against a stand-in storefront on port 0.
const { execFile } = require('node:child_process');
const http = require('node:http');
const path = require('node:path');

const CLI = path.join(__dirname, 'remotes-cli.mjs');
let server;
let base;
const requests = [];

const release = (id, version, extra = {}) => ({ id, remote: 'gallery', manifestUrl: `https://cdn.test/gallery/${version}/mf-manifest.json`, version, contract: '1.0.0', action: 'publish', sourceId: null, by: 'ci', at: '2026-11-25T10:00:00.000Z', live: false, ...extra });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, auth: req.headers.authorization, body: body ? JSON.parse(body) : null });
      const json = (status, value) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.url === '/remotes.json') return json(200, { remotes: { gallery: { manifest: 'https://cdn.test/gallery/2.0.0/mf-manifest.json' }, basket: { manifest: 'http://localhost:3005/mf-manifest.json' } } });
      if (req.url === '/_api/releases') return json(200, { remotes: { gallery: { manifest: 'https://cdn.test/gallery/2.0.0/mf-manifest.json', version: '2.0.0', contract: '1.0.0', releaseId: 2, since: '2026-11-25T10:05:00.000Z', by: 'ci@example.com' } } });
      if (req.url === '/_api/releases/gallery/history') return json(200, { releases: [release(2, '2.0.0', { live: true }), release(1, '1.0.0')] });
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
  expect(stdout).toContain('  before:\n    #1 1.0.0 (contract 1.0.0) publish by ci at 2026-11-25 10:00:00Z  https://cdn.test/gallery/1.0.0/mf-manifest.json');
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
