// The api alone on its own port (the shell normally embeds it in-process).
import Fastify from 'fastify';
import fastifyCors from '@fastify/cors';
import { createApi, trustProxyOption } from './index';
import { localOrigins, standaloneCors } from './http/standaloneCors';

const port = Number(process.env.PORT ?? 3100);
// The local front ends on other ports: CORS lets them read answers, and the
// api lets their pages change state (add to the bag, sign in).
const api = await createApi({ logger: process.env.LOG === '1', trustedOrigins: localOrigins });
const app = Fastify({ logger: process.env.LOG === '1', trustProxy: trustProxyOption() });
await app.register(fastifyCors, standaloneCors);
await app.register(api.plugin);
app.addHook('onClose', () => api.close());
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`api on http://localhost:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
