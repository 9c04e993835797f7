/**
 * @jest-environment node
 */
// A remote's canary in the documents (issue 63): every document carries the
// live release and the canary with its share, the same for every visitor
// (the browser chooses, registry/canary.ts), the CSP allows both origins, and
// the manifest of a remote with a canary is not preloaded (which one loads is
// the browser's choice).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHELL_SLOT_MODULES } from '@storefront/shared-contracts';
import { testApiOptions } from '@storefront/api/testing/database';
import { createShellServer } from './app';
import { bootOf, type TestShell } from './testing/shell';

jest.setTimeout(90_000);

const TOKEN = 'canary-test-token';
const SHELL = { contract: '1.0.0', sharedVersions: {} };
const PRODUCT = '/product/midi-wrap-dress-navy-10001';

/** A gallery manifest of this version, as a build writes it (the parts the publish checks). */
const galleryManifest = (version: string) => ({
  id: 'gallery',
  name: 'gallery',
  metaData: { name: 'gallery', buildInfo: { buildVersion: version }, storefront: { contract: '1.0.0', events: { emits: [], listens: [] } } },
  exposes: SHELL_SLOT_MODULES.gallery.map((name) => ({ id: `gallery:${name}`, name, path: `./${name}` })),
  shared: [],
});

/** Serves one gallery version's manifest; its origin. */
async function serveGallery(version: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify(galleryManifest(version))));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let shell: TestShell;
let live: { server: Server; origin: string };
let canary: { server: Server; origin: string };

beforeAll(async () => {
  live = await serveGallery('1.0.0');
  canary = await serveGallery('1.1.0');
  shell = await createShellServer({ clientAssetsOptional: true, api: { ...(await testApiOptions()), releases: { token: TOKEN, shell: SHELL } } });
});

afterAll(async () => {
  await shell?.close();
  for (const { server } of [live, canary]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const write = (path: string, body: object) =>
  shell.inject({ method: 'POST', url: `/_api/releases/gallery/${path}`, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, payload: JSON.stringify({ by: 'test', ...body }) });

/** A document once the shell has read the releases again (at most 2 s old). */
async function documentWhere(ready: (html: string) => boolean, cookie?: string) {
  for (let tries = 0; ; tries++) {
    const res = await shell.inject({ method: 'GET', url: PRODUCT, ...(cookie ? { headers: { cookie } } : {}) });
    if (ready(res.body) || tries > 30) return res;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('carries the live release and the canary with its share, the same document for every visitor', async () => {
  expect((await write('publish', { manifestUrl: `${live.origin}/mf-manifest.json` })).statusCode).toBe(201);
  const started = await write('publish', { manifestUrl: `${canary.origin}/mf-manifest.json`, canary: 30 });
  expect(started.statusCode).toBe(201);
  const canaryId = started.json<{ release: { id: number } }>().release.id;

  const res = await documentWhere((html) => bootOf(html).registry.remotes.gallery?.canary !== undefined, 'sf_rvid=visitor-aaaaaaaa');
  const gallery = bootOf(res.body).registry.remotes.gallery!;
  expect(gallery).toMatchObject({ manifest: `${live.origin}/mf-manifest.json`, version: '1.0.0', releaseId: canaryId - 1 });
  expect(gallery.canary).toEqual({ manifest: `${canary.origin}/mf-manifest.json`, version: '1.1.0', contract: '1.0.0', releaseId: canaryId, percent: 30, since: expect.any(String) });
  // Who published stays in the api.
  expect(JSON.stringify(bootOf(res.body).registry)).not.toContain('"by"');

  // Another visitor, or none: the same registry, and the server sets no canary cookie (the browser does).
  const other = await shell.inject({ method: 'GET', url: PRODUCT, headers: { cookie: 'sf_rvid=visitor-bbbbbbbb' } });
  expect(bootOf(other.body).registry).toEqual(bootOf(res.body).registry);
  expect(String(other.headers['set-cookie'] ?? '')).not.toContain('sf_rvid');

  // Both origins may be fetched; both are opened early; neither gallery manifest is preloaded.
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${live.origin}[^;]*${canary.origin}`));
  expect(res.body).toContain(`<link rel="preconnect" href="${canary.origin}"`);
  expect(res.body).not.toContain(`"href":"${live.origin}/mf-manifest.json"`);
  expect(res.body).not.toContain(`"href":"${canary.origin}/mf-manifest.json"`);

  // /remotes.json serves the same registry.
  expect((await shell.inject({ method: 'GET', url: '/remotes.json' })).json<{ remotes: Record<string, unknown> }>().remotes.gallery).toEqual(gallery);
});

it('carries the promoted release alone after a promote, and the live one alone after a rollback', async () => {
  expect((await write('promote', {})).statusCode).toBe(201);
  const promoted = await documentWhere((html) => bootOf(html).registry.remotes.gallery?.version === '1.1.0');
  expect(bootOf(promoted.body).registry.remotes.gallery).not.toHaveProperty('canary');
  expect(promoted.body).toContain(`"href":"${canary.origin}/mf-manifest.json"`);

  expect((await write('rollback', {})).statusCode).toBe(201);
  const back = await documentWhere((html) => bootOf(html).registry.remotes.gallery?.version === '1.0.0');
  expect(bootOf(back.body).registry.remotes.gallery).toMatchObject({ manifest: `${live.origin}/mf-manifest.json` });
});
