import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { trustProxyOption } from './trustProxy';

describe('trustProxyOption', () => {
  it('trusts nobody unless told', () => {
    expect(trustProxyOption(undefined)).toBe(false);
    expect(trustProxyOption('')).toBe(false);
    expect(trustProxyOption(' false ')).toBe(false);
  });

  it('reads every peer, a hop count, or a list of proxies', () => {
    expect(trustProxyOption('true')).toBe(true);
    const twoHops = trustProxyOption('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption('10.0.0.0/8, loopback,')).toEqual(['10.0.0.0/8', 'loopback']);
  });

  /** What a server with this setting makes of a request from this machine (a loopback peer) with forwarded headers. */
  async function seen(trustProxy: ReturnType<typeof trustProxyOption>) {
    const app = Fastify({ trustProxy });
    app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol, host: request.host }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.test' } });
      return { ...((await res.json()) as { ip: string; protocol: string; host: string }), port };
    } finally {
      await app.close();
    }
  }

  it('by default a client cannot choose its address, protocol or host with forwarded headers', async () => {
    const answer = await seen(trustProxyOption(undefined));
    expect(answer).toEqual({ ip: '127.0.0.1', protocol: 'http', host: `127.0.0.1:${answer.port}`, port: answer.port });
  });

  it('behind a listed proxy the forwarded headers are the client’s', async () => {
    expect(await seen(trustProxyOption('loopback'))).toMatchObject({ ip: '203.0.113.7', protocol: 'https', host: 'evil.test' });
  });
});
