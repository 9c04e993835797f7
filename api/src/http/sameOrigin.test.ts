import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorHandler } from './errors';
import { CROSS_SITE_MESSAGE, isCrossSiteChange, refuseCrossSiteChanges, type StateChangeRequest, type TrustedOrigin } from './sameOrigin';
import { trustProxyOption } from './trustProxy';

const request = (change: Partial<StateChangeRequest>): StateChangeRequest => ({
  method: 'POST',
  origin: undefined,
  fetchSite: undefined,
  ownOrigin: 'http://burton.localhost:3000',
  ...change,
});

describe('isCrossSiteChange', () => {
  it('refuses another origin on every state-changing method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(isCrossSiteChange(request({ method, origin: 'https://evil.example' }))).toBe(true);
    }
  });

  it('never refuses a read', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(isCrossSiteChange(request({ method, origin: 'https://evil.example', fetchSite: 'cross-site' }))).toBe(false);
    }
  });

  it('takes the request’s own origin, whatever the case and with the default port written out', () => {
    expect(isCrossSiteChange(request({ origin: 'http://burton.localhost:3000' }))).toBe(false);
    expect(isCrossSiteChange(request({ origin: 'http://BURTON.localhost:3000' }))).toBe(false);
    expect(isCrossSiteChange(request({ origin: 'https://www.burton.example', ownOrigin: 'https://www.burton.example:443' }))).toBe(false);
  });

  it('treats each fascia host as its own origin', () => {
    expect(isCrossSiteChange(request({ origin: 'http://coast.localhost:3000' }))).toBe(true);
    expect(isCrossSiteChange(request({ origin: 'http://coast.localhost:3000', ownOrigin: 'http://coast.localhost:3000' }))).toBe(false);
  });

  it('refuses another port or scheme, an opaque origin and an unreadable one', () => {
    for (const origin of ['http://burton.localhost:3001', 'https://burton.localhost:3000', 'null', '', 'burton.localhost']) {
      expect(isCrossSiteChange(request({ origin }))).toBe(true);
    }
  });

  it('without an Origin, goes by Sec-Fetch-Site', () => {
    expect(isCrossSiteChange(request({ fetchSite: 'cross-site' }))).toBe(true);
    expect(isCrossSiteChange(request({ fetchSite: 'something-new' }))).toBe(true);
    for (const fetchSite of ['same-origin', 'same-site', 'none', 'Same-Origin']) expect(isCrossSiteChange(request({ fetchSite }))).toBe(false);
  });

  it('lets a request with neither header through (curl, a server-side call)', () => {
    expect(isCrossSiteChange(request({}))).toBe(false);
  });

  it('takes the trusted origins, exact or by pattern', () => {
    const trusted: TrustedOrigin[] = ['http://localhost:3003', /^http:\/\/[a-z]+\.localhost(:\d+)?$/];
    expect(isCrossSiteChange(request({ origin: 'http://localhost:3003', ownOrigin: 'http://127.0.0.1:3100' }), trusted)).toBe(false);
    expect(isCrossSiteChange(request({ origin: 'http://wallis.localhost:3005', ownOrigin: 'http://127.0.0.1:3100' }), trusted)).toBe(false);
    expect(isCrossSiteChange(request({ origin: 'http://localhost:3004', ownOrigin: 'http://127.0.0.1:3100' }), trusted)).toBe(true);
  });
});

describe('refuseCrossSiteChanges on a server', () => {
  const servers: FastifyInstance[] = [];
  afterAll(() => Promise.all(servers.map((app) => app.close())));

  async function server(options: FastifyServerOptions = {}) {
    const app = Fastify(options);
    await app.register(async (scoped) => {
      scoped.setErrorHandler(errorHandler);
      refuseCrossSiteChanges(scoped);
      scoped.post('/change', async () => ({ changed: true }));
      scoped.delete('/change', async () => ({ changed: true }));
    });
    app.post('/outside', async () => ({ changed: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    servers.push(app);
    return (app.server.address() as AddressInfo).port;
  }

  /** A request with any Host header (fetch will not send one of ours). */
  function send(port: number, method: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('answers 403 with the api’s error shape before the handler runs', async () => {
    const port = await server();
    const res = await send(port, 'POST', '/change', { host: 'burton.localhost:3000', origin: 'https://evil.example' });
    expect(res).toEqual({ status: 403, body: { success: false, error: 'CROSS_SITE_REQUEST', message: CROSS_SITE_MESSAGE } });
    expect((await send(port, 'DELETE', '/change', { host: 'burton.localhost:3000', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('answers each fascia host’s own pages', async () => {
    const port = await server();
    for (const host of ['burton.localhost:3000', 'coast.localhost:3000']) {
      expect(await send(port, 'POST', '/change', { host, origin: `http://${host}` })).toEqual({ status: 200, body: { changed: true } });
    }
  });

  it('counts the forwarded host and protocol only from a trusted proxy', async () => {
    const forwarded = { host: 'api.internal:8080', 'x-forwarded-host': 'www.burton.example', 'x-forwarded-proto': 'https', origin: 'https://www.burton.example' };
    expect((await send(await server({ trustProxy: trustProxyOption('loopback') }), 'POST', '/change', forwarded)).status).toBe(200);
    expect((await send(await server({ trustProxy: trustProxyOption(undefined) }), 'POST', '/change', forwarded)).status).toBe(403);
  });

  it('leaves the routes outside its scope alone', async () => {
    const port = await server();
    expect((await send(port, 'POST', '/outside', { origin: 'https://evil.example' })).status).toBe(200);
  });
});
