// The short links over HTTP: only this site's addresses are stored, the same
// address gets the same code, and /s/{code} redirects to it.
import { startTestServer, type TestServer } from '../testing/server';
import { ShortLinkService } from './shortLinkService';
import { SHARE_URL_MESSAGES } from './rules';
import { SHORT_LINK_NOT_FOUND } from './routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stored = () => new ShortLinkService(server.api.db).count();
const shorten = (url: string, headers?: Record<string, string>) => server.client().postForm('/_api/url-shorten?index', { url }, headers);
const page = (path: string) => `${server.url}${path}`;

describe('POST /_api/url-shorten', () => {
  it('answers a short link of this site, the same one for the same address', async () => {
    const before = await stored();
    const address = page('/product/midi-wrap-dress-10001?colour=Navy&link_source=share_button&utm_source=pdp_share&utm_medium=referral');
    const first = await shorten(address);
    expect(first.status).toBe(200);
    const { shorturl } = (await first.json()) as { shorturl: string };
    expect(shorturl).toMatch(new RegExp(`^${server.url}/s/[0-9A-Za-z]{7}$`));

    const again = (await (await shorten(address)).json()) as { shorturl: string };
    expect(again.shorturl).toBe(shorturl);
    expect(await stored()).toBe(before + 1);

    const other = (await (await shorten(page('/product/leather-ankle-boots-black-10002'))).json()) as { shorturl: string };
    expect(other.shorturl).not.toBe(shorturl);
  });

  it.each([
    ['no address', undefined, SHARE_URL_MESSAGES.missing],
    ['a relative address', '/product/a', SHARE_URL_MESSAGES.notAbsolute],
    ['a script address', 'javascript:alert(1)', SHARE_URL_MESSAGES.notAbsolute],
    ['another site', 'https://evil.example/product/a', SHARE_URL_MESSAGES.otherSite],
    ['another port of this host', 'http://127.0.0.1:1/product/a', SHARE_URL_MESSAGES.otherSite],
    ['a protocol-relative path', '//evil.example/a', SHARE_URL_MESSAGES.notAbsolute],
    ['a path that leaves the site', `${'HOST'}//evil.example/a`, SHARE_URL_MESSAGES.notAPage],
    ['an api address', `${'HOST'}/_api/basket`, SHARE_URL_MESSAGES.notAPage],
  ])('refuses %s with a 400 and a readable message, storing nothing', async (_name, url, message) => {
    const before = await stored();
    const body: Record<string, string> = url === undefined ? {} : { url: url.replace('HOST', server.url) };
    const res = await server.client().postForm('/_api/url-shorten?index', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'INVALID_URL', message, field: 'url' });
    expect(await stored()).toBe(before);
  });

  it('refuses a request sent from another site (the api’s same-origin rule)', async () => {
    const before = await stored();
    const res = await shorten(page('/product/a'), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await stored()).toBe(before);
  });
});

describe('GET /s/{code}', () => {
  it('redirects (302) to the stored page of this site', async () => {
    const address = page('/product/cotton-oxford-shirt-white-10013?colour=White&utm_medium=referral#reviews');
    const { shorturl } = (await (await shorten(address)).json()) as { shorturl: string };
    const res = await fetch(shorturl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/product/cotton-oxford-shirt-white-10013?colour=White&utm_medium=referral#reviews');
  });

  it.each(['Zz9Zz9Z', 'short', 'has-dash', 'ABCDEFGH'])('answers 404 with a readable message for the unknown code %s', async (code) => {
    const res = await fetch(page(`/s/${code}`), { redirect: 'manual' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'SHORT_LINK_NOT_FOUND', message: SHORT_LINK_NOT_FOUND });
  });

  it('answers a shopper’s browser a page that says so', async () => {
    const res = await fetch(page('/s/Zz9Zz9Z'), { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain(SHORT_LINK_NOT_FOUND);
  });
});

describe('ShortLinkService', () => {
  it('draws another code when the first is taken', async () => {
    const codes = ['Taken01', 'Taken01', 'Fresh02'];
    const links = new ShortLinkService(server.api.db, () => codes.shift()!);
    expect(await links.shorten(page('/product/one'))).toBe('Taken01');
    expect(await links.shorten(page('/product/two'))).toBe('Fresh02');
    expect(await links.target('Fresh02')).toBe(page('/product/two'));
  });
});
