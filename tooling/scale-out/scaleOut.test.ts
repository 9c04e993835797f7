// Two shell instances (API_URL) and two api instances on one PostgreSQL,
// behind a round-robin proxy: a guest's bag, a sign-in that merges it, and
// the sign-in throttle, short links, and a remote published and rolled back
// through the release registry, with consecutive requests on different
// instances, every step seeing the same state (issue 21, Scale-out). Runs in the unit
// stage, before the build: the shells start without their client scripts
// (SHELL_CLIENT_ASSETS=optional), which the state under test does not need.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// No imports in that file: the webpack factory reads it too.
import { CONTRACT_VERSION, SHELL_SLOT_MODULES } from '@storefront/shared-contracts/releases';
import { startCluster, type Cluster } from './cluster';

// initdb, two api starts (catalogue, search indexes) and two shells on a busy 2-core machine.
jest.setTimeout(120_000);

const RELEASE_TOKEN = 'scale-out-release-token';

let cluster: Cluster;
/** A remote's build as the release checks want it: a manifest on its own server. */
const remote: { server?: Server; url: string } = { url: '' };

beforeAll(async () => {
  const manifest = (version: string) => ({
    id: 'gallery',
    name: 'gallery',
    metaData: { name: 'gallery', buildInfo: { buildVersion: version, buildName: '@storefront/mfe-gallery' }, storefront: { contract: CONTRACT_VERSION, events: { emits: [], listens: [] } } },
    exposes: SHELL_SLOT_MODULES.gallery.map((name) => ({ id: `gallery:${name}`, name, path: `./${name}` })),
    shared: [{ id: 'gallery:react', name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.0.0' }],
    remotes: [],
  });
  remote.server = createServer((req, res) => {
    const version = /^\/v(\d)\/mf-manifest\.json$/.exec(req.url ?? '')?.[1];
    if (version) res.setHeader('content-type', 'application/json').setHeader('access-control-allow-origin', '*').end(JSON.stringify(manifest(`${version}.0.0`)));
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => remote.server!.listen(0, '127.0.0.1', done));
  remote.url = `http://127.0.0.1:${(remote.server.address() as AddressInfo).port}`;
  cluster = await startCluster({ apis: 2, shells: 2, apiEnv: { RELEASE_TOKEN } });
});

afterAll(async () => {
  await cluster?.stop();
  remote.server?.closeAllConnections();
  await new Promise((done) => remote.server?.close(done));
});

interface Client {
  cookies: Map<string, string>;
  send(path: string, init?: RequestInit): Promise<Response>;
  json<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }>;
  form(path: string, fields: Record<string, string>): Promise<Response>;
}

/** A browser-like client of the proxy's address: keeps cookies, sends its origin on changes. */
function client(): Client {
  const cookies = new Map<string, string>();
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.method && init.method !== 'GET') headers.set('origin', cluster.proxy.url);
    const res = await fetch(`${cluster.proxy.url}${path}`, { ...init, headers, redirect: 'manual' });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(set)) cookies.delete(pair!.slice(0, eq));
      else cookies.set(pair!.slice(0, eq), value);
    }
    return res;
  };
  return {
    cookies,
    send,
    async json<T>(path: string, init?: RequestInit) {
      const res = await send(path, init);
      return { status: res.status, body: (await res.json()) as T };
    },
    form: (path, fields) => send(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }),
  };
}

/** The shells that served the requests made during `fn` (proxy indexes). */
async function servedBy(fn: () => Promise<void>): Promise<number[]> {
  const from = cluster.proxy.served.length;
  await fn();
  return cluster.proxy.served.slice(from);
}

interface CartAnswer {
  lines: Array<{ sku: string; quantity: number }>;
  itemCount?: number;
}

/** The bag count the shell drew into a document's boot data (its account came over HTTP from its api). */
async function documentBasketCount(c: Client): Promise<number> {
  const res = await c.send('/search?q=shirt');
  expect(res.status).toBe(200);
  const html = await res.text();
  const match = /"basketCount":(\d+)/.exec(html);
  if (!match) throw new Error(`no basketCount in the document: ${html.slice(0, 500)}`);
  return Number(match[1]);
}

async function someVariantSku(c: Client): Promise<string> {
  const { body: catalogue } = await c.json<{ data: Array<{ slug: string; availablefascias: string[]; isPremier: boolean }> }>('/_api/shell/catalogue');
  for (const entry of catalogue.data.filter((p) => p.availablefascias.includes('burton') && !p.isPremier)) {
    const { body } = await c.json<{ data: { product: { customisationGroupName?: string; variants: Array<{ sku: string; marketplaceSku?: string; availableQuantity: number }> } } | null }>(
      `/_api/shell/product-page?fascia=burton&slug=${encodeURIComponent(entry.slug)}`,
    );
    const product = body.data?.product;
    if (!product || product.customisationGroupName) continue;
    const variant = product.variants.find((v) => v.availableQuantity > 3 && !v.marketplaceSku);
    if (variant) return variant.sku;
  }
  throw new Error('no plain burton variant in stock');
}

it('runs two shells on two apis with every request going through the proxy in turn', () => {
  expect(cluster.apis).toHaveLength(2);
  expect(cluster.shells).toHaveLength(2);
  expect(new Set(cluster.shells).size).toBe(2);
});

it("keeps a guest's bag, a sign-in that merges it, and the account the same on every instance", async () => {
  const shopper = client();
  const sku = await someVariantSku(shopper);

  // A guest adds to the bag on one instance...
  const added = await shopper.form('/_api/basket/addToCart', { data: JSON.stringify([{ sku, quantity: 2 }]) });
  expect(added.status).toBe(200);
  expect(shopper.cookies.get('sf_sid')).toBeTruthy();

  // ...and sees it on the next requests, whichever shell (and so api) answers them.
  const reads = await servedBy(async () => {
    for (let i = 0; i < 4; i++) {
      const { status, body } = await shopper.json<CartAnswer>('/_api/basket');
      expect(status).toBe(200);
      expect(body.lines).toEqual([expect.objectContaining({ sku, quantity: 2 })]);
    }
    // The shells' documents, drawn from their api over HTTP, count it too.
    expect(await documentBasketCount(shopper)).toBe(2);
    expect(await documentBasketCount(shopper)).toBe(2);
  });
  expect(new Set(reads)).toEqual(new Set([0, 1]));

  // Signs in: the form's csrf from one instance, the post on the other.
  const signIn = await servedBy(async () => {
    const { body: login } = await shopper.json<{ csrf: string }>('/login');
    const res = await shopper.form('/login', { csrf: login.csrf, username: 'test.customer@example.com', password: 'Password123!' });
    expect(res.status).toBe(200);
  });
  expect(new Set(signIn)).toEqual(new Set([0, 1]));

  // The guest's bag merged into the customer's, seen signed in on both instances.
  const after = await servedBy(async () => {
    for (let i = 0; i < 2; i++) {
      const { body: account } = await shopper.json<{ user: { guest: boolean; email?: string } }>('/account');
      expect(account.user).toMatchObject({ guest: false, email: 'test.customer@example.com' });
      const { body: cart } = await shopper.json<CartAnswer>('/_api/basket');
      expect(cart.lines).toEqual([expect.objectContaining({ sku, quantity: 2 })]);
    }
    expect(await documentBasketCount(shopper)).toBe(2);
    expect(await documentBasketCount(shopper)).toBe(2);
  });
  expect(new Set(after)).toEqual(new Set([0, 1]));

  // Signs out on one instance: a guest on the other.
  const { body: login } = await shopper.json<{ csrf: string }>('/login');
  expect((await shopper.form('/logout', { csrf: login.csrf })).status).toBe(200);
  const { body: account } = await shopper.json<{ user: { guest: boolean } }>('/account');
  expect(account.user.guest).toBe(true);
});

it('trips the sign-in throttle after five failures even though the attempts alternate between the api instances', async () => {
  const attacker = client();
  const { body: login } = await attacker.json<{ csrf: string }>('/login');
  const statuses: number[] = [];
  const served = await servedBy(async () => {
    for (let i = 0; i < 6; i++) {
      const res = await attacker.form('/login', { csrf: login.csrf, username: 'premier.customer@example.com', password: `wrong-${i}` });
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });
  // Each api instance saw three of the six: only a shared count holds the sixth.
  expect(served.filter((shell) => shell === 0)).toHaveLength(3);
  for (let i = 1; i < served.length; i++) expect(served[i]).not.toBe(served[i - 1]);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  // Held on every instance, the right password included.
  const right = await attacker.form('/login', { csrf: login.csrf, username: 'premier.customer@example.com', password: 'Password123!' });
  expect(right.status).toBe(429);
});

it('keeps a short link made on one instance for the others', async () => {
  const sharer = client();
  const { body } = await sharer.json<{ shorturl: string }>('/_api/url-shorten', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${cluster.proxy.url}/product/some-dress?colour=red` }),
  });
  const path = new URL(body.shorturl).pathname;
  expect(new URL(body.shorturl).origin).toBe(cluster.proxy.url);
  for (let i = 0; i < 2; i++) {
    const res = await sharer.send(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/product\/some-dress\?colour=red$/);
  }
});

it('publishes a remote on one instance and every shell serves it on its next page load; a rollback likewise', async () => {
  const deploy = client();
  const auth = { authorization: `Bearer ${RELEASE_TOKEN}`, 'content-type': 'application/json' };
  const galleryOn = async () => (await deploy.json<{ remotes: Record<string, { manifest: string }> }>('/remotes.json')).body.remotes.gallery?.manifest;
  const publish = (manifestUrl: string) => deploy.send('/_api/releases/gallery/publish', { method: 'POST', headers: auth, body: JSON.stringify({ manifestUrl, by: 'scale-out test' }) });
  const first = `${remote.url}/v1/mf-manifest.json`;
  const manifestUrl = `${remote.url}/v2/mf-manifest.json`;

  // Each publish on whichever instance; each shell reads the registry at most every 2 s: within a few seconds, both serve it.
  for (const url of [first, manifestUrl]) {
    const published = await publish(url);
    expect([published.status, await published.text()]).toEqual([201, expect.stringContaining('"live":true')]);
    expect(await eventuallyOnEveryShell(galleryOn, url)).toEqual([0, 1]);
  }

  const rolledBack = await deploy.send('/_api/releases/gallery/rollback', { method: 'POST', headers: auth, body: JSON.stringify({ by: 'scale-out test' }) });
  expect(rolledBack.status).toBe(201);
  expect(await eventuallyOnEveryShell(galleryOn, first)).toEqual([0, 1]);
  const before = first;

  // A publish without the deployment's token changes nothing.
  const refused = await deploy.send('/_api/releases/gallery/publish', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ manifestUrl }) });
  expect(refused.status).toBe(401);
  expect(await galleryOn()).toBe(before);
  expect(await galleryOn()).toBe(before);
});

/** Polls `read` through the proxy until two consecutive answers (so both shells) give `expected`; the shells that did. */
async function eventuallyOnEveryShell(read: () => Promise<string | undefined>, expected: string): Promise<number[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const from = cluster.proxy.served.length;
    const answers = [await read(), await read()];
    if (answers.every((answer) => answer === expected)) return [...cluster.proxy.served.slice(from)].sort();
    if (Date.now() > deadline) throw new Error(`the shells still serve ${answers.join(' and ')}, not ${expected}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}
