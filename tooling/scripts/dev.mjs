#!/usr/bin/env node
// `pnpm --filter <remote> dev` (issue 21): builds the remote with its
// standalone dev page (tooling/webpack/devPage.mjs) into dist-dev/, rebuilds
// on every change (webpack watch) and serves it with serve-static.mjs on
// PORT, by default the remote's port + 1100 (gallery 4101, pdpWidgets 4102,
// listing 4103, contentBlocks 4104, basket 4105). Reload the page after a rebuild.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { remotePort } from './remotes.mjs';

const dir = process.cwd();
const pkgName = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
const port = Number(process.env.PORT ?? remotePort(pkgName) + 1100);

process.env.NODE_ENV = 'development';
process.env.STOREFRONT_DEV_PAGE = '1';
const { default: config } = await import(pathToFileURL(path.join(dir, 'webpack.config.mjs')).href);
const outDir = config.output.path;

/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
const compiler = webpack(config);
const watching = compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error?.message ?? stats?.toString('errors-only'));
    return;
  }
  const secs = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
  console.log(`${pkgName}: built in ${secs}s`);
  if (!server) {
    server = spawn(process.execPath, [path.join(import.meta.dirname, 'serve-static.mjs'), outDir, '--port', String(port)], { stdio: 'inherit' });
    server.on('exit', (code) => {
      console.error(`${pkgName}: the server stopped (exit ${code})`);
      process.exit(code ?? 1);
    });
    console.log(`${pkgName}: dev page on http://localhost:${port}/ (rebuilds on change; reload to see it)`);
  }
});

function stop() {
  server?.removeAllListeners('exit');
  server?.kill();
  watching.close(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
