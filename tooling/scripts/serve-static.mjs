#!/usr/bin/env node
// Serves one remote's build as an independent deployment: its own port,
// CORS for the shell's origin (mf-manifest.json is fetched with fetch()),
// compression (the build's precompressed copies where there are), long
// caching for hashed files and none for the entry points.
// Usage: node serve-static.mjs <dist-dir> [--port N]
import path from 'node:path';
import fs from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import { remotePort } from './remotes.mjs';

const args = process.argv.slice(2);
const dir = path.resolve(args[0] ?? 'dist');
const portFlag = args.indexOf('--port');
const pkgName = JSON.parse(fs.readFileSync(path.join(dir, '..', 'package.json'), 'utf8')).name;
const port = Number(portFlag >= 0 ? args[portFlag + 1] : process.env.PORT ?? remotePort(pkgName));

if (!fs.existsSync(path.join(dir, 'mf-manifest.json'))) {
  console.error(`No build in ${dir}: run "pnpm build" first.`);
  process.exit(1);
}

const app = Fastify({ logger: false });
await app.register(fastifyCors, { origin: true });
await app.register(fastifyCompress, { global: true, threshold: 512, encodings: ['br', 'gzip'] });
await app.register(fastifyStatic, {
  root: dir,
  // The build's .br and .gz copies (see createConfig); others are compressed per response.
  preCompressed: true,
  cacheControl: false,
  setHeaders(reply, filePath) {
    const base = path.basename(filePath);
    const immutable = /\.[0-9a-f]{8}\.(js|css)$/.test(base);
    reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});
app.get('/health', async () => ({ ok: true }));
await app.listen({ port, host: '127.0.0.1' });
console.log(`${pkgName} serving ${dir} on http://localhost:${port}/mf-manifest.json`);
