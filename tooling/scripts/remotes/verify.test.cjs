// pnpm remotes verify and the candidate fixture's parts that need no browser:
// the arguments, the checks before the run against a stand-in storefront on
// port 0, the run's report read and printed (Playwright stood in for by a
// function that writes a report), and the override set up from the environment.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');

let verify;
let candidate;
let server;
let base;
/** What the stand-in storefront answers: /remotes.json and the candidate manifests. */
let overrideOrigins;

beforeAll(async () => {
  verify = await import('./verify.mjs');
  candidate = await import('./candidate.mjs');
  server = http.createServer((req, res) => {
    const json = (status, value) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (req.url === '/remotes.json') return json(200, { remotes: { gallery: { manifest: 'http://localhost:3001/mf-manifest.json' }, basket: { manifest: 'http://localhost:3005/mf-manifest.json' } }, ...(overrideOrigins ? { overrideOrigins } : {}) });
    if (req.url === '/good/mf-manifest.json') return json(200, { name: 'gallery', metaData: {}, exposes: [{ name: './Gallery' }], shared: [] });
    if (req.url === '/html/mf-manifest.json') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Not here</p>');
    res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  overrideOrigins = ['http://localhost:*', 'http://127.0.0.1:*'];
});

/** A JSON report as Playwright's json reporter writes it: a file suite, a describe, specs with a test per project. */
function report({ failing = [], flaky = [], errors = [] } = {}) {
  const test = (title, projectName) => {
    const failed = failing.includes(title);
    const retried = flaky.includes(title);
    const error = { message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByRole(\'button\', { name: \'Next image\' })\nExpected: visible\nTimeout: 10000ms\n\nCall log:\n  - Expect "toBeVisible" with timeout 10000ms\n    at /e2e/tests/product-page.spec.ts:21:5' };
    return {
      projectName,
      status: failed ? 'unexpected' : retried ? 'flaky' : 'expected',
      results: failed ? [{ status: 'failed', errors: [error] }] : retried ? [{ status: 'failed', errors: [error] }, { status: 'passed', errors: [] }] : [{ status: 'passed', errors: [] }],
    };
  };
  return {
    errors,
    suites: [
      {
        title: 'product-page.spec.ts',
        specs: [],
        suites: [
          {
            title: 'product page composed from remotes',
            specs: [
              { title: 'server renders the head', tests: [test('server renders the head', 'desktop'), test('server renders the head', 'mobile')] },
              { title: 'adds to the bag', tests: [test('adds to the bag', 'desktop')] },
            ],
          },
        ],
      },
      { title: 'search.spec.ts', specs: [{ title: 'search, refine and sort', tests: [test('search, refine and sort', 'desktop')] }] },
    ],
  };
}

/** Runs the command with Playwright stood in for: `write` gives the report it leaves (or none). */
async function run(args, { env = {}, write } = {}) {
  const out = [];
  const err = [];
  const calls = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-test-'));
  const reportFile = path.join(dir, 'report.json');
  const code = await verify.verifyCommand(args, {
    env: { STOREFRONT_URL: base, ...env },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    reportFile,
    e2eDir: '/repo/e2e',
    run: async (command, argv, options) => {
      calls.push({ command, argv, options });
      if (write) fs.writeFileSync(reportFile, JSON.stringify(write));
      return write?.suites?.length ? 0 : 1;
    },
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return { code, out: out.join('\n'), err: err.join('\n'), calls };
}

describe('arguments', () => {
  it('asks for a remote and a manifest URL, and says what is wrong with them (exit 2)', async () => {
    for (const args of [[], ['gallery'], ['gallery', 'http://a/m.json', 'extra']]) {
      const { code, err, calls } = await run(args);
      expect(code).toBe(2);
      expect(err).toContain('Usage: pnpm remotes verify <remote> <manifest-url>');
      expect(calls).toEqual([]);
    }
    expect(await run(['gallery', 'javascript:alert(1)'])).toMatchObject({ code: 2, err: '"javascript:alert(1)" is not an absolute http(s) URL of a manifest.' });
    expect(await run(['../gallery', `${base}/good/mf-manifest.json`])).toMatchObject({ code: 2, err: expect.stringContaining('is not a remote\'s name') });
  });

  it('refuses a remote the site does not have, naming those it has (exit 2)', async () => {
    const { code, err, calls } = await run(['galery', `${base}/good/mf-manifest.json`]);
    expect(code).toBe(2);
    expect(err).toBe(`There is no remote "galery" on ${base}: its remotes are gallery, basket.`);
    expect(calls).toEqual([]);
  });
});

describe('before the run', () => {
  it('says when the site cannot be reached (exit 3)', async () => {
    const closed = http.createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${closed.address().port}`;
    await new Promise((resolve) => closed.close(resolve));
    const { code, err } = await run(['gallery', `${base}/good/mf-manifest.json`], { env: { STOREFRONT_URL: gone } });
    expect(code).toBe(3);
    expect(err).toBe(`Not verified: cannot reach the storefront at ${gone} (ECONNREFUSED). Is it running? Set STOREFRONT_URL to point at it.`);
  });

  it('does not run when the site would refuse the override: the tests would run the live release (exit 3)', async () => {
    overrideOrigins = ['https://preview.storefront.test'];
    const refused = await run(['gallery', 'https://cdn.example/gallery/2.1.0/mf-manifest.json']);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain(`Not verified: ${base} does not let a browser load a remote from https://cdn.example (it allows https://preview.storefront.test).`);
    expect(refused.calls).toEqual([]);
    overrideOrigins = undefined;
    expect((await run(['gallery', `${base}/good/mf-manifest.json`])).err).toContain('(it allows no override at all)');
  });

  it('fails a candidate whose manifest is missing or not a manifest (exit 1)', async () => {
    expect(await run(['gallery', `${base}/gone/mf-manifest.json`])).toMatchObject({ code: 1, err: `The candidate failed: ${base}/gone/mf-manifest.json answered 404.`, calls: [] });
    expect(await run(['gallery', `${base}/html/mf-manifest.json`])).toMatchObject({ code: 1, err: expect.stringContaining('is not a Module Federation manifest') });
  });
});

describe('the run', () => {
  it('runs the @smoke tests in e2e against the site with the candidate in the override variable', async () => {
    const { calls } = await run(['gallery', `${base}/good/mf-manifest.json`], { env: { STOREFRONT_URL: `${base}/` }, write: report() });
    expect(calls).toHaveLength(1);
    const [{ command, argv, options }] = calls;
    expect([command, ...argv]).toEqual(['pnpm', 'exec', 'playwright', 'test', '--grep', '@smoke', '--retries=1', '--reporter=line,json']);
    expect(options.cwd).toBe('/repo/e2e');
    expect(options.env).toMatchObject({ BASE_URL: base, STOREFRONT_REMOTE_OVERRIDE: `gallery=${base}/good/mf-manifest.json`, PLAYWRIGHT_JSON_OUTPUT_FILE: expect.stringMatching(/report\.json$/) });
    expect(verify.E2E_DIR).toBe(path.resolve(__dirname, '../../../e2e'));
  });

  it('prints that the candidate passed, and those passed only on a retry (exit 0)', async () => {
    const { code, out } = await run(['gallery', `${base}/good/mf-manifest.json`], { write: report({ flaky: ['adds to the bag'] }) });
    expect(code).toBe(0);
    expect(out).toContain(`Verified: gallery from ${base}/good/mf-manifest.json passed the 4 smoke tests against ${base}.`);
    expect(out).toContain('  passed on a retry: [desktop] product-page.spec.ts › product page composed from remotes › adds to the bag');
  });

  it('prints each failed test with its project and the first lines of its error (exit 1)', async () => {
    const { code, err } = await run(['gallery', `${base}/good/mf-manifest.json`], { write: report({ failing: ['server renders the head'] }) });
    expect(code).toBe(1);
    expect(err).toBe(
      [
        `The candidate gallery (${base}/good/mf-manifest.json) failed 2 of 4 smoke tests against ${base}:`,
        '  ✗ [desktop] product-page.spec.ts › product page composed from remotes › server renders the head',
        '      Error: expect(locator).toBeVisible() failed',
        "      Locator: getByRole('button', { name: 'Next image' })",
        '      Expected: visible',
        '      Timeout: 10000ms',
        '  ✗ [mobile] product-page.spec.ts › product page composed from remotes › server renders the head',
        '      Error: expect(locator).toBeVisible() failed',
        "      Locator: getByRole('button', { name: 'Next image' })",
        '      Expected: visible',
        '      Timeout: 10000ms',
      ].join('\n'),
    );
  });

  it('says nothing was verified when the run leaves no report, runs no test, or reports its own errors (exit 3)', async () => {
    expect(await run(['gallery', `${base}/good/mf-manifest.json`])).toMatchObject({ code: 3, err: 'Not verified: the smoke run ended (exit 1) without a report.' });
    expect(await run(['gallery', `${base}/good/mf-manifest.json`], { write: { suites: [], errors: [] } })).toMatchObject({ code: 3, err: 'Not verified: no smoke test ran (exit 1).' });
    const broken = await run(['gallery', `${base}/good/mf-manifest.json`], { write: { ...report(), errors: [{ message: 'Error: STOREFRONT_REMOTE_OVERRIDE: "x" is not remote=manifest-url' }] } });
    expect(broken.code).toBe(3);
    expect(broken.err).toContain('  Error: STOREFRONT_REMOTE_OVERRIDE: "x" is not remote=manifest-url');
  });
});

describe('the report', () => {
  it('counts passed, flaky, skipped and failed tests over nested suites', () => {
    const parsed = verify.parseSmokeReport(report({ failing: ['search, refine and sort'], flaky: ['adds to the bag'] }));
    expect(parsed).toMatchObject({ total: 4, passed: 3, skipped: 0, errors: [] });
    expect(parsed.failed).toEqual([{ title: 'search.spec.ts › search, refine and sort', project: 'desktop', errors: expect.arrayContaining(['Error: expect(locator).toBeVisible() failed']) }]);
    expect(parsed.flaky.map((t) => t.title)).toEqual(['product-page.spec.ts › product page composed from remotes › adds to the bag']);
    expect(verify.parseSmokeReport(null)).toEqual({ total: 0, passed: 0, flaky: [], failed: [], skipped: 0, errors: [] });
  });

  it('keeps an error to its first lines, without colours, stack or call log', () => {
    expect(verify.firstErrorLines('\u001b[2mTimeout 45000ms exceeded.\u001b[22m\n\n    at /e2e/tests/x.spec.ts:3:1', 4)).toEqual(['Timeout 45000ms exceeded.']);
    expect(verify.firstErrorLines(undefined)).toEqual([]);
    expect(verify.firstErrorLines('x'.repeat(300))[0]).toHaveLength(240);
  });
});

describe('the candidate override from the environment (the e2e fixture)', () => {
  it('is off when unset or empty, and parses remote=url pairs as the shell does', () => {
    expect(candidate.candidateFromEnv({})).toBeNull();
    expect(candidate.candidateFromEnv({ STOREFRONT_REMOTE_OVERRIDE: '  ' })).toBeNull();
    const set = candidate.candidateFromEnv({ STOREFRONT_REMOTE_OVERRIDE: 'gallery=https://cdn.example/g/mf-manifest.json, basket=http://localhost:4005/mf-manifest.json' });
    expect(set).toEqual({
      overrides: { gallery: 'https://cdn.example/g/mf-manifest.json', basket: 'http://localhost:4005/mf-manifest.json' },
      key: 'storefront:remote-overrides',
      value: JSON.stringify({ gallery: 'https://cdn.example/g/mf-manifest.json', basket: 'http://localhost:4005/mf-manifest.json' }),
    });
    expect(candidate.formatRemoteOverride(set.overrides)).toBe('gallery=https://cdn.example/g/mf-manifest.json,basket=http://localhost:4005/mf-manifest.json');
  });

  it('stops the run on a malformed value rather than test without the candidate', () => {
    expect(() => candidate.candidateFromEnv({ STOREFRONT_REMOTE_OVERRIDE: 'gallery' })).toThrow('"gallery" is not remote=manifest-url');
    expect(() => candidate.candidateFromEnv({ STOREFRONT_REMOTE_OVERRIDE: 'gallery=data:text/javascript,1' })).toThrow('is not an absolute http(s) URL');
  });

  it('allows the origins the shell allows: exact ones, and any port of scheme://host:*', () => {
    const allowed = ['http://localhost:*', 'https://preview.storefront.test'];
    expect(candidate.isAllowedOverride('http://localhost:4001/mf-manifest.json', allowed)).toBe(true);
    expect(candidate.isAllowedOverride('https://preview.storefront.test/g/mf-manifest.json', allowed)).toBe(true);
    expect(candidate.isAllowedOverride('https://preview.storefront.test:8443/g/mf-manifest.json', allowed)).toBe(false);
    expect(candidate.isAllowedOverride('https://localhost/g/mf-manifest.json', allowed)).toBe(false);
    expect(candidate.isAllowedOverride('https://evil.example/mf-manifest.json', allowed)).toBe(false);
    expect(candidate.isAllowedOverride('not a url', allowed)).toBe(false);
  });

  describe('in the page (with a stand-in window)', () => {
    const saved = {};
    let storage;
    let failedSlots;
    beforeEach(() => {
      storage = new Map();
      failedSlots = [];
      for (const name of ['location', 'localStorage', 'document']) saved[name] = Object.getOwnPropertyDescriptor(globalThis, name);
      Object.defineProperty(globalThis, 'location', { value: { origin: 'https://shop.example' }, configurable: true });
      Object.defineProperty(globalThis, 'localStorage', { value: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => storage.set(k, v) }, configurable: true });
      Object.defineProperty(globalThis, 'document', { value: { querySelectorAll: () => failedSlots.map((name) => ({ getAttribute: () => name })) }, configurable: true });
    });
    afterEach(() => {
      for (const [name, descriptor] of Object.entries(saved)) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else delete globalThis[name];
      }
    });

    it('stores the overrides on the site only, and finds nothing wrong while they are kept', () => {
      const { key, value, overrides } = candidate.candidateFromEnv({ STOREFRONT_REMOTE_OVERRIDE: 'gallery=https://cdn.example/g/mf-manifest.json' });
      candidate.storeOverridesInPage({ origin: 'https://payments.example', key, value });
      expect(storage.size).toBe(0);
      candidate.storeOverridesInPage({ origin: 'https://shop.example', key, value });
      expect(storage.get('storefront:remote-overrides')).toBe(value);
      expect(candidate.candidateProblemsInPage({ origin: 'https://shop.example', key, overrides })).toEqual([]);
    });

    it('says when the shell dropped the override or a slot of the candidate failed, not another remote\'s', () => {
      const { key, overrides } = candidate.candidateFromEnv({ STOREFRONT_REMOTE_OVERRIDE: 'gallery=https://cdn.example/g/mf-manifest.json' });
      failedSlots = ['gallery/Gallery', 'pdpWidgets/Reviews'];
      expect(candidate.candidateProblemsInPage({ origin: 'https://shop.example', key, overrides })).toEqual([
        expect.stringContaining('the page did not keep the override gallery=https://cdn.example/g/mf-manifest.json'),
        'the slot gallery/Gallery failed to load or mount the candidate',
      ]);
      expect(candidate.candidateProblemsInPage({ origin: 'https://elsewhere.example', key, overrides })).toEqual([]);
    });
  });
});
