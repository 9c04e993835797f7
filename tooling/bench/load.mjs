#!/usr/bin/env node
// pnpm bench:load — how many page requests a second the site serves, as new
// visitors (no cookies) ask for them: for the product, category, search,
// home and content pages (their addresses in tooling/budget/budget.json),
// autocannon at BENCH_CONNECTIONS connections for BENCH_SECONDS each, after
// a short warm-up, printing requests a second and p50/p99 latency. In the
// same run, a static server (node:http, in a process of its own) sends each
// page's bytes as the site sent them (the same compression and headers): the
// floor of this machine, side by side. Loopback only, bounded in time.
//   BENCH_CONNECTIONS=20   BENCH_SECONDS=10 (at most 60)   BENCH_PAGES=product,home
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiIdle, ORIGIN, startSite } from './site.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const PAGE_TYPES = ['product', 'category', 'search', 'home', 'content'];
const ACCEPT_ENCODING = 'br, gzip';

function setting(name, fallback, { min, max }) {
  const raw = process.env[name];
  const value = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not ${raw}`);
  return value;
}

/** One response as it came off the wire: status, the headers a cache would keep, the body still compressed. */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const keep = ['content-type', 'content-encoding', 'cache-control', 'vary', 'content-security-policy'];
          const headers = Object.fromEntries(keep.filter((h) => res.headers[h] !== undefined).map((h) => [h, res.headers[h]]));
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** The floor: serves the captured pages (path -> response) from memory, in this process (run as a child). */
function serveFloor(file) {
  const pages = new Map(
    Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([pagePath, page]) => [pagePath, { ...page, body: Buffer.from(page.body, 'base64') }]),
  );
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(page.status, { ...page.headers, 'content-length': page.body.length });
    res.end(page.body);
  });
  server.keepAliveTimeout = 10_000;
  server.listen(0, '127.0.0.1', () => console.log(`FLOOR ${server.address().port}`));
}

function startFloor(captured) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-')), 'pages.json');
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries([...captured].map(([p, page]) => [p, { ...page, body: page.body.toString('base64') }]))));
  const child = spawn(process.execPath, [import.meta.filename, '--floor', file], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const port = /FLOOR (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, origin: `http://127.0.0.1:${port}`, cleanup: () => fs.rmSync(path.dirname(file), { recursive: true, force: true }) });
    });
    child.on('exit', (code) => reject(new Error(`the static server stopped (${code})`)));
  });
}

function load(url, connections, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': ACCEPT_ENCODING } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(url, connections, seconds) {
  await load(url, connections, Math.min(2, seconds)); // warm-up: JIT, caches, connections
  const r = await load(url, connections, seconds);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts, total: r.requests.total };
}

async function main() {
  const connections = setting('BENCH_CONNECTIONS', 20, { min: 1, max: 200 });
  const seconds = setting('BENCH_SECONDS', 10, { min: 1, max: 60 });
  const wanted = (process.env.BENCH_PAGES ?? PAGE_TYPES.join(',')).split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = wanted.filter((p) => !PAGE_TYPES.includes(p));
  if (unknown.length) throw new Error(`BENCH_PAGES: no page type ${unknown.join(', ')} (page types: ${PAGE_TYPES.join(', ')})`);
  const budget = JSON.parse(fs.readFileSync(path.join(root, 'tooling/budget/budget.json'), 'utf8'));
  const pages = wanted.map((type) => ({ type, path: budget.pages[type].path }));

  const site = await startSite();
  let floor = null;
  try {
    await apiIdle();
    const captured = new Map();
    for (const page of pages) {
      const response = await rawGet(`${ORIGIN}${page.path}`);
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      captured.set(page.path, response);
    }
    floor = await startFloor(captured);
    const ms = (v) => `${v.toFixed(v < 10 ? 1 : 0)} ms`.padStart(8);
    const rps = (v) => `${Math.round(v)}`.padStart(6);
    console.log(`${connections} connections, ${seconds} s a page after a warm-up; new visitors (no cookies), accept-encoding ${ACCEPT_ENCODING}`);
    console.log(`${'page'.padEnd(10)}${'bytes'.padStart(8)}   ${'site req/s'.padStart(10)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}   ${'static req/s'.padStart(12)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}`);
    for (const page of pages) {
      const s = await measure(`${ORIGIN}${page.path}`, connections, seconds);
      const f = await measure(`${floor.origin}${page.path}`, connections, seconds);
      const bytes = captured.get(page.path).body.length;
      const problems = s.non2xx || s.errors ? `   (site: ${s.non2xx} not 2xx, ${s.errors} errors of ${s.total})` : '';
      console.log(`${page.type.padEnd(10)}${String(bytes).padStart(8)}   ${rps(s.rps).padStart(10)} ${ms(s.p50)} ${ms(s.p99)}   ${rps(f.rps).padStart(12)} ${ms(f.p50)} ${ms(f.p99)}${problems}`);
    }
  } finally {
    floor?.child.kill();
    floor?.cleanup();
    site?.kill('SIGTERM');
  }
}

if (process.argv[2] === '--floor') serveFloor(process.argv[3]);
else await main();
