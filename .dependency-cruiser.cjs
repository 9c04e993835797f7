// The structure of the workspace, checked in `pnpm test`'s lint stage
// (docs/architecture.md, "Who owns what"): no import cycle, type-only ones
// included; no remote importing another remote's source; no relative import
// that leaves its package (a package is reached by its name and its exports);
// no test support in production code; shared-contracts' four layers
// (shared-contracts/layers.cjs) each importing only the layers below it; the
// api's domains reaching each other only through their entries.
// api/search-service is a package of its own inside api/, so it comes before api.
const PACKAGES = '(shell|mfe-gallery|mfe-pdp-widgets|mfe-listing|mfe-content-blocks|mfe-basket|shared-contracts|api/search-service|api|e2e|tooling)';
// Tests and their support: *.test files, testing/, test/ and test-support/ folders, testing.tsx
// and test*.ts helpers beside the code they fake.
const TEST_FILE = '(\\.test\\.m?[jt]sx?$|/(testing|test|test-support|__mocks__)/|/testing\\.tsx?$|/test[A-Z][^/]*\\.tsx?$|testSetup\\.tsx?$)';
// What is not production code outside those: the end-to-end suites, jest's preset and setup, and
// the test runners' configuration files.
const TEST_TOOLING = '(^e2e/|^tooling/jest/|(^|/)(jest|playwright)\\.config\\.[cm]?[jt]s$)';
// The api's shared plumbing: folders of api/src that are not domains.
const API_PLUMBING = '(?:http|db|random|startup|testing)';
// shared-contracts' layers: contracts (types, events catalogue, pure rules), browser runtime
// (bus, clients, hooks), UI (components), test support; one regular expression per layer.
const contractsLayers = require('./shared-contracts/layers.cjs');
const LAYER = Object.fromEntries(contractsLayers.NAMES.map((name) => [name, contractsLayers.layerPattern(name)]));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle (a type-only import counts): one of the modules belongs in a lower layer, or the shared part in a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-remote-to-remote',
      severity: 'error',
      comment: 'Remotes talk over the typed events of shared-contracts, never by importing each other.',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^mfe-', pathNot: '^$1/' },
    },
    {
      name: 'no-relative-import-across-packages',
      severity: 'error',
      comment: 'A package is reached by its name (@storefront/...) and the entry points it exports, not by a relative path into its files.',
      // Configuration files (jest's shared preset) excepted.
      from: { path: `^${PACKAGES}/`, pathNot: '\\.config\\.[cm]?js$' },
      // (api/search-service/ is not api's own, though below it.)
      to: { dependencyTypes: ['local'], pathNot: '^$1/(?!search-service/)' },
    },
    {
      name: 'search-service-not-api',
      severity: 'error',
      comment: 'The search service (@storefront/search-service, api/search-service) does not import the api: what it needs of the catalogue comes in as records the api passes to createSearchService.',
      from: { path: '^api/search-service/' },
      to: { path: '^(api/|@storefront/api(/|$))', pathNot: '^api/search-service/' },
    },
    {
      name: 'no-test-support-in-production',
      severity: 'error',
      comment: "Test support (fixtures, fakes, testing helpers, shared-contracts' src/testing/) stays out of what ships: no file of any package that is not a test or test tooling imports it.",
      from: { path: `^${PACKAGES}/`, pathNot: [TEST_FILE, TEST_TOOLING] },
      to: { path: TEST_FILE },
    },
    {
      name: 'api-domains-through-their-entry',
      severity: 'error',
      comment:
        "An api domain (a folder of api/src: catalogue, basket, account, content, releases, reviews, recommendations, images, media... " +
        'but not the plumbing: http, db, random, startup, testing) reaches another only through its index.ts: the service ApiContext hands ' +
        'to routes and the types and rules it offers the others. What a domain keeps behind it (generation, SQL, files, helpers) can then ' +
        'change without touching another, and what each domain lends the others is one short list. src/index.ts, context.ts and main.ts, ' +
        'which put the domains together, and tests are not held to it.',
      from: { path: `^api/src/(?!${API_PLUMBING}/)([^/]+)/`, pathNot: TEST_FILE },
      to: { path: '^api/src/[^/]+/', pathNot: ['^api/src/$1/', `^api/src/${API_PLUMBING}/`, '^api/src/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shared-contracts-contracts-layer',
      severity: 'error',
      comment: "shared-contracts' contracts (types, events catalogue, schemas, pure rules: what the servers import too) import neither the browser runtime, nor UI, nor test support (shared-contracts/layers.cjs).",
      from: { path: LAYER.contracts, pathNot: TEST_FILE },
      to: { path: [LAYER.runtime, LAYER.ui, LAYER.testing] },
    },
    {
      name: 'shared-contracts-contracts-no-react',
      severity: 'error',
      comment: "shared-contracts' contracts use no React, DOM rendering, i18n, federation or search client library: a type is all they may take from one.",
      from: { path: LAYER.contracts, pathNot: TEST_FILE },
      to: {
        path: '(^|/)node_modules/(react|react-dom|i18next|single-spa|single-spa-react|algoliasearch|@module-federation/[^/]+)/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'shared-contracts-runtime-layer',
      severity: 'error',
      comment: "shared-contracts' browser runtime (bus, clients, hooks) imports neither UI nor test support (shared-contracts/layers.cjs): components build on the runtime, not the other way.",
      from: { path: LAYER.runtime, pathNot: TEST_FILE },
      to: { path: [LAYER.ui, LAYER.testing] },
    },
    {
      name: 'shared-contracts-ui-layer',
      severity: 'error',
      comment: "shared-contracts' UI (components and their look) imports no test support (shared-contracts/layers.cjs).",
      from: { path: LAYER.ui, pathNot: TEST_FILE },
      to: { path: LAYER.testing },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // A package's node_modules is not its source; the libraries it resolves to (under the root's
    // node_modules/.pnpm) stay in the graph, unfollowed, for the rule about libraries.
    exclude: { path: '(^|/)(dist|coverage|test-results|playwright-report)/|^e2e/fixtures/releases/\\.build/|^(?!node_modules/).*/node_modules/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    combinedDependencies: false,
    preserveSymlinks: false,
  },
};
