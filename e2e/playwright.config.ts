// The platform integration suite: Playwright in Debian's Chromium over the
// composed site (shell + api on :3000, each remote on its own port, plus the
// fixture remote that fails on purpose on :3009). With BASE_URL set it runs
// against that deployment instead: no local server is started, and the tests
// tagged @local (they need the local site's fixtures: the test knobs, the
// broken remote on :3009, the remotes' local ports, release publishing, the
// seeded editor, the build's files) are left out. @smoke is the subset that
// only reads and uses a guest bag, safe against production (README.md).
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
    // Software compositing in the browser process: on the 2-core CI machine the GPU
    // process's SwiftShader and its IPC took about a tenth of the suite's time.
    '--disable-gpu-compositing', '--in-process-gpu'],
};

/** The suites that change what is live for every browser: the releases project runs them, after the others. */
const RELEASE_SPECS = /(releases|canary|canaryRollback)\.spec/;

/** What the suite's site runs with besides its data and token (the same when you start it yourself: e2e/README.md). */
const E2E_SITE_SETTINGS = { CANARY_CHECK_INTERVAL_MS: '2000', CANARY_MIN_VIEWS: '10', FIELD_REPORTS_PER_MINUTE: '100000' };

// A fresh database per run so journeys start from an empty bag.
const dataDir = path.join(os.tmpdir(), `storefront-e2e-${process.pid}-${Date.now()}`);

/** Another deployment to run against (https://staging.example), or none: the local site. */
const BASE_URL = process.env.BASE_URL?.trim().replace(/\/+$/, '') || undefined;
/** Tests that only the local site can run. */
const LOCAL_ONLY = /@local\b/;

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Against another site, the tests that need the local fixtures are left out (a
  // project's own grepInvert replaces this one: the desktop project says it too).
  grepInvert: BASE_URL ? LOCAL_ONLY : undefined,
  use: {
    baseURL: BASE_URL ?? 'http://localhost:3000',
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    // A test tagged @mobile runs in both projects; one tagged @phone only on the phone
    // (what it checks is a phone's: a small screen, a touch), where running it on a
    // desktop again would only repeat it.
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } }, grepInvert: BASE_URL ? [/@phone/, LOCAL_ONLY] : /@phone/, testIgnore: RELEASE_SPECS },
    {
      name: 'mobile',
      use: { viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      grep: /@mobile|@phone/,
      testIgnore: RELEASE_SPECS,
    },
    // Publishing changes what every browser gets: after the other projects.
    // One file at a time: each changes the gallery every browser gets (releases, canary).
    { name: 'releases', use: { viewport: { width: 1280, height: 900 } }, testMatch: RELEASE_SPECS, workers: 1, dependencies: ['desktop', 'mobile'] },
  ],
  // Only for the local site: against BASE_URL nothing is started.
  webServer: BASE_URL ? undefined : {
    command: 'node ../tooling/scripts/start.mjs --no-build --with-fixtures',
    url: 'http://127.0.0.1:3000/remotes.json',
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    // The production slot time limit (8 s): a journey on a busy machine must not
    // see a remote given up on that would have arrived; the failure journeys hold
    // their slow remote longer than that.
    // The canary watch looks every 2 s and judges from 10 views of each release
    // (canaryRollback.spec.ts); every browser of the suite is one client of the
    // field reports' per-client limit.
    env: { STOREFRONT_DATA_DIR: dataDir, RELEASE_TOKEN: 'e2e-release-token', ...E2E_SITE_SETTINGS },
  },
});
