// Each publish check on its own: what passes, and the sentence a refusal gives.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHELL_SLOT_MODULES } from '@storefront/shared-contracts';
import { asManifest, checkContract, checkExposes, checkRemoteName, checkSingletons, fetchManifest, packageOf, parseManifestUrl, releaseFacts, releaseProblems, ReleaseRefusal, type FederationManifest } from './checks';

const SHELL_VERSIONS = { react: '19.2.0', 'react-dom': '19.2.0', swr: '2.3.6', 'single-spa': '6.0.3', 'single-spa-react': '6.0.2', i18next: '26.7.2' };

function manifest(change: Partial<FederationManifest> & { contract?: string | null } = {}): FederationManifest {
  const { contract = '1.0.0', ...rest } = change;
  return {
    name: 'gallery',
    metaData: { buildInfo: { buildVersion: '1.4.0' }, ...(contract === null ? {} : { storefront: { contract, events: { emits: [{ name: 'basket:changed', version: 1 }], listens: [] } } }) },
    exposes: SHELL_SLOT_MODULES.gallery.map((name) => ({ name })),
    shared: [
      { name: 'react', version: '19.2.0', requiredVersion: '^19.0.0', singleton: true },
      { name: 'react-dom/client', version: '19.2.0', requiredVersion: '^19.0.0', singleton: true },
    ],
    ...rest,
  };
}

describe('parseManifestUrl', () => {
  it.each([['https://cdn.test/gallery/mf-manifest.json'], ['http://localhost:4001/mf-manifest.json']])('accepts %s', (url) => {
    expect(parseManifestUrl(url)).not.toBeNull();
  });
  it.each([['/mf-manifest.json'], ['javascript:alert(1)'], ['file:///etc/passwd'], [`https://x.test/${'a'.repeat(2050)}`], [42]])('refuses %p', (url) => {
    expect(parseManifestUrl(url)).toBeNull();
  });
});

describe('asManifest', () => {
  it('accepts a manifest', () => expect(asManifest('u', manifest())).toMatchObject({ name: 'gallery' }));
  it.each([[{}], [[]], [{ name: 'gallery', exposes: [] }], [{ name: 'gallery', metaData: {}, exposes: 'x', shared: [] }], ['text']])('says %p is not a manifest', (body) => {
    expect(asManifest('http://x.test/m.json', body)).toBe('http://x.test/m.json is not a Module Federation manifest (it needs name, metaData, exposes and shared).');
  });
});

describe('checkRemoteName', () => {
  it('passes the named remote', () => expect(checkRemoteName('gallery', manifest())).toBeNull());
  it("refuses another remote's manifest", () => {
    expect(checkRemoteName('gallery', manifest({ name: 'listing' }))).toBe('The manifest is the remote "listing", not "gallery".');
  });
});

describe('checkExposes', () => {
  it('passes every module the slots load, with or without ./', () => {
    expect(checkExposes('gallery', manifest())).toBeNull();
    expect(checkExposes('gallery', manifest({ exposes: SHELL_SLOT_MODULES.gallery.map((n) => ({ name: `./${n}` })) }))).toBeNull();
  });
  it('names the missing modules', () => {
    const exposes = [{ name: 'ProductGallery' }, { name: 'ProductPrice' }, { name: 'Extra' }];
    expect(checkExposes('gallery', manifest({ exposes }))).toBe("It does not expose gallery/ProductPickers, gallery/ProductCustomisation, which the shell's slots load.");
  });
});

describe('checkContract', () => {
  it('passes the same major, other minor and patch', () => {
    expect(checkContract(manifest({ contract: '1.7.3' }), '1.0.0')).toBeNull();
  });
  it('refuses another major', () => {
    expect(checkContract(manifest({ contract: '2.0.0' }), '1.0.0')).toBe('It was built against shared-contracts 2.0.0, but the shell runs 1.0.0: major 2 is not 1.');
  });
  it('refuses a manifest that does not say', () => {
    expect(checkContract(manifest({ contract: null }), '1.0.0')).toMatch(/does not say which shared-contracts version/);
  });
  it('refuses a contract that is not semver', () => {
    expect(checkContract(manifest({ contract: 'one' }), '1.0.0')).toBe('Its contract version "one" is not a semver version.');
  });
});

describe('checkSingletons', () => {
  it('passes ranges the shell satisfies, and any range of what is not a singleton', () => {
    const shared = [...manifest().shared, { name: 'lodash', requiredVersion: '^1.0.0' }, { name: 'swr', requiredVersion: false as const }, { name: 'i18next', requiredVersion: '*' }];
    expect(checkSingletons(manifest({ shared }), SHELL_VERSIONS)).toBeNull();
  });
  it('refuses a singleton at a range the shell does not give, naming both', () => {
    const shared = [{ name: 'react', requiredVersion: '^18.2.0', singleton: true }, { name: 'single-spa', requiredVersion: '^5.9.0' }];
    expect(checkSingletons(manifest({ shared }), SHELL_VERSIONS)).toBe(
      'It asks for react ^18.2.0, but the shell gives react 19.2.0 to every remote. It asks for single-spa ^5.9.0, but the shell gives single-spa 6.0.3 to every remote.',
    );
  });
  it('checks a subpath against its package (react-dom/client → react-dom)', () => {
    expect(checkSingletons(manifest({ shared: [{ name: 'react-dom/client', requiredVersion: '>=20' }] }), SHELL_VERSIONS)).toBe('It asks for react-dom/client >=20, but the shell gives react-dom 19.2.0 to every remote.');
  });
  it('refuses a range that is not one', () => {
    expect(checkSingletons(manifest({ shared: [{ name: 'swr', requiredVersion: 'latest-ish' }] }), SHELL_VERSIONS)).toBe('It asks for swr at "latest-ish", which is not a version range.');
  });
  it('does not check a singleton whose shell version is unknown', () => {
    expect(checkSingletons(manifest({ shared: [{ name: 'swr', requiredVersion: '^9.0.0' }] }), {})).toBeNull();
  });
  it('reads package names', () => {
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('@scope/pkg/sub')).toBe('@scope/pkg');
  });
});

describe('releaseProblems and releaseFacts', () => {
  const shell = { contract: '1.0.0', sharedVersions: SHELL_VERSIONS };
  it('has none for a good manifest, and reads its version, contract and events', () => {
    expect(releaseProblems('gallery', manifest(), shell)).toEqual([]);
    expect(releaseFacts(manifest())).toEqual({ version: '1.4.0', contract: '1.0.0', events: { emits: [{ name: 'basket:changed', version: 1 }], listens: [] } });
  });
  it('lists every problem', () => {
    const bad = manifest({ name: 'listing', contract: '2.0.0', exposes: [] });
    expect(releaseProblems('gallery', bad, shell)).toHaveLength(3);
  });
});

describe('fetchManifest', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/ok.json') res.setHeader('content-type', 'application/json').end(JSON.stringify(manifest()));
      else if (req.url === '/html') res.setHeader('content-type', 'text/html').end('<!doctype html><p>hello');
      else if (req.url === '/other.json') res.setHeader('content-type', 'application/json').end('{"hello":"world"}');
      else if (req.url === '/slow') setTimeout(() => res.end('{}'), 2000).unref();
      else res.writeHead(404).end('no');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ReleaseRefusal);
    return (error as ReleaseRefusal).message;
  };

  it('reads a manifest', async () => {
    expect((await fetchManifest(`${base}/ok.json`)).name).toBe('gallery');
  });
  it('refuses a remote that does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/mf-manifest.json`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await refusal(fetchManifest(url))).toMatch(new RegExp(`^The remote at ${url.replace(/[.?]/g, '\\$&')} does not answer \\(.+\\)\\.$`));
  });
  it('refuses a remote that answers too late', async () => {
    expect(await refusal(fetchManifest(`${base}/slow`, { timeoutMs: 200 }))).toBe(`The remote at ${base}/slow does not answer (no answer within 200 ms).`);
  });
  it('refuses an error status, non-JSON and JSON that is not a manifest', async () => {
    expect(await refusal(fetchManifest(`${base}/missing.json`))).toBe(`The remote at ${base}/missing.json answered 404 instead of its manifest.`);
    expect(await refusal(fetchManifest(`${base}/html`))).toBe(`The remote at ${base}/html answered something that is not JSON, not a manifest.`);
    expect(await refusal(fetchManifest(`${base}/other.json`))).toMatch(/is not a Module Federation manifest/);
  });
});
