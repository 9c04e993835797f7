// The release registry from a test: the same command line a widget team uses
// (`pnpm remotes ...`, tooling/scripts/remotes-cli.mjs) against the composed
// site, with the release token the test server runs with (playwright.config.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';

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
