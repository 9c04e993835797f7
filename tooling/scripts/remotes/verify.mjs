// @ts-check
// pnpm remotes verify <remote> <manifest-url> (issue 63): the integration
// suite's @smoke tests against the running site (STOREFRONT_URL, default
// http://localhost:3000) with the candidate loaded in each test's browser
// through the shell's per-browser override (support/test.ts in e2e): the live
// site stays as it is for everyone else. Prints what failed, with a clear exit
// code. `pnpm remotes publish … --verify` runs it before publishing.
//
// Before the run it checks what would make the run meaningless: the site
// answers, it has that remote, it lets a browser load a remote from the
// candidate's origin (/remotes.json's overrideOrigins, else the run would test
// the live release), and the candidate's manifest answers as one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatRemoteOverride, isAllowedOverride, isRemoteName, parseHttpUrl, REMOTE_OVERRIDE_ENV } from './candidate.mjs';

/** The exit codes. */
export const VERIFIED = 0;
/** The candidate failed: a smoke test failed, or its manifest is not one. */
export const FAILED = 1;
/** Wrong arguments (no such remote, not a URL). */
export const USAGE = 2;
/** Nothing was verified: the site cannot be reached, refuses overrides from the candidate's origin, or the run broke. */
export const NOT_VERIFIED = 3;

export const VERIFY_USAGE = `Usage: pnpm remotes verify <remote> <manifest-url>

Runs the integration suite's @smoke tests against STOREFRONT_URL (default http://localhost:3000)
with <remote> loaded from <manifest-url> in the tests' browsers only (the per-browser override).
Exit code: 0 verified, 1 the candidate failed, 2 wrong arguments, 3 not verified (site unreachable,
override refused, run broken).`;

/** The integration suite's folder (tooling/scripts/remotes → e2e). */
export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../e2e');

/**
 * @typedef {{ title: string, project: string, errors: string[] }} FailedTest
 * @typedef {{ total: number, passed: number, flaky: FailedTest[], failed: FailedTest[], skipped: number, errors: string[] }} SmokeReport
 * @typedef {(command: string, args: string[], options: { cwd: string, env: Record<string, string | undefined> }) => Promise<number>} RunTests
 * @typedef {{
 *   env?: Record<string, string | undefined>,
 *   fetch?: typeof fetch,
 *   out?: (line: string) => void,
 *   err?: (line: string) => void,
 *   run?: RunTests,
 *   e2eDir?: string,
 *   reportFile?: string,
 * }} VerifyIo
 * @typedef {{ code: number, report: SmokeReport | null }} VerifyResult
 */

// eslint-disable-next-line no-control-regex -- the terminal's colour codes in Playwright's messages
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * The first lines of an error message that say what failed: the matcher's
 * line and the locator, expected and received lines, colours taken out.
 * @param {string | undefined} message
 * @param {number} [max]
 */
export function firstErrorLines(message, max = 4) {
  const lines = (message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s*(at |Call log:|- )/.test(line));
  return lines.slice(0, max).map((line) => (line.length > 240 ? `${line.slice(0, 239)}…` : line));
}

/**
 * Reads Playwright's JSON report (reporter json): each test that failed (its
 * whole title, its project, the first lines of its first error), those that
 * passed only on a retry, and the run's own errors (a broken config, a test
 * file that does not load).
 * @param {any} report
 * @returns {SmokeReport}
 */
export function parseSmokeReport(report) {
  /** @type {SmokeReport} */
  const summary = { total: 0, passed: 0, flaky: [], failed: [], skipped: 0, errors: [] };
  for (const error of report?.errors ?? []) summary.errors.push(...firstErrorLines(error?.message ?? String(error), 6));
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        summary.total += 1;
        const results = test.results ?? [];
        const withError = results.find((/** @type {any} */ r) => (r.errors ?? []).length > 0 || r.error);
        const errors = withError ? firstErrorLines(withError.errors?.[0]?.message ?? withError.error?.message) : [];
        const entry = { title: [...here, spec.title].join(' › '), project: test.projectName ?? '', errors };
        if (test.status === 'expected') summary.passed += 1;
        else if (test.status === 'flaky') {
          summary.passed += 1;
          summary.flaky.push(entry);
        } else if (test.status === 'skipped') summary.skipped += 1;
        else summary.failed.push(entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return summary;
}

/**
 * The arguments as { remote, manifestUrl }, or the sentence saying what is wrong.
 * @param {string[]} args
 * @returns {{ remote: string, manifestUrl: string } | string}
 */
export function parseVerifyArgs(args) {
  if (args.length !== 2) return VERIFY_USAGE;
  const [remote, manifestUrl] = /** @type {[string, string]} */ (args);
  if (!isRemoteName(remote)) return `"${remote}" is not a remote's name (see pnpm remotes list).`;
  if (!parseHttpUrl(manifestUrl)) return `"${manifestUrl}" is not an absolute http(s) URL of a manifest.`;
  return { remote, manifestUrl };
}

/** @type {RunTests} */
function runPlaywright(command, args, { cwd, env }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', () => resolve(-1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : -1)));
  });
}

/**
 * Verifies a candidate release of a remote against the running site.
 * @param {{ remote: string, manifestUrl: string }} candidate
 * @param {VerifyIo} [io]
 * @returns {Promise<VerifyResult>}
 */
export async function verifyCandidate({ remote, manifestUrl }, io = {}) {
  const env = io.env ?? process.env;
  const fetchImpl = io.fetch ?? fetch;
  const out = io.out ?? ((line) => console.log(line));
  const err = io.err ?? ((line) => console.error(line));
  const site = (env.STOREFRONT_URL || 'http://localhost:3000').replace(/\/+$/, '');
  /** @param {number} code @param {string[]} lines @returns {VerifyResult} */
  const stop = (code, lines) => {
    for (const line of lines) err(line);
    return { code, report: null };
  };

  // The site, its remote, and whether it lets a browser load this one.
  /** @type {{ remotes?: Record<string, unknown>, overrideOrigins?: string[] }} */
  let registry;
  try {
    const response = await fetchImpl(`${site}/remotes.json`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
    if (!response.ok) return stop(NOT_VERIFIED, [`Not verified: ${site}/remotes.json answered ${response.status}: is STOREFRONT_URL the storefront?`]);
    registry = /** @type {typeof registry} */ (await response.json());
  } catch (error) {
    const e = /** @type {{ cause?: { code?: string, message?: string }, message?: string }} */ (error);
    return stop(NOT_VERIFIED, [`Not verified: cannot reach the storefront at ${site} (${e.cause?.code ?? e.cause?.message ?? e.message}). Is it running? Set STOREFRONT_URL to point at it.`]);
  }
  const names = Object.keys(registry?.remotes ?? {});
  if (!names.includes(remote)) return stop(USAGE, [`There is no remote "${remote}" on ${site}: its remotes are ${names.join(', ') || 'none'}.`]);
  const origins = Array.isArray(registry.overrideOrigins) ? registry.overrideOrigins : [];
  if (!isAllowedOverride(manifestUrl, origins)) {
    return stop(NOT_VERIFIED, [
      `Not verified: ${site} does not let a browser load a remote from ${new URL(manifestUrl).origin} (it allows ${origins.length ? origins.join(', ') : 'no override at all'}).`,
      'The smoke tests would run the live release instead of the candidate. Serve the candidate from an allowed origin, or add its origin to the deployment\'s overrideOrigins.',
    ]);
  }

  // The candidate's manifest: the run would only say "the slot failed" everywhere.
  try {
    const response = await fetchImpl(manifestUrl, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
    if (!response.ok) return stop(FAILED, [`The candidate failed: ${manifestUrl} answered ${response.status}.`]);
    const manifest = /** @type {{ name?: unknown, exposes?: unknown }} */ (await response.json().catch(() => null));
    if (!manifest || typeof manifest.name !== 'string' || !Array.isArray(manifest.exposes)) return stop(FAILED, [`The candidate failed: ${manifestUrl} is not a Module Federation manifest (no name or exposes).`]);
  } catch (error) {
    const e = /** @type {{ cause?: { code?: string, message?: string }, message?: string }} */ (error);
    return stop(FAILED, [`The candidate failed: cannot fetch ${manifestUrl} (${e.cause?.code ?? e.cause?.message ?? e.message}).`]);
  }

  // The smoke tests, with the candidate in every test's browser.
  const tmp = io.reportFile ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-verify-'));
  const reportFile = io.reportFile ?? path.join(/** @type {string} */ (tmp), 'report.json');
  out(`Verifying ${remote} from ${manifestUrl} against ${site}: the @smoke tests with the candidate in their browsers only.`);
  try {
    const exit = await (io.run ?? runPlaywright)('pnpm', ['exec', 'playwright', 'test', '--grep', '@smoke', '--retries=1', '--reporter=line,json'], {
      cwd: io.e2eDir ?? E2E_DIR,
      env: { ...env, BASE_URL: site, [REMOTE_OVERRIDE_ENV]: formatRemoteOverride({ [remote]: manifestUrl }), PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
    });
    /** @type {any} */
    let raw = null;
    try {
      raw = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    } catch {
      return stop(NOT_VERIFIED, [`Not verified: the smoke run ended (exit ${exit}) without a report.`]);
    }
    const report = parseSmokeReport(raw);
    const lines = [];
    if (report.failed.length > 0) {
      lines.push(`The candidate ${remote} (${manifestUrl}) failed ${report.failed.length} of ${report.total} smoke tests against ${site}:`);
      for (const test of report.failed) {
        lines.push(`  ✗ [${test.project}] ${test.title}`);
        for (const line of test.errors) lines.push(`      ${line}`);
      }
      for (const line of lines) err(line);
      return { code: FAILED, report };
    }
    if (report.errors.length > 0 || report.passed === 0) {
      return stop(NOT_VERIFIED, [
        report.passed === 0 ? `Not verified: no smoke test ran (exit ${exit}).` : `Not verified: the smoke run reported errors (exit ${exit}):`,
        ...report.errors.map((line) => `  ${line}`),
      ]);
    }
    out(`Verified: ${remote} from ${manifestUrl} passed the ${report.passed} smoke tests against ${site}${report.skipped ? ` (${report.skipped} skipped)` : ''}.`);
    for (const test of report.flaky) out(`  passed on a retry: [${test.project}] ${test.title}`);
    return { code: VERIFIED, report };
  } finally {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The command: `pnpm remotes verify <remote> <manifest-url>` (args after "verify").
 * @param {string[]} args
 * @param {VerifyIo} [io]
 * @returns {Promise<number>} the exit code
 */
export async function verifyCommand(args, io = {}) {
  const parsed = parseVerifyArgs(args);
  if (typeof parsed === 'string') {
    (io.err ?? ((line) => console.error(line)))(parsed);
    return USAGE;
  }
  return (await verifyCandidate(parsed, io)).code;
}

// Until `pnpm remotes verify` is wired: node tooling/scripts/remotes/verify.mjs <remote> <manifest-url>
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  verifyCommand(process.argv.slice(2)).then((code) => process.exit(code));
}
