// GET /_api/health tells what measures the site whether the api's start-up
// work is still taking the CPU.
import Fastify, { type FastifyInstance } from 'fastify';
import { createApi, type Api } from '../index';
import { testApiOptions } from '../testing/database';

jest.setTimeout(60_000);

async function serve(api: Api): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify();
  await app.register(api.plugin);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

it('lists the image warm-up as running from the moment the api has started', async () => {
  const api = await createApi({ ...(await testApiOptions()), warmImages: true });
  const { app, base } = await serve(api);
  try {
    const res = await fetch(`${base}/_api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, warming: ['images'] });
  } finally {
    await app.close();
    await api.close();
  }
});
