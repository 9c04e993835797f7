// The platform integration suite: Playwright in Debian's Chromium over the
// composed site (shell + api on :3000, each remote on its own port, plus the
// fixture remote that fails on purpose on :3009).
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

// A fresh database per run so journeys start from an empty bag.
const dataDir = path.join(os.tmpdir(), `storefront-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    // A test tagged @mobile runs in both projects; one tagged @phone only on the phone
    // (what it checks is a phone's: a small screen, a touch), where running it on a
    // desktop again would only repeat it.
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } }, grepInvert: /@phone/, testIgnore: /releases\.spec/ },
    {
      name: 'mobile',
      use: { viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      grep: /@mobile|@phone/,
      testIgnore: /releases\.spec/,
    },
    // Publishing changes what every browser gets: after the other projects.
    { name: 'releases', use: { viewport: { width: 1280, height: 900 } }, testMatch: /releases\.spec/, dependencies: ['desktop', 'mobile'] },
  ],
  webServer: {
    command: 'node ../tooling/scripts/start.mjs --no-build --with-fixtures',
    url: 'http://127.0.0.1:3000/remotes.json',
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    // The production slot time limit (8 s): a journey on a busy machine must not
    // see a remote given up on that would have arrived; the failure journeys hold
    // their slow remote longer than that.
    env: { STOREFRONT_DATA_DIR: dataDir, RELEASE_TOKEN: 'e2e-release-token' },
  },
});
