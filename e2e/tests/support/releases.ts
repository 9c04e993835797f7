// The release registry from a test: the same command line a widget team uses
// (`pnpm remotes ...`, tooling/scripts/remotes-cli.mjs) against the composed
// site, with the release token the test server runs with (playwright.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { prepareReleaseFixtures, releaseFixturesBuilt } from '@storefront/tooling/release-fixtures';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const RELEASE_TOKEN = 'e2e-release-token';

/** Runs `pnpm remotes <args>`; its exit code and everything it printed. */
export function remotesCli(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'tooling/scripts/remotes-cli.mjs'), ...args], {
      env: { ...process.env, STOREFRONT_URL: 'http://localhost:3000', RELEASE_TOKEN, RELEASE_ACTOR: 'e2e@releases' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

/**
 * The release fixtures' gallery builds (@storefront/tooling/release-fixtures):
 * built by the test command's build stage, or here when run alone after a plain build.
 */
export async function buildReleaseFixtures(): Promise<void> {
  if (releaseFixturesBuilt()) return;
  for (const dir of prepareReleaseFixtures()) await run(path.join(ROOT, 'node_modules/.bin/webpack'), ['--config', 'webpack.config.mjs'], dir, { NODE_ENV: 'production' });
}

/** Serves a built remote's dist/ on a port of its own, once its manifest answers; the process, to kill after. */
export async function serveBuild(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'tooling/scripts/serve-static.mjs'), path.join(dir, 'dist'), '--port', String(port)], { stdio: 'ignore' });
  try {
    await expect.poll(async () => (await fetch(`http://localhost:${port}/mf-manifest.json`).catch(() => null))?.status ?? 0, { timeout: 20_000 }).toBe(200);
  } catch (error) {
    child.kill();
    throw error;
  }
  return child;
}
