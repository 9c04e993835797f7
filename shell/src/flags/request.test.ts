// The flag cookies on a document request, over real HTTP to a Fastify with
// the same cookie plugin as the shell's server, and the decider through OpenFeature.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { OpenFeature } from '@openfeature/server-sdk';
import { parseFlagConfig } from './config';
import { createFlagDecider, type FlagDecider } from './decide';
import { flagOverridesOf, visitorIdOf } from './request';

const config = parseFlagConfig({
  flags: {
    atbModal: { default: 'default', rules: [{ fascias: ['coast'], value: 'testAtbModalV1' }, { fascias: ['oasis'], split: { default: 50, testAtbModalV1: 50 } }] },
    rewards: { default: true },
    reviews: { default: true, rules: [{ signedIn: true, value: false }] },
  },
});

let decider: FlagDecider;
let app: FastifyInstance;

interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

interface Response {
  json<T>(): T;
  cookies: SetCookie[];
}

function readSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  return {
    name: pair.slice(0, eq),
    value: decodeURIComponent(pair.slice(eq + 1)),
    attributes: Object.fromEntries(
      attributes.map((a) => {
        const i = a.indexOf('=');
        return i < 0 ? [a.toLowerCase(), true] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
      }),
    ),
  };
}

/** GET over HTTP with these cookies; the answer's body and Set-Cookie headers. */
function get(url: string, cookies: Record<string, string> = {}): Promise<Response> {
  const { port } = app.server.address() as AddressInfo;
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: cookie ? { cookie } : {} }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ json: <T,>() => JSON.parse(body) as T, cookies: (res.headers['set-cookie'] ?? []).map(readSetCookie) }));
      })
      .on('error', reject);
  });
}

async function server() {
  app = Fastify();
  await app.register(fastifyCookie);
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://local');
    const query = request.query as Record<string, string | undefined>;
    const visitorId = visitorIdOf(request, reply);
    const overrides = flagOverridesOf(request, reply, url.searchParams);
    const decided = await decider.decide({ fascia: query.fascia ?? 'burton', visitorId, signedIn: query.signedIn === '1' }, overrides);
    return { visitorId, ...decided };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

type Answer = { visitorId: string; flags: Record<string, unknown>; overrides: Record<string, unknown> };

const cookieOf = (response: Response, name: string) => response.cookies.find((c) => c.name === name);

beforeAll(async () => {
  decider = await createFlagDecider({ config, environment: 'test', domain: 'request-test' });
  await server();
});
afterAll(async () => {
  await app.close();
  await OpenFeature.clearProviders();
});

describe('the visitor id (sf_vid)', () => {
  it('is set on the first visit for a year, SameSite=Lax and httpOnly, and kept after', async () => {
    const first = await get('/product/shirt');
    const cookie = cookieOf(first, 'sf_vid');
    expect(cookie?.attributes).toEqual(expect.objectContaining({ path: '/', httponly: true, samesite: 'Lax', 'max-age': '31536000' }));
    expect(first.json<Answer>().visitorId).toBe(cookie?.value);

    const again = await get('/product/shirt', { sf_vid: cookie!.value });
    expect(cookieOf(again, 'sf_vid')).toBeUndefined();
    expect(again.json<Answer>().visitorId).toBe(cookie!.value);
  });

  it('is replaced when the cookie holds something else', async () => {
    const response = await get('/', { sf_vid: '<script>' });
    expect(cookieOf(response, 'sf_vid')?.value).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a visitor in the same variant of an experiment on every request', async () => {
    const seen = new Set<unknown>();
    for (let i = 0; i < 5; i++) {
      const response = await get('/?fascia=oasis', { sf_vid: 'visitor-00000042' });
      seen.add(response.json<Answer>().flags.atbModal);
    }
    expect(seen.size).toBe(1);
  });
});

describe('the overrides (?flags=, kept in sf_flags)', () => {
  it('decides with the override and keeps it for the requests that follow', async () => {
    const set = await get('/product/shirt?flags=atbModal=testAtbModalV1,rewards=false,bogus=1,reviews=maybe', { sf_vid: 'visitor-00000001' });
    expect(set.json<Answer>().flags).toEqual(expect.objectContaining({ atbModal: 'testAtbModalV1', rewards: false, reviews: true }));
    expect(set.json<Answer>().overrides).toEqual({ atbModal: 'testAtbModalV1', rewards: false });
    const kept = cookieOf(set, 'sf_flags');
    expect(kept?.value).toBe('atbModal=testAtbModalV1,rewards=false');
    expect(kept?.attributes).toEqual(expect.objectContaining({ path: '/', httponly: true, samesite: 'Lax', 'max-age': '2592000' }));

    const next = await get('/basket', { sf_vid: 'visitor-00000001', sf_flags: kept!.value });
    expect(next.json<Answer>().flags.atbModal).toBe('testAtbModalV1');
    expect(next.json<Answer>().overrides).toEqual({ atbModal: 'testAtbModalV1', rewards: false });
    expect(cookieOf(next, 'sf_flags')).toBeUndefined();
  });

  it('wins over the fascia’s value, and `name=` forgets one override', async () => {
    const cookies = { sf_vid: 'visitor-00000001', sf_flags: 'atbModal=default,rewards=false' };
    const coast = await get('/?fascia=coast', cookies);
    expect(coast.json<Answer>().flags.atbModal).toBe('default');

    const forget = await get('/?fascia=coast&flags=atbModal=', cookies);
    expect(forget.json<Answer>().flags.atbModal).toBe('testAtbModalV1');
    expect(cookieOf(forget, 'sf_flags')?.value).toBe('rewards=false');
  });

  it('forgets every override with ?flags=reset', async () => {
    const response = await get('/?flags=reset', { sf_vid: 'visitor-00000001', sf_flags: 'atbModal=testAtbModalV1' });
    expect(response.json<Answer>().flags.atbModal).toBe('default');
    expect(response.json<Answer>().overrides).toEqual({});
    const cleared = cookieOf(response, 'sf_flags');
    expect(cleared?.value).toBe('');
    expect(new Date(String(cleared?.attributes.expires)).getTime()).toBeLessThan(Date.now());
  });

  it('ignores a kept cookie it cannot read', async () => {
    const response = await get('/', { sf_vid: 'visitor-00000001', sf_flags: 'atbModal=<img>,%%%' });
    expect(response.json<Answer>().overrides).toEqual({});
    expect(response.json<Answer>().flags.atbModal).toBe('default');
  });
});

describe('the decider', () => {
  it('gives every flag a value: configured, or the flag’s fallback where the configuration has none', async () => {
    const { flags } = await decider.decide({ fascia: 'burton', visitorId: 'visitor-00000001', signedIn: false });
    expect(flags).toEqual({
      atbModal: 'default',
      deliveryBadgePosition: 'underPrice',
      quickAddInRecentlyViewed: true,
      hideBeautySwatches: false,
      similarProductsGrid: false,
      reviews: true,
      subscription: false,
      rewards: true,
      liveStockRefresh: true,
    });
  });

  it('decides with the signed-in state', async () => {
    const { flags } = await decider.decide({ fascia: 'burton', visitorId: 'visitor-00000001', signedIn: true });
    expect(flags.reviews).toBe(false);
  });

  it('decides the shipped configuration: coast on CHECKOUT, burton on VIEW BAG in development', async () => {
    const shipped = await createFlagDecider({ environment: 'development', domain: 'request-test-shipped' });
    expect((await shipped.decide({ fascia: 'coast', visitorId: 'visitor-00000001', signedIn: false })).flags.atbModal).toBe('testAtbModalV1');
    expect((await shipped.decide({ fascia: 'burton', visitorId: 'visitor-00000001', signedIn: false })).flags.atbModal).toBe('default');
    const overridden = await shipped.decide({ fascia: 'burton', visitorId: 'visitor-00000001', signedIn: false }, { atbModal: 'testAtbModalV1' });
    expect(overridden.flags.atbModal).toBe('testAtbModalV1');
  });
});
