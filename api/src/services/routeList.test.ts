// The one list of the api's addresses (routeList.ts) covers every route the
// api registers, and none of the shell's own pages.
import Fastify from 'fastify';
import { startTestServer, type TestServer } from '../testing/server';
import { API_EXACT_PATHS, API_PATH_PREFIXES, isApiPath } from './routeList';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A concrete path for a route pattern: parameters and wildcards filled in. */
const concrete = (url: string) => url.replace(/:\w+/g, 'x').replace(/\*$/, 'x/y');

it('covers every route the api registers', async () => {
  const app = Fastify();
  const urls: string[] = [];
  app.addHook('onRoute', (route) => void urls.push(route.url));
  await app.register(server.api.plugin);
  await app.ready();
  await app.close();
  expect(urls.length).toBeGreaterThan(40);
  expect(urls.filter((url) => !isApiPath(concrete(url)))).toEqual([]);
  // And every entry of the list is used by some route.
  for (const prefix of API_PATH_PREFIXES) expect(urls.some((url) => url.startsWith(prefix))).toBe(true);
  for (const path of API_EXACT_PATHS) expect(urls).toContain(path);
});

it("leaves the shell's own addresses to the shell", () => {
  for (const path of ['/', '/product/a-dress', '/premier/x', '/search', '/categories/dresses', '/pages/brands/coast', '/basket', '/checkout', '/wishlist', '/remotes.json', '/static/main.js', '/sitemap.xml', '/robots.txt', '/favicon.ico', '/accounts', '/login-help', '/images', '/s']) {
    expect([path, isApiPath(path)]).toEqual([path, false]);
  }
  for (const path of ['/login', '/logout', '/account', '/_api/basket', '/1/indexes/x/queries', '/images/products/k/f.jpg', '/media/video/k/p', '/s/abc', '/product-customisation/g']) {
    expect([path, isApiPath(path)]).toEqual([path, true]);
  }
});
