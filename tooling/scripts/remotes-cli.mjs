#!/usr/bin/env node
// @ts-check
// The release registry from the command line (issue 21; api/src/releases):
//
//   pnpm remotes list                          what is live (and any canary), since when, who published it, earlier releases
//   pnpm remotes publish <remote> <manifest-url> [--canary <percent>] [--dry-run]
//                                              checks the remote's manifest, then makes it live (for that share of visitors);
//                                              --dry-run: every check of the publish, nothing published
//   pnpm remotes canary <remote> <percent>     the running canary's share of visitors (1-99; 100 promotes it)
//   pnpm remotes promote <remote>              the running canary live for everyone (issue 63)
//   pnpm remotes rollback <remote> [release-id]    ends the running canary; else back to the previous live release (or to that one)
//   pnpm remotes status <remote>               the live release and the canary in the field: views, failures, errors, LCP/INP p75
//   pnpm remotes verify <remote> <manifest-url>    the integration suite's @smoke tests with the candidate in the tests' browsers only
//                                              (publish --verify runs it first, after the registry's dry run, and publishes only what passes)
//
// One command per entry of COMMANDS (usage and run); a new command is one more entry.
// STOREFRONT_URL (default http://localhost:3000) is the site; RELEASE_TOKEN
// the deployment's release token (writes only); RELEASE_ACTOR who you are
// (default user@host).
import os from 'node:os';
import { pathToFileURL } from 'node:url';

/** "3 min ago", "2 h ago", "5 d ago". */
export function ago(iso, now = Date.now()) {
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 60) return `${s} s ago`;
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  if (s < 86400) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86400)} d ago`;
}

const when = (iso) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');

const percentOf = (rate) => (typeof rate === 'number' ? `${+(rate * 100).toFixed(rate < 0.01 ? 2 : 1)} %` : '?');
const msOf = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : '?');

/**
 * Why the canary watch rolled back, short: from the figures it kept with the
 * row (api/src/releases/health: failures, lcp, inp, each fired or not), else
 * its first reason.
 */
export function automaticReason(details) {
  const f = details?.figures;
  const parts = [];
  if (f?.failures?.fired) parts.push(`failure rate ${percentOf(f.canary?.failureRate)} vs ${percentOf(f.live?.failureRate)}`);
  for (const [name, test] of [['LCP', f?.lcp], ['INP', f?.inp]]) if (test?.fired) parts.push(`${name} p75 ${msOf(test.canaryP75)} vs ${msOf(test.liveP75)}`);
  if (parts.length === 0 && Array.isArray(details?.reasons) && details.reasons[0]) parts.push(String(details.reasons[0]));
  return parts.join(', ');
}

/**
 * A share step's or an automatic promote's short account, from its details
 * (api/src/releases: { from, to } and, when the canary watch stepped it, its
 * figures): "automatic: healthy, 412 views, failure rate 0.49 % vs 0.5 %".
 */
export function stepReason(details) {
  const f = details?.figures;
  if (!f || typeof f !== 'object') return '';
  const views = typeof f.canary?.views === 'number' ? `, ${f.canary.views.toLocaleString('en-GB')} views` : '';
  const rate = typeof f.canary?.failureRate === 'number' ? `, failure rate ${percentOf(f.canary.failureRate)} vs ${percentOf(f.live?.failureRate)}` : '';
  return `automatic: healthy${views}${rate}`;
}

/** What a row of the history did, in words. */
function actionOf(r) {
  const d = r.details && typeof r.details === 'object' ? r.details : null;
  if (r.action === 'canary_step') {
    const why = stepReason(d);
    return `canary #${r.sourceId} stepped ${d?.from ?? '?'} → ${d?.to ?? r.percent} %${why ? ` (${why})` : ''}`;
  }
  if (r.action === 'promote' && d) {
    const why = stepReason(d);
    return `promote of canary #${r.sourceId} (${why ? `${why}, ` : ''}stepped ${d.from ?? '?'} → 100 %)`;
  }
  const automatic = r.details && typeof r.details === 'object' && (r.action === 'rollback' || r.action === 'canary_rollback');
  if (automatic) {
    const reason = automaticReason(r.details);
    const what = r.action === 'canary_rollback' ? `automatic rollback of canary #${r.sourceId}` : `automatic rollback to #${r.sourceId} (#${r.details.releaseId} did worse)`;
    return reason ? `${what}: ${reason}` : what;
  }
  switch (r.action) {
    case 'rollback':
      return `rollback to #${r.sourceId}`;
    case 'canary':
      return `canary for ${r.percent} %${r.canary ? ' [running]' : ''}`;
    case 'promote':
      return `promote of canary #${r.sourceId}`;
    case 'canary_rollback':
      return `rollback of canary #${r.sourceId}`;
    default:
      return 'publish';
  }
}

/** One release of a history, on one line. */
export function releaseLine(r) {
  const what = actionOf(r);
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

  const [name, ...args] = argv;
  const command = Object.hasOwn(COMMANDS, name ?? '') ? COMMANDS[/** @type {keyof typeof COMMANDS} */ (name)] : undefined;
  try {
    const code = command ? await command.run(args, { call, out, actor, now: io.now, base, token, io: { env, fetch: fetchImpl, out, err } }) : null;
    if (code !== null) return code;
    err(usage());
    return 2;
  } catch (error) {
    if (error instanceof CliError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
}

/**
 * @typedef {{ env: Record<string, string | undefined>, fetch: typeof fetch, out: (line: string) => void, err: (line: string) => void }} Io
 * @typedef {{ call: (path: string, body?: object) => Promise<any>, out: (line: string) => void, actor: string, now: number | undefined, base: string, token: string | undefined, io: Io }} Context
 * @typedef {{ usage: string, run: (args: string[], ctx: Context) => Promise<number | null> }} Command
 * A command answers its exit code, or null for arguments it does not take (the usage is printed).
 */

/** @type {Record<string, Command>} */
const COMMANDS = {
  list: {
    usage: 'list',
    async run(args, { call, out, now }) {
      if (args.length > 0) return null;
      const served = /** @type {{ remotes: Record<string, { manifest: string, version: string }> }} */ (await call('/remotes.json'));
      const { remotes: live } = await call('/_api/releases');
      for (const name of Object.keys(served.remotes).sort()) {
        const release = live[name];
        out(`${name}`);
        if (!release) {
          out(`  live: the default, ${served.remotes[name].manifest} (never published)`);
          continue;
        }
        out(`  live: ${release.version} (contract ${release.contract}) since ${when(release.since)} (${ago(release.since, now)}), published by ${release.by}, release #${release.releaseId}`);
        out(`        ${release.manifest}`);
        const canary = release.canary;
        if (canary) {
          out(`  canary: ${canary.version} (contract ${canary.contract}) for ${canary.percent} % of visitors since ${when(canary.since)} (${ago(canary.since, now)}), by ${canary.by}, release #${canary.releaseId}`);
          out(`        ${canary.manifest}`);
        }
        const { releases } = await call(`/_api/releases/${encodeURIComponent(name)}/history`);
        const earlier = releases.filter((r) => !r.live && !r.canary);
        if (earlier.length > 0) {
          out('  before:');
          for (const r of earlier.slice(0, 10)) out(`    ${releaseLine(r)}`);
          if (earlier.length > 10) out(`    … and ${earlier.length - 10} more`);
        }
      }
      return 0;
    },
  },
  publish: {
    usage: 'publish <remote> <manifest-url> [--canary <percent>] [--verify] [--dry-run]',
    async run(all, { call, out, actor, io }) {
      const verify = all.includes('--verify');
      const dryRun = all.includes('--dry-run');
      const args = all.filter((arg) => arg !== '--verify' && arg !== '--dry-run');
      const at = args.indexOf('--canary');
      const percentText = at >= 0 ? args[at + 1] : undefined;
      const rest = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
      if (rest.length !== 2 || (at >= 0 && percentText === undefined)) return null;
      const [remote, manifestUrl] = rest;
      if (percentText !== undefined && !/^[1-9]\d?%?$/.test(percentText)) throw new CliError(`"${percentText}" is not a share: --canary takes a whole percent from 1 to 99 (for everyone, publish without --canary).`);
      const percent = percentText === undefined ? undefined : Number.parseInt(percentText, 10);
      const path = `/_api/releases/${encodeURIComponent(remote)}/publish`;
      const body = { manifestUrl, by: actor, ...(percent === undefined ? {} : { canary: percent }) };
      if (verify || dryRun) {
        // Every check of the publish (manifest, contract, exposes, singletons, a canary running...), nothing stored:
        // a candidate the registry would refuse is refused before the smoke tests are spent on it.
        try {
          const { wouldPublish } = await call(path, { ...body, dryRun: true });
          const share = wouldPublish.action === 'canary' ? ` as a canary for ${wouldPublish.percent} % of visitors` : ' for everyone';
          const live = wouldPublish.live ? `, ${wouldPublish.action === 'canary' ? 'beside' : 'replacing'} the live ${wouldPublish.live.version} (release #${wouldPublish.live.releaseId})` : '';
          out(`The registry would publish ${remote} ${wouldPublish.version} (contract ${wouldPublish.contract})${share}${live}: every check passed.`);
        } catch (error) {
          if (verify && !dryRun && error instanceof CliError) {
            io.err(error.message);
            io.err(`Not published: the registry refuses ${remote} from ${manifestUrl}, so the smoke tests were not run; what was live stays live.`);
            return 1;
          }
          throw error;
        }
      }
      if (verify) {
        // The smoke tests with the candidate in the tests' browsers only, before anything is published.
        const { verifyCandidate } = await import('./remotes/verify.mjs');
        const { code } = await verifyCandidate({ remote, manifestUrl }, io);
        if (code !== 0) {
          io.err(`Not published: ${remote} from ${manifestUrl} did not verify; what was live stays live.`);
          return code === 2 ? 2 : 1;
        }
      }
      if (dryRun) {
        out('Dry run: nothing was published.');
        return 0;
      }
      const { release } = await call(path, body);
      if (percent === undefined) out(`Published ${remote} ${release.version} (contract ${release.contract}), release #${release.id}: live from the next page load.`);
      else out(`Published ${remote} ${release.version} (contract ${release.contract}) as a canary for ${release.percent} % of visitors, release #${release.id}: from the next page load. Then: pnpm remotes canary ${remote} <percent>, pnpm remotes promote ${remote}, or pnpm remotes rollback ${remote}.`);
      out(`  ${release.manifestUrl}`);
      return 0;
    },
  },
  canary: {
    usage: 'canary <remote> <percent>',
    async run(args, { call, out, actor }) {
      if (args.length !== 2) return null;
      const [remote, percentText] = args;
      if (!/^([1-9]\d?|100)%?$/.test(percentText)) throw new CliError(`"${percentText}" is not a share: the canary's share is a whole percent from 1 to 99 (100 promotes it).`);
      const { release } = await call(`/_api/releases/${encodeURIComponent(remote)}/canary`, { percent: Number.parseInt(percentText, 10), by: actor });
      if (release.action === 'promote') out(`Promoted ${remote} ${release.version} (canary #${release.sourceId}) to everyone, now release #${release.id}: live from the next page load.`);
      else {
        const from = release.details?.from;
        const who = typeof from === 'number' && from > release.percent ? 'visitors above the new share go back to the live release' : 'every visitor in it stays in';
        out(`The canary of ${remote} (${release.version}, release #${release.sourceId}) goes from ${from ?? '?'} % to ${release.percent} % of visitors from the next page load (history #${release.id}): ${who}.`);
      }
      return 0;
    },
  },
  status: {
    usage: 'status <remote>',
    async run(args, { io, base, token }) {
      if (args.length !== 1) return null;
      const { remotesStatus } = await import('./remotes/status.mjs');
      return remotesStatus(args[0], { base, token, fetch: io.fetch, out: io.out, err: io.err });
    },
  },
  verify: {
    usage: 'verify <remote> <manifest-url>',
    async run(args, { io }) {
      if (args.length !== 2) return null;
      const { verifyCommand } = await import('./remotes/verify.mjs');
      return verifyCommand(args, io);
    },
  },
  promote: {
    usage: 'promote <remote>',
    async run(args, { call, out, actor }) {
      if (args.length !== 1) return null;
      const [remote] = args;
      const { release } = await call(`/_api/releases/${encodeURIComponent(remote)}/promote`, { by: actor });
      out(`Promoted ${remote} ${release.version} (canary #${release.sourceId}) to everyone, now release #${release.id}: live from the next page load.`);
      out(`  ${release.manifestUrl}`);
      return 0;
    },
  },
  rollback: {
    usage: 'rollback <remote> [release-id]',
    async run(args, { call, out, actor }) {
      if (args.length !== 1 && args.length !== 2) return null;
      const [remote, id] = args;
      if (id !== undefined && !/^[1-9]\d*$/.test(id)) throw new CliError(`"${id}" is not a release id (see pnpm remotes list).`);
      const { release } = await call(`/_api/releases/${encodeURIComponent(remote)}/rollback`, { by: actor, ...(id ? { id: Number(id) } : {}) });
      if (release.action === 'canary_rollback') out(`Rolled back the canary of ${remote} (${release.version}, release #${release.sourceId}): every visitor on the live release from the next page load.`);
      else out(`Rolled ${remote} back to ${release.version} (release #${release.sourceId}), now release #${release.id}: live from the next page load.`);
      out(`  ${release.manifestUrl}`);
      return 0;
    },
  },
};

function usage() {
  return `Usage:
${Object.values(COMMANDS)
  .map((c) => `  pnpm remotes ${c.usage}`)
  .join('\n')}

Environment: STOREFRONT_URL (default http://localhost:3000), RELEASE_TOKEN (writes), RELEASE_ACTOR (default user@host).`;
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
