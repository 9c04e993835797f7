#!/usr/bin/env node
// Builds everything, then serves the composed site: each remote from its
// own port like an independent deployment, and the shell (with the api
// embedded) on http://localhost:3000. Ctrl-C stops them all.
//   --no-build        serve the existing builds
//   --with-fixtures   also serve the e2e fixture remote (port 3009) and turn the
//                     api's test knobs on (STOREFRONT_TEST_KNOBS=1: the stock_override cookie)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll } from './build-all.mjs';
import { REMOTES, SHELL_PORT } from './remotes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const args = new Set(process.argv.slice(2));
const children = [];

function run(name, command, argv, options = {}) {
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options, env: { ...process.env, ...options.env } });
  const prefix = (line) => (line ? `[${name}] ${line}` : '');
  child.stdout.on('data', (d) => process.env.VERBOSE && process.stdout.write(String(d).split('\n').map(prefix).join('\n')));
  child.stderr.on('data', (d) => process.stderr.write(String(d).split('\n').map(prefix).filter(Boolean).join('\n') + '\n'));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the site.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  if (!args.has('--no-build')) await buildAll();
  const serveStatic = path.join(root, 'tooling/scripts/serve-static.mjs');
  const remotes = [...REMOTES];
  if (args.has('--with-fixtures')) remotes.push({ name: 'broken', dir: 'e2e/fixtures/broken-remote', port: 3009 });
  for (const r of remotes) run(r.name, process.execPath, [serveStatic, path.join(root, r.dir, 'dist'), '--port', String(r.port)]);
  await Promise.all(remotes.map((r) => waitFor(`http://127.0.0.1:${r.port}/mf-manifest.json`)));
  console.log('Starting the shell and the api (first start generates product images)…');
  run('shell', process.execPath, ['--import', 'tsx', path.join(root, 'shell/src/server/main.ts')], {
    cwd: path.join(root, 'shell'),
    // React's production build on the server: the development one checks every
    // element and keeps a stack per component, and rendered pages at about half
    // the rate. The flags' environment stays this local site's own (development:
    // no experiment splits), not NODE_ENV's (docs/flags-and-experiments.md).
    env: {
      PORT: String(SHELL_PORT),
      NODE_ENV: process.env.NODE_ENV || 'production',
      STOREFRONT_ENV: process.env.STOREFRONT_ENV || 'development',
      ...(args.has('--with-fixtures') ? { STOREFRONT_TEST_KNOBS: '1' } : {}),
    },
  });
  await waitFor(`http://127.0.0.1:${SHELL_PORT}/remotes.json`, 120_000);
  console.log('\nThe storefront is up:');
  console.log(`  site          http://localhost:${SHELL_PORT}`);
  for (const r of remotes) console.log(`  ${r.name.padEnd(13)} http://localhost:${r.port}/mf-manifest.json`);
  console.log(`  fascias       ?fascia=burton | coast | wallis | oasis | dorothyperkins (or http://coast.localhost:${SHELL_PORT})`);
  console.log('Press Ctrl-C to stop.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
