#!/usr/bin/env node
// @ts-check
// The release registry from the command line (issue 21; api/src/releases):
//
//   pnpm remotes list                          what is live, since when, who published it, earlier releases
//   pnpm remotes publish <remote> <manifest-url>   checks the remote's manifest, then makes it live
//   pnpm remotes rollback <remote> [release-id]    back to the previous live release (or to that one)
//
// STOREFRONT_URL (default http://localhost:3000) is the site; RELEASE_TOKEN
// the deployment's release token (writes only); RELEASE_ACTOR who you are
// (default user@host).
import os from 'node:os';
import { pathToFileURL } from 'node:url';

const USAGE = `Usage:
  pnpm remotes list
  pnpm remotes publish <remote> <manifest-url>
  pnpm remotes rollback <remote> [release-id]

Environment: STOREFRONT_URL (default http://localhost:3000), RELEASE_TOKEN (publish, rollback), RELEASE_ACTOR (default user@host).`;

/** "3 min ago", "2 h ago", "5 d ago". */
export function ago(iso, now = Date.now()) {
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 60) return `${s} s ago`;
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  if (s < 86400) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86400)} d ago`;
}

const when = (iso) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');

/** One release of a history, on one line. */
export function releaseLine(r) {
  const what = r.action === 'rollback' ? `rollback to #${r.sourceId}` : 'publish';
  return `#${r.id} ${r.version} (contract ${r.contract || '?'}) ${what} by ${r.by} at ${when(r.at)}${r.live ? ' [live]' : ''}  ${r.manifestUrl}`;
}

class CliError extends Error {}

/**
 * @param {string[]} argv
 * @param {{ env?: Record<string, string | undefined>, fetch?: typeof fetch, out?: (line: string) => void, err?: (line: string) => void, now?: number }} [io]
 * @returns {Promise<number>} the exit code
 */
export async function main(argv, io = {}) {
  const env = io.env ?? process.env;
  const fetchImpl = io.fetch ?? fetch;
  const out = io.out ?? ((line) => console.log(line));
  const err = io.err ?? ((line) => console.error(line));
  const base = (env.STOREFRONT_URL || 'http://localhost:3000').replace(/\/+$/, '');
  const token = env.RELEASE_TOKEN;
  const actor = env.RELEASE_ACTOR || `${safeUser()}@${os.hostname()}`;

  /** @param {string} path @param {object} [body] */
  async function call(path, body) {
    const url = `${base}${path}`;
    /** @type {Response} */
    let res;
    try {
      res = await fetchImpl(url, {
        method: body ? 'POST' : 'GET',
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...(body && token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      const cause = /** @type {{ cause?: { code?: string, message?: string }, message?: string }} */ (error);
      throw new CliError(`Cannot reach the storefront at ${base} (${cause.cause?.code ?? cause.cause?.message ?? cause.message}). Is it running? Set STOREFRONT_URL to point at it.`);
    }
    const text = await res.text();
    /** @type {any} */
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: reported below.
    }
    if (res.ok && json) return json;
    if (!json) throw new CliError(`${url} answered ${res.status} with something that is not JSON: is STOREFRONT_URL the storefront?`);
    const lines = [`Refused (${res.status} ${json.error ?? ''}): ${json.problems ? '' : json.message}`.trimEnd()];
    for (const problem of json.problems ?? []) lines.push(`  - ${problem}`);
    if (json.stored === false) lines.push('Nothing was changed: what was live stays live.');
    if (res.status === 401 && !token) lines.push('Set RELEASE_TOKEN to the release token of this deployment.');
    throw new CliError(lines.join('\n'));
  }

  const [command, ...args] = argv;
  try {
    if (command === 'list' && args.length === 0) {
      const served = /** @type {{ remotes: Record<string, { manifest: string, version: string }> }} */ (await call('/remotes.json'));
      const { remotes: live } = await call('/_api/releases');
      for (const name of Object.keys(served.remotes).sort()) {
        const release = live[name];
        out(`${name}`);
        if (!release) {
          out(`  live: the default, ${served.remotes[name].manifest} (never published)`);
          continue;
        }
        out(`  live: ${release.version} (contract ${release.contract}) since ${when(release.since)} (${ago(release.since, io.now)}), published by ${release.by}, release #${release.releaseId}`);
        out(`        ${release.manifest}`);
        const { releases } = await call(`/_api/releases/${encodeURIComponent(name)}/history`);
        const earlier = releases.filter((r) => !r.live);
        if (earlier.length > 0) {
          out('  before:');
          for (const r of earlier.slice(0, 10)) out(`    ${releaseLine(r)}`);
          if (earlier.length > 10) out(`    … and ${earlier.length - 10} more`);
        }
      }
      return 0;
    }
    if (command === 'publish' && args.length === 2) {
      const [remote, manifestUrl] = args;
      const { release } = await call(`/_api/releases/${encodeURIComponent(remote)}/publish`, { manifestUrl, by: actor });
      out(`Published ${remote} ${release.version} (contract ${release.contract}), release #${release.id}: live from the next page load.`);
      out(`  ${release.manifestUrl}`);
      return 0;
    }
    if (command === 'rollback' && (args.length === 1 || args.length === 2)) {
      const [remote, id] = args;
      if (id !== undefined && !/^[1-9]\d*$/.test(id)) throw new CliError(`"${id}" is not a release id (see pnpm remotes list).`);
      const { release } = await call(`/_api/releases/${encodeURIComponent(remote)}/rollback`, { by: actor, ...(id ? { id: Number(id) } : {}) });
      out(`Rolled ${remote} back to ${release.version} (release #${release.sourceId}), now release #${release.id}: live from the next page load.`);
      out(`  ${release.manifestUrl}`);
      return 0;
    }
    err(USAGE);
    return 2;
  } catch (error) {
    if (error instanceof CliError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
}

function safeUser() {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
