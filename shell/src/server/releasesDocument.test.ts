/**
 * @jest-environment node
 */
// The release page's document (src/releases/): the frame the browser draws in,
// for staff only: not indexed, not cached by anyone, no remote on it, kept out
// of robots and the sitemap; its figures behind the release token.
import { bootOf, shellForTheseTests } from './testing/shell';

const shell = shellForTheseTests();

it('answers /releases with the page frame, noindex, private and not stored, and no remote', async () => {
  const res = await shell().inject({ method: 'GET', url: '/releases' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.body).toContain('<title>Releases | Burton</title>');
  expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(res.body).not.toContain('rel="canonical"');
  expect(res.body).toContain('<h1>Releases</h1>');
  expect(res.body).toContain('aria-label="Loading releases"');
  // No shop header, bag or overlay: nothing of a remote is asked for.
  expect(res.body).not.toContain('mf-manifest.json" as="fetch"');
  expect(res.body).not.toContain('rel="preconnect"');
  expect(res.body).not.toContain('data-slot=');
  expect(bootOf(res.body).route).toMatchObject({ name: 'releases', path: '/releases' });
  expect((await shell().inject({ method: 'GET', url: '/releases/?remote=listing&hours=6' })).statusCode).toBe(200);
});

it('keeps the page out of robots.txt and the sitemap', async () => {
  expect((await shell().inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Disallow: /releases\n');
  expect((await shell().inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('/releases');
});

it("gives the page's series only with the release token or from the office network", async () => {
  const res = await shell().inject({ method: 'GET', url: '/_api/field/series/gallery?hours=24' });
  // The test shell runs without RELEASE_TOKEN and with no office network: closed.
  expect([401, 503]).toContain(res.statusCode);
});
