// Shared jest preset: swc transform (same config as webpack), jsdom for
// widgets, jest-dom matchers, CSS modules as identity proxies.
const path = require('node:path');
const swcConfig = require('../swc.config.cjs');

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
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
};
