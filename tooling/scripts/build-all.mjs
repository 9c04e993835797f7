#!/usr/bin/env node
// Builds the shell and every remote (and the e2e fixture remote), two at a
// time on this 2-core machine, printing progress as each one finishes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REMOTES } from './remotes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const webpackBin = path.join(root, 'node_modules/.bin/webpack');

export const BUILD_TARGETS = [
  'shell',
  ...REMOTES.map((r) => r.dir),
  'e2e/fixtures/broken-remote',
];

function build(dir) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(webpackBin, ['--config', 'webpack.config.mjs'], {
      cwd: path.resolve(root, dir),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) resolve(secs);
      else reject(new Error(`${dir} failed to build (exit ${code}):\n${output}`));
    });
  });
}

/** The event catalogue as JSON Schema: shared-contracts/dist/events.schema.json (issue 21). */
function eventSchema() {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/event-schema.ts'], { cwd: path.join(root, 'shared-contracts'), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(`event schema failed (exit ${code}):\n${output}`))));
  });
}

export async function buildAll(targets = BUILD_TARGETS, concurrency = Number(process.env.BUILD_CONCURRENCY ?? 2)) {
  console.log(`  ${await eventSchema()}`);
  const queue = [...targets];
  let done = 0;
  const started = Date.now();
  console.log(`Building ${targets.length} packages (${concurrency} at a time)…`);
  const worker = async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      const secs = await build(dir);
      done += 1;
      console.log(`  [${done}/${targets.length}] ${dir} built in ${secs}s`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  console.log(`All built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const only = args.filter((arg) => !arg.startsWith('--'));
  const targets = only.length ? only : [...BUILD_TARGETS];
  // The test command also builds the releases suites' galleries (release-fixtures.mjs).
  if (args.includes('--release-fixtures')) {
    const { prepareReleaseFixtures } = await import('./release-fixtures.mjs');
    targets.push(...prepareReleaseFixtures().map((dir) => path.relative(root, dir)));
  }
  buildAll(targets).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
