import { createShellServer } from './app';

const port = Number(process.env.PORT ?? 3000);
const app = await createShellServer({ logger: process.env.LOG === '1' });
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(process.env.API_URL ? `shell on http://localhost:${port} (api at ${process.env.API_URL})` : `shell and api on http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
