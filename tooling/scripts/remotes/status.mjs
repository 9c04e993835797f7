// @ts-check
// `pnpm remotes status <remote>` (issue 63): how the remote's live release and
// its canary do in the field, side by side, over the last 15 minutes and the
// last day: page views, failure rate by kind, errors per 1,000 views, LCP and
// INP p75 (GET /_api/field/health/{remote}, behind the release token;
// api/src/field/). The CLI (../remotes-cli.mjs) calls remotesStatus.
//
// The CLI's STOREFRONT_URL is the site, RELEASE_TOKEN the deployment's release
// token (reading release health needs it).

const KINDS = /** @type {const} */ (['manifest', 'script', 'timeout', 'mount', 'render']);
const WINDOWS = /** @type {const} */ ([
  ['last15Minutes', 'last 15 minutes'],
  ['lastDay', 'last day'],
]);

/**
 * @typedef {{ release: string, channel: 'live' | 'canary', views: number, failedViews: number, failureRate: Record<string, number | null>, errors: number, errorsPer1000Views: number | null, lcpP75Ms: number | null, inpP75Ms: number | null }} ReleaseHealth
 * @typedef {{ remote: string, at: string, windows: Record<string, { from: string, releases: ReleaseHealth[] }> }} RemoteHealth
 * @typedef {{ releaseId?: number, version?: string, percent?: number }} RegistryRelease
 * @typedef {{ releaseId?: number, version?: string, canary?: RegistryRelease }} LiveEntry
 */

const number = (n) => Math.round(n).toLocaleString('en-GB');
const percent = (rate) => (rate === null || rate === undefined ? '–' : `${(rate * 100).toFixed(2)} %`);
const ms = (value) => (value === null || value === undefined ? '–' : `${number(value)} ms`);

/** "#12 (1.4.0)" when the registry knows the release, else its id as reported. */
function releaseName(release, known) {
  if (!known) return release;
  const id = known.releaseId !== undefined ? `#${known.releaseId}` : '';
  const version = known.version ?? '';
  return [id, version && (id ? `(${version})` : version)].filter(Boolean).join(' ') || release;
}

const matches = (release, known) => !!known && (release === String(known.releaseId) || release === known.version);

/** A release id as reported: the registry's number, or -1 for a version or 'default'. */
const idOf = (release) => (/^\d+$/.test(release) ? Number(release) : -1);

/**
 * The release of a channel to show: the one the registry names for it; else,
 * for the live channel, the most viewed (releases come most viewed first),
 * and for the canary channel the newest canary seen (the one just ended or
 * rolled back is what a person asks about).
 * @param {ReleaseHealth[]} releases @param {'live' | 'canary'} channel @param {RegistryRelease | undefined} known
 */
function pick(releases, channel, known) {
  const own = releases.filter((r) => r.channel === channel);
  if (known) return own.find((r) => matches(r.release, known));
  if (channel === 'live') return own[0];
  return own.reduce((newest, r) => (!newest || idOf(r.release) > idOf(newest.release) ? r : newest), /** @type {ReleaseHealth | undefined} */ (undefined));
}

/**
 * The lines `pnpm remotes status` prints (pure).
 * @param {RemoteHealth} health
 * @param {LiveEntry | undefined} live the remote's entry of GET /_api/releases, if it was ever published
 * @returns {string[]}
 */
export function statusLines(health, live) {
  const canary = live?.canary;
  const lines = [`${health.remote}: field health of sampled page views, at ${health.at.replace('T', ' ').replace(/\.\d+Z$/, 'Z')}`];
  const liveName = live ? `live ${releaseName(live.releaseId !== undefined ? String(live.releaseId) : (live.version ?? ''), live)}` : 'live';
  const canaryName = canary ? `canary ${releaseName(String(canary.releaseId ?? canary.version), canary)}${canary.percent ? ` at ${canary.percent} %` : ''}` : 'canary';
  const width = 24;
  const row = (label, a, b) => `  ${label.padEnd(22)}${String(a).padEnd(width)}${b}`;
  lines.push(row('', liveName, canaryName));
  for (const [key, title] of WINDOWS) {
    const releases = health.windows[key]?.releases ?? [];
    const a = pick(releases, 'live', live);
    const b = pick(releases, 'canary', canary);
    lines.push(title);
    if (!a && !b) {
      lines.push('  no page views reported');
      continue;
    }
    // No canary runs: the newest one seen in the window, named (it has ended).
    if (!canary && b) lines.push(row('', '', `#${b.release}, ended`));
    const missingB = canary ? 'no views' : 'no canary';
    /** @param {string} label @param {(r: ReleaseHealth) => string} f */
    const both = (label, f) => lines.push(row(label, a ? f(a) : 'no views', b ? f(b) : missingB));
    both('page views', (r) => number(r.views));
    both('failure rate', (r) => percent(r.failureRate.any));
    for (const kind of KINDS) both(`  ${kind}`, (r) => percent(r.failureRate[kind]));
    both('errors / 1,000 views', (r) => (r.errorsPer1000Views === null ? '–' : r.errorsPer1000Views.toFixed(1)));
    both('LCP p75', (r) => ms(r.lcpP75Ms));
    both('INP p75', (r) => ms(r.inpP75Ms));
    const others = releases.filter((r) => r !== a && r !== b);
    if (others.length) lines.push(`  also seen: ${others.map((r) => `${r.release} (${r.channel}, ${number(r.views)} views)`).join(', ')}`);
  }
  return lines;
}

/**
 * Prints the status of one remote; returns the exit code (0, 1 when refused or
 * unreachable). The CLI passes what it has resolved: the site's base URL
 * (STOREFRONT_URL, no trailing slash), the release token, fetch and its printers.
 * @param {string} remote
 * @param {{ base: string, token?: string | undefined, fetch?: typeof fetch, out: (line: string) => void, err: (line: string) => void }} io
 * @returns {Promise<number>}
 */
export async function remotesStatus(remote, { base, token, fetch: fetchImpl = fetch, out, err }) {
  /** @param {string} path @param {boolean} auth */
  async function get(path, auth) {
    const url = `${base}${path}`;
    const headers = { accept: 'application/json', ...(auth && token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await fetchImpl(url, { headers, signal: AbortSignal.timeout(30_000) }).catch((error) => {
      const why = error?.cause?.code ?? error?.cause?.message ?? error?.message;
      throw new Error(`Cannot reach the storefront at ${base} (${why}). Is it running? Set STOREFRONT_URL to point at it.`);
    });
    /** @type {any} */
    let json = null;
    try {
      json = JSON.parse(await res.text());
    } catch {
      // Not JSON: said below.
    }
    if (res.ok && json) return json;
    if (!json) throw new Error(`${url} answered ${res.status} with something that is not JSON: is STOREFRONT_URL the storefront?`);
    const hint = res.status === 401 && !token ? '\nSet RELEASE_TOKEN to the release token of this deployment.' : '';
    throw new Error(`Refused (${res.status} ${json.error ?? ''}): ${json.message ?? ''}${hint}`);
  }

  try {
    const health = /** @type {RemoteHealth} */ (await get(`/_api/field/health/${encodeURIComponent(remote)}`, true));
    const { remotes } = /** @type {{ remotes: Record<string, LiveEntry> }} */ (await get('/_api/releases', false));
    for (const line of statusLines(health, remotes[remote])) out(line);
    return 0;
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
