/**
 * @jest-environment node
 */
// With API_URL the shell forwards the api's addresses (one list in the api
// package) to the api: method, path, query, body and cookies as they came,
// the client's address, protocol and host in X-Forwarded-*, and the answer
// with its Set-Cookie back. Its own pages stay its own.
import { request } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_EXACT_PATHS, API_PATH_PREFIXES } from '@storefront/api/routes';
import { forwardedHeaders, proxiedRoutes, registerApiProxy } from './apiProxy';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let upstream: FastifyInstance;
let shell: FastifyInstance;
let shellUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  upstream = Fastify();
  upstream.removeAllContentTypeParsers();
  upstream.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  upstream.all('/*', async (request, reply) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: typeof request.body === 'string' ? request.body : '' });
    return reply.header('set-cookie', 'sf_sid=abc; Path=/; HttpOnly').code(request.url.startsWith('/_api/missing') ? 404 : 200).send({ from: 'api', url: request.url });
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const address = upstream.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  shell = Fastify();
  await registerApiProxy(shell, apiUrl);
  shell.get('/*', async () => ({ from: 'shell' }));
  await shell.listen({ port: 0, host: '127.0.0.1' });
  const own = shell.server.address();
  shellUrl = `http://127.0.0.1:${typeof own === 'object' && own ? own.port : 0}`;
});

afterAll(async () => {
  await shell.close();
  await upstream.close();
});

beforeEach(() => {
  seen.length = 0;
});

describe('the api proxy', () => {
  it("registers the api package's list: each exact path and each prefix", () => {
    expect(proxiedRoutes()).toEqual([...API_EXACT_PATHS, ...API_PATH_PREFIXES.map((p) => `${p}*`)]);
    expect(proxiedRoutes()).toEqual(expect.arrayContaining(['/login', '/logout', '/account', '/_api/*', '/1/*', '/images/*', '/media/*', '/s/*']));
  });

  it("forwards every api address with its query, and answers the api's status and body", async () => {
    const paths = ['/login', '/logout', '/account', '/_api/basket?x=1&y=2', '/1/indexes/*/queries', '/images/products/k/f.jpg?w=300', '/media/video/k/p', '/s/abc', '/product-customisation/g', '/_api/missing'];
    for (const path of paths) {
      const res = await fetch(`${shellUrl}${path}`);
      expect([path, res.status]).toEqual([path, path.startsWith('/_api/missing') ? 404 : 200]);
      expect(await res.json()).toEqual({ from: 'api', url: path });
    }
    expect(seen.map((s) => s.url)).toEqual(paths);
  });

  it("leaves the shell's own pages to the shell", async () => {
    for (const path of ['/', '/product/a-dress', '/search?q=x', '/basket', '/accounts', '/images', '/logins']) {
      expect([path, await (await fetch(`${shellUrl}${path}`)).json()]).toEqual([path, { from: 'shell' }]);
    }
    expect(seen).toEqual([]);
  });

  it('sends a form body and the cookies as they came, and gives back the Set-Cookie', async () => {
    const res = await fetch(`${shellUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'sf_sid=old; fascia=coast', origin: shellUrl },
      body: 'csrf=t&username=a%40b.c&password=p%26q',
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual(['sf_sid=abc; Path=/; HttpOnly']);
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/login',
        body: 'csrf=t&username=a%40b.c&password=p%26q',
        headers: expect.objectContaining({ cookie: 'sf_sid=old; fascia=coast', origin: shellUrl, 'content-type': 'application/x-www-form-urlencoded' }),
      }),
    ]);
    const json = await fetch(`${shellUrl}/_api/basket/lines/1`, { method: 'PATCH', headers: { 'content-type': 'application/json', 'if-match': '"3"' }, body: '{"quantity":2}' });
    expect(json.status).toBe(200);
    expect(seen[1]).toMatchObject({ method: 'PATCH', body: '{"quantity":2}', headers: expect.objectContaining({ 'if-match': '"3"' }) });
  });

  it("tells the api the client's address, protocol and host, replacing any X-Forwarded-For the client sent", async () => {
    // fetch() may not set Host: node:http may.
    await new Promise<void>((resolve, reject) => {
      const req = request(`${shellUrl}/account`, { headers: { host: 'coast.localhost:4123', 'x-forwarded-for': '6.6.6.6' } }, (res) => {
        res.resume().on('end', resolve);
      });
      req.on('error', reject).end();
    });
    expect(seen[0]!.headers).toMatchObject({ host: 'coast.localhost:4123', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'coast.localhost:4123' });
  });

  it('forwardedHeaders uses the client as the shell sees it (its own trusted proxy)', () => {
    expect(forwardedHeaders({ ip: '203.0.113.9', protocol: 'https', host: 'burton.example' }, { cookie: 'a=1', 'x-forwarded-for': '1.2.3.4, 5.6.7.8' })).toEqual({
      cookie: 'a=1',
      host: 'burton.example',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'burton.example',
    });
  });

  it('refuses an API_URL that is not http(s)', async () => {
    await expect(registerApiProxy(Fastify(), 'ftp://api')).rejects.toThrow(/http/);
  });
});
