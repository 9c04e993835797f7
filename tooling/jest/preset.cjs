// Shared jest preset: swc transform (same config as webpack), jsdom for
// widgets, jest-dom matchers, CSS modules as identity proxies.
const path = require('node:path');
const swcConfig = require('../swc.config.cjs');

/**
 * A test's time limit. Jest's 5 s default is no more than one findBy/waitFor
 * may wait (setup-dom.cjs): under CI load a test that renders a few dozen cards
 * in jsdom took over 5 s in all and failed with nothing wrong. The limit is
 * there to catch a hang, not slowness.
 */
const TEST_TIMEOUT = 20_000;

/**
 * @param {string} rootDir
 * @param {{ environment?: 'jsdom' | 'node', eventContract?: boolean }} [opts]
 * eventContract: fail a test that emits an event payload the catalogue rejects
 * (setup-events.cjs); on by default for the remotes (mfe-*).
 */
module.exports = function jestPreset(rootDir, opts = {}) {
  const dom = opts.environment !== 'node';
  const eventContract = dom && (opts.eventContract ?? path.basename(rootDir).startsWith('mfe-'));
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: opts.environment ?? 'jsdom',
    transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', swcConfig({ module: 'commonjs' })] },
    // ESM-only packages that ship untranspiled code.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(swiper|ssr-window|dom7|nanoid)[@/])'],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      // Stylesheets imported by package path, e.g. 'swiper/css/pagination'.
      '^swiper/css(/.*)?$': path.join(__dirname, 'style-stub.cjs'),
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    },
    setupFilesAfterEnv: [
      ...(dom ? [path.join(__dirname, 'setup-dom.cjs')] : []),
      ...(eventContract ? [path.join(__dirname, 'setup-events.cjs')] : []),
    ],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // Honoured when a package runs alone; the workspace run takes it from the root config.
    testTimeout: TEST_TIMEOUT,
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
};
module.exports.TEST_TIMEOUT = TEST_TIMEOUT;
