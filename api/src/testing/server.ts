// Test harness: the api on a real port over an in-memory database, and a
// client that keeps cookies like a browser.
import Fastify from 'fastify';
import { createApi, type Api, type ApiOptions } from '../index';
import { testApiOptions } from './database';

// Starting a server (catalogue, search indexes, database, seeded customers)
// takes a few seconds on a busy 2-core machine.
jest.setTimeout(60_000);

export interface TestServer {
  url: string;
  api: Api;
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestClient {
  get(path: string): Promise<Response>;
  /** Any request (PATCH, DELETE...) with this client's cookies. */
  send(path: string, init?: RequestInit): Promise<Response>;
  /** `headers` as a browser would add them: `origin`, `sec-fetch-site`. */
  postForm(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  postJson(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  postRaw(path: string, body: string, contentType: string): Promise<Response>;
  cookies: Map<string, string>;
}

export async function startTestServer(
  options: { dataDir?: string; api?: Partial<ApiOptions>; trustProxy?: boolean | string[] } = {},
): Promise<TestServer> {
  // A test's own folder or PostgreSQL server (as DATABASE_URL names it for the api), else an in-memory database.
  const ownDatabase = Boolean(options.dataDir ?? options.api?.databaseUrl ?? process.env.DATABASE_URL);
  const api = await createApi({
    ...options.api,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(await testApiOptions({ database: !ownDatabase })),
  });
  const app = Fastify(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {});
  await app.register(api.plugin);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const client = (): TestClient => {
    const cookies = new Map<string, string>();
    const send = async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await fetch(`${url}${path}`, { ...init, headers });
      for (const set of res.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const eq = pair!.indexOf('=');
        cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
      return res;
    };
    return {
      cookies,
      get: (path) => send(path),
      send,
      postForm: (path, fields, headers) =>
        send(path, { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } }),
      postJson: (path, body, headers) => send(path, { method: 'POST', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } }),
      postRaw: (path, body, contentType) => send(path, { method: 'POST', body, headers: { 'content-type': contentType } }),
    };
  };

  return {
    url,
    api,
    client,
    async close() {
      await app.close();
      await api.close();
    },
  };
}
