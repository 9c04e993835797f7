// The site a benchmark measures (bench:web, bench:load): the composed site on
// :3000 started from the build (or BENCH_BUILD=1: built first), and a wait
// until the api's start-up work is done.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const ORIGIN = 'http://localhost:3000';

export async function up(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the site with the bench pages (/_bench/plain) and `env`; reuses one
 * already running with them. Returns the process to stop, or null when reused.
 */
export async function startSite(env = {}) {
  if (await up(`${ORIGIN}/remotes.json`)) {
    if (!(await up(`${ORIGIN}/_bench/plain`))) throw new Error('A site is already running on :3000 without STOREFRONT_BENCH_PAGES=1: stop it first.');
    return null;
  }
  const child = spawn(process.execPath, [path.join(root, 'tooling/scripts/start.mjs'), ...(process.env.BENCH_BUILD ? [] : ['--no-build'])], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, STOREFRONT_BENCH_PAGES: '1', ...env },
  });
  const deadline = Date.now() + 180_000;
  while (!(await up(`${ORIGIN}/remotes.json`))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the site did not start (run pnpm build first)');
    await new Promise((r) => setTimeout(r, 500));
  }
  return child;
}

/**
 * Waits until the api's start-up work is done: on a first start it renders
 * the product images and makes the video clips in the background for
 * minutes, and a page measured meanwhile shares the two cores with it
 * (runs read several times their figure). GET /_api/health lists that work
 * as `warming`; an api that does not report it counts as idle.
 */
export async function apiIdle() {
  const deadline = Date.now() + 20 * 60_000;
  let told = '';
  for (;;) {
    const warming = await fetch(`${ORIGIN}/_api/health`)
      .then((res) => res.json())
      .then((body) => (Array.isArray(body?.warming) ? body.warming : []), () => []);
    if (!warming.length) return;
    if (Date.now() > deadline) throw new Error(`the api's start-up work (${warming.join(', ')}) is still running after 20 minutes`);
    const now = warming.join(', ');
    if (now !== told) console.log(`Waiting for the api's start-up work to finish: ${now}`);
    told = now;
    await new Promise((r) => setTimeout(r, 2000));
  }
}
