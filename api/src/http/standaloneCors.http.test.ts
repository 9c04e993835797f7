// The api alone answers the local front ends' preflights for every request its
// routes take, so a remote served on its own port can do what the shell's pages do.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCors from '@fastify/cors';
import { createApi, type Api } from '../index';
import { localOrigins, standaloneCors } from './standaloneCors';
import { testApiOptions } from '../testing/database';

jest.setTimeout(60_000);

let api: Api;
let app: FastifyInstance;
let base: string;
const routes: Array<{ method: string; url: string }> = [];

beforeAll(async () => {
  api = await createApi({ ...(await testApiOptions()), trustedOrigins: localOrigins });
  app = Fastify();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await app.register(fastifyCors, standaloneCors);
  await app.register(api.plugin);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await api.close();
});

const preflight = (url: string, method: string, origin: string) =>
  fetch(`${base}${url}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'if-match, content-type' } });

it('allows every method the routes take from a front end on another local port', async () => {
  const changing = routes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
  expect(changing.map((r) => r.method)).toEqual(expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']));
  for (const { method, url } of changing) {
    const res = await preflight(url.replace(/\*|:\w+/g, 'x'), method, 'http://localhost:4002');
    expect({ method, url, status: res.status, origin: res.headers.get('access-control-allow-origin') }).toEqual({ method, url, status: 204, origin: 'http://localhost:4002' });
    expect({ method, url, allowed: res.headers.get('access-control-allow-methods')?.split(/,\s*/) }).toEqual({ method, url, allowed: expect.arrayContaining([method]) });
  }
});

it('lets the content editor save a draft from another port: PUT with If-Match, its ETag readable', async () => {
  const res = await preflight('/_api/content/editor/pages/home', 'PUT', 'http://editor.localhost:4005');
  expect(res.headers.get('access-control-allow-origin')).toBe('http://editor.localhost:4005');
  expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
  expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  expect(res.headers.get('access-control-allow-headers')).toContain('if-match');
  const read = await fetch(`${base}/_api/content/pages/home`, { headers: { origin: 'http://localhost:4005' } });
  expect(read.headers.get('access-control-expose-headers')).toBe('ETag');
});

it('answers no other site', async () => {
  const res = await preflight('/_api/basket/addToCart', 'POST', 'https://evil.example');
  expect(res.headers.get('access-control-allow-origin')).toBeNull();
});
