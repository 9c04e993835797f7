// The structure of the workspace, checked in `pnpm test`'s lint stage
// (docs/architecture.md, "Who owns what"): no import cycle, type-only ones
// included; no remote importing another remote's source; no relative import
// that leaves its package (a package is reached by its name and its exports);
// no test support in production code.
// api/search-service is a package of its own inside api/, so it comes before api.
const PACKAGES = '(shell|mfe-gallery|mfe-pdp-widgets|mfe-listing|mfe-content-blocks|mfe-basket|shared-contracts|api/search-service|api|e2e|tooling)';
// Tests and their support: *.test files, testing/, test/ and test-support/ folders, testing.tsx
// and test*.ts helpers beside the code they fake.
const TEST_FILE = '(\\.test\\.m?[jt]sx?$|/(testing|test|test-support|__mocks__)/|/testing\\.tsx?$|/test[A-Z][^/]*\\.tsx?$|testSetup\\.tsx?$)';

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
      comment: 'Test support (fixtures, fakes, testing helpers) stays out of what ships.',
      from: { path: `^${PACKAGES}/src/`, pathNot: TEST_FILE },
      to: { path: TEST_FILE },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|test-results|playwright-report)/|^e2e/fixtures/releases/\\.build/' },
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
