#!/usr/bin/env node
// The JavaScript budget of each remote, on the built output: its entry
// (remoteEntry.js) and each exposed module (the chunks its manifest lists as
// loaded with it, shared libraries apart), compressed as the servers send
// them (the build's .br copies). Fails on a figure over its budget or without
// one. The budget per page, with every remote it uses, is checked over the
// composed site by e2e/tests/js-budget.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REMOTES } from '../scripts/remotes.mjs';

const require = createRequire(import.meta.url);
const { compare, report } = require('./rules.cjs');
const root = path.resolve(import.meta.dirname, '../..');
const budget = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budget.json'), 'utf8'));

/** Bytes as sent: the brotli copy, or the file itself when it was too small to compress. */
function sentBytes(dist, file) {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.br`) ? fs.statSync(`${full}.br`).size : fs.statSync(full).size;
}

export function remoteFigures() {
  const figures = [];
  for (const remote of REMOTES) {
    const dist = path.join(root, remote.dir, 'dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    figures.push({ name: `${remote.name} entry`, bytes: sentBytes(dist, manifest.metaData.remoteEntry.name) });
    for (const expose of manifest.exposes) {
      figures.push({ name: `${remote.name}/${expose.name}`, bytes: expose.assets.js.sync.reduce((n, file) => n + sentBytes(dist, file), 0) });
    }
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = compare(remoteFigures(), budget.remotes);
  console.log('JavaScript per remote, compressed (tooling/budget/budget.json):');
  console.log(report(rows));
  const over = rows.filter((r) => r.over);
  if (over.length) {
    console.error(`\n${over.length} over budget or without one: make the code smaller or load it later, or give a new module its budget.`);
    process.exit(1);
  }
}
