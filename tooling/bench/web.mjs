#!/usr/bin/env node
// pnpm bench:web — Lighthouse (mobile preset, simulated throttling) on a
// composed product page and on a plain page that shows only the same first
// gallery image, served by the same server with the same compression.
// Prints LCP of both and their ratio, TBT, CLS and the compressed JavaScript
// bytes of the product page (median of RUNS runs each).
//   BENCH_PATH=/product/<slug>   the page to measure (default: a product with video and social proof if any)
//   RUNS=3
import { spawn } from 'node:child_process';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.RUNS ?? 3);
const ORIGIN = 'http://localhost:3000';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

async function up(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function startSite() {
  if (await up(`${ORIGIN}/remotes.json`)) {
    if (!(await up(`${ORIGIN}/_bench/plain`))) throw new Error('A site is already running on :3000 without STOREFRONT_BENCH_PAGES=1: stop it first.');
    return null;
  }
  const child = spawn(process.execPath, [path.join(root, 'tooling/scripts/start.mjs'), ...(process.env.BENCH_BUILD ? [] : ['--no-build'])], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, STOREFRONT_BENCH_PAGES: '1' },
  });
  const deadline = Date.now() + 180_000;
  while (!(await up(`${ORIGIN}/remotes.json`))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the site did not start (run pnpm build first)');
    await new Promise((r) => setTimeout(r, 500));
  }
  return child;
}

async function pickProductPath() {
  if (process.env.BENCH_PATH) return process.env.BENCH_PATH;
  const res = await fetch(`${ORIGIN}/_bench/plain`);
  return (await res.json()).suggested;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function measure(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
      const audits = result.lhr.audits;
      const requests = audits['network-requests']?.details?.items ?? [];
      runs.push({
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
      });
    } finally {
      await chrome.kill();
    }
  }
  return {
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    jsBytes: median(runs.map((r) => r.jsBytes)),
  };
}

const site = await startSite();
try {
  const productPath = await pickProductPath();
  const plainPath = `/_bench/plain${productPath.replace(/^\/(product|premier)/, '')}`;
  console.log(`Lighthouse mobile, median of ${RUNS} runs each`);
  console.log(`  product page: ${productPath}`);
  const product = await measure(`${ORIGIN}${productPath}`);
  const plain = await measure(`${ORIGIN}${plainPath}`);
  const ratio = product.lcp / plain.lcp;
  const ms = (v) => `${Math.round(v)} ms`;
  console.log('');
  console.log(`LCP product page        ${ms(product.lcp)}`);
  console.log(`LCP plain image page    ${ms(plain.lcp)}`);
  console.log(`LCP ratio               ${ratio.toFixed(2)}   (target <= 1.3)`);
  console.log(`TBT product page        ${ms(product.tbt)}   (target < 100 ms)`);
  console.log(`CLS product page        ${product.cls.toFixed(3)}   (target < 0.02)`);
  console.log(`JS transferred (compressed) ${(product.jsBytes / 1024).toFixed(1)} KiB`);
} finally {
  site?.kill('SIGTERM');
}
