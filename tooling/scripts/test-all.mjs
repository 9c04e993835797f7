#!/usr/bin/env node
// Runs every test: typecheck, lint, unit and widget tests (jest), the build,
// then the Playwright suites over the composed site in Debian's Chromium.
// Prints one closing line "N passed, N failed".
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0 };
const started = Date.now();

function ensureChromium() {
  if (fs.existsSync(chromium)) return;
  if (process.getuid?.() === 0) {
    console.log('Installing Chromium from Debian (apt-get)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    return;
  }
  throw new Error(`Chromium is missing at ${chromium}: run "sudo apt-get install -y chromium" (Debian) or set CHROMIUM_PATH.`);
}

function step(name, command, args, { parse, env = {} } = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: parse ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env }, maxBuffer: 256 * 1024 * 1024 });
  if (parse) {
    const out = `${result.stdout ?? ''}${result.stderr ?? ''}`;
    process.stdout.write(out);
    parse(out);
  }
  const secs = ((Date.now() - t0) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`=== ${name} failed after ${secs}s ===`);
    return false;
  }
  console.log(`=== ${name} passed in ${secs}s ===`);
  return true;
}

/**
 * Steps that need no output of each other, run side by side (each a command
 * line, run in turn within its step); each step's output is printed whole when
 * it ends, so the log reads as if they had run one after the other.
 */
function sideBySide(steps) {
  return Promise.all(
    steps.map(({ name, commands }) => {
      const t0 = Date.now();
      let output = '';
      const run = ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (code) => resolve(code === 0));
        });
      return commands
        .reduce((previous, command) => previous.then((passed) => passed && run(command)), Promise.resolve(true))
        .then((passed) => {
          const secs = ((Date.now() - t0) / 1000).toFixed(0);
          console.log(`\n=== ${name} ===\n${output}=== ${name} ${passed ? 'passed in' : 'failed after'} ${secs}s ===`);
          return passed;
        });
    }),
  ).then((results) => results.every(Boolean));
}

function countJest(out) {
  const m = /Tests:\s+(?:(\d+) failed, )?(?:(\d+) skipped, )?(?:(\d+) passed, )?(\d+) total/.exec(out);
  if (m) {
    totals.failed += Number(m[1] ?? 0);
    totals.passed += Number(m[3] ?? 0);
  }
}

function countBudget(out) {
  totals.passed += (out.match(/ KiB {2}ok$/gm) ?? []).length;
  totals.failed += (out.match(/ KiB {2}(OVER by|NO BUDGET)/gm) ?? []).length;
}

function countPlaywright(out) {
  const passed = /(\d+) passed/.exec(out);
  const failed = /(\d+) failed/.exec(out);
  const flaky = /(\d+) flaky/.exec(out);
  totals.passed += Number(passed?.[1] ?? 0) + Number(flaky?.[1] ?? 0);
  totals.failed += Number(failed?.[1] ?? 0);
}

let ok = true;
try {
  ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const pnpm = 'pnpm';
// The typecheck and the lint read the sources only: side by side. The lint ends with the
// dependency rules (.dependency-cruiser.cjs): no import cycle, no remote importing another,
// no relative import across packages, no test support in production.
ok =
  (await sideBySide([
    { name: 'typecheck', commands: [[pnpm, ['run', 'typecheck']]] },
    { name: 'lint and dependency rules', commands: [[pnpm, ['exec', 'eslint', '.']], [pnpm, ['run', 'lint:deps']]] },
  ])) && ok;
// PGlite (the embedded database of the api tests) loads its WASM with a dynamic import.
ok = step('unit and widget tests (jest)', pnpm, ['exec', 'jest', '--ci'], { parse: countJest, env: { NODE_OPTIONS: '--experimental-vm-modules' } }) && ok;
// Every package, and the releases suite's two galleries: built once, here, for every stage after.
const built = step('build', process.execPath, ['tooling/scripts/build-all.mjs', '--release-fixtures']);
ok = built && ok;
// Each remote's entry and exposed modules within tooling/budget/budget.json
// (each page's figure with every remote it uses: e2e/tests/js-budget.spec.ts).
if (built) ok = step('JavaScript budget per remote', process.execPath, ['tooling/budget/check.mjs'], { parse: countBudget }) && ok;
if (built) ok = step('integration (Playwright over the composed site)', pnpm, ['--filter', '@storefront/e2e', 'exec', 'playwright', 'test'], { parse: countPlaywright }) && ok;

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nAll tests finished in ${minutes} min${ok ? '' : ' with failures'}.`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok ? 0 : 1);
