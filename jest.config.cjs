// Every package's jest project, run together by `pnpm test:unit`.
// testTimeout is global in a multi-project run, so it is set here (see the preset).
module.exports = {
  // Every core: jest's default leaves one for itself, which on a 2-core machine means one
  // worker running every suite in turn while the other core idles.
  maxWorkers: '100%',
  // A worker keeps what each test file leaves (module registries, PGlite's WASM
  // memory): over a full run its heap grew to 2.4 GB, where garbage collection
  // stalled the api's restart test past its limit. A worker over 1 GB after a
  // file is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
  testTimeout: require('./tooling/jest/preset.cjs').TEST_TIMEOUT,
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/api',
    '<rootDir>/api/search-service',
    '<rootDir>/shell',
    '<rootDir>/mfe-gallery',
    '<rootDir>/mfe-pdp-widgets',
    '<rootDir>/mfe-listing',
    '<rootDir>/mfe-content-blocks',
    '<rootDir>/mfe-basket',
    '<rootDir>/tooling',
  ],
};
