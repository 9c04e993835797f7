/**
 * @jest-environment node
 */
// The built client under /static/: each file as built, its compressed copy
// when the browser takes it, hashed files cached for good and the rest
// checked each time; nothing else, and no other spelling of a file's name.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startTestShell, type TestShell } from './testing/shell';

jest.setTimeout(90_000);

const clientDir = mkdtempSync(join(tmpdir(), 'sf-client-'));
const main = 'console.log("the shell");'.repeat(20);
writeFileSync(join(clientDir, 'main.js'), main);
writeFileSync(join(clientDir, 'main.js.br'), brotliCompressSync(main));
writeFileSync(join(clientDir, 'route-bag.1a2b3c4d.js'), 'console.log("the bag");');
mkdirSync(join(clientDir, 'fonts'));
writeFileSync(join(clientDir, 'fonts', 'body.woff2'), 'font');
writeFileSync(join(clientDir, 'assets.json'), JSON.stringify({ main: ['main.js'], 'route-bag': ['route-bag.1a2b3c4d.js'] }));

let shell: TestShell;
beforeAll(async () => {
  shell = await startTestShell({ clientDir });
});
afterAll(() => shell.close());

const get = (url: string, headers: Record<string, string> = {}) => shell.inject({ method: 'GET', url, headers });

it('serves the entry brotli-compressed as built when the browser takes it, and checked again each time', async () => {
  const res = await get('/static/main.js', { 'accept-encoding': 'br' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.rawPayload).toEqual(brotliCompressSync(main));
});

it('serves a hashed chunk to be cached for good, and a file in a folder', async () => {
  const chunk = await get('/static/route-bag.1a2b3c4d.js');
  expect(chunk.statusCode).toBe(200);
  expect(chunk.body).toBe('console.log("the bag");');
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await get('/static/fonts/body.woff2')).statusCode).toBe(200);
});

it('answers 404 for a file that is not there, or another spelling of one that is', async () => {
  expect((await get('/static/missing.js')).statusCode).toBe(404);
  expect((await get('/static/MAIN.JS')).statusCode).toBe(404);
  expect((await get('/static/../package.json')).statusCode).toBe(404);
});

it('puts the entry the client lists in every document', async () => {
  const res = await get('/');
  expect(res.body).toContain('/static/main.js');
});

it('starts without a built client, as the server tests do before the build, and serves no file', async () => {
  const bare = await startTestShell({ clientDir: join(tmpdir(), `sf-no-client-${process.pid}`) });
  try {
    expect((await bare.inject({ method: 'GET', url: '/static/main.js' })).statusCode).toBe(404);
    expect((await bare.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  } finally {
    await bare.close();
  }
});
