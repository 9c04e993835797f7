// @ts-check
// A candidate release in the integration suite's browsers (issue 63): `pnpm
// remotes verify` runs the @smoke tests with STOREFRONT_REMOTE_OVERRIDE set,
// and the suite's fixture (e2e/tests/support/test.ts) puts it in each test's
// browser through the shell's per-browser override, the localStorage entry that
// `?remote-override=` keeps (shell/src/registry/registry.ts). Only that
// browser loads the candidate; the site stays as it is for everyone else.

/** The environment variable: `gallery=https://cdn.example/gallery/2.1.0/mf-manifest.json` (several comma separated), the syntax of the shell's `?remote-override=`. */
export const REMOTE_OVERRIDE_ENV = 'STOREFRONT_REMOTE_OVERRIDE';

/** Where the shell keeps a browser's overrides (OVERRIDE_STORAGE_KEY of shell/src/registry/registry.ts). */
export const OVERRIDE_STORAGE_KEY = 'storefront:remote-overrides';

/** A remote's name as the registry spells it (gallery, pdpWidgets, contentBlocks). */
const REMOTE_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** @param {string} raw an absolute http(s) URL, else null */
export function parseHttpUrl(raw) {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** @param {string} name */
export const isRemoteName = (name) => REMOTE_NAME.test(name);

/**
 * `name=url[,name=url…]` as { name: url }; throws an Error saying what is wrong.
 * @param {string} value
 * @returns {Record<string, string>}
 */
export function parseRemoteOverride(value) {
  /** @type {Record<string, string>} */
  const overrides = {};
  for (const part of value.split(',')) {
    const item = part.trim();
    if (!item) continue;
    const eq = item.indexOf('=');
    const name = eq > 0 ? item.slice(0, eq) : '';
    const url = eq > 0 ? item.slice(eq + 1) : '';
    if (!isRemoteName(name) || !url) throw new Error(`${REMOTE_OVERRIDE_ENV}: "${item}" is not remote=manifest-url (e.g. gallery=https://cdn.example/gallery/mf-manifest.json).`);
    if (!parseHttpUrl(url)) throw new Error(`${REMOTE_OVERRIDE_ENV}: "${url}" is not an absolute http(s) URL.`);
    overrides[name] = url;
  }
  return overrides;
}

/** @param {Record<string, string>} overrides */
export const formatRemoteOverride = (overrides) =>
  Object.entries(overrides)
    .map(([name, url]) => `${name}=${url}`)
    .join(',');

/**
 * Whether the shell of an environment lets a browser load a remote from this
 * URL: isSafeManifestUrl of shell/src/registry/registry.ts (exact origins, or
 * `scheme://host:*` for any port), read from the site's /remotes.json
 * `overrideOrigins`. The shell drops any other override, so a run with it would
 * test the live release instead.
 * @param {string} url
 * @param {readonly string[]} allowedOrigins
 */
export function isAllowedOverride(url, allowedOrigins) {
  const u = parseHttpUrl(url);
  if (!u) return false;
  return allowedOrigins.some((allowed) => (allowed.endsWith(':*') ? `${u.protocol}//${u.hostname}` === allowed.slice(0, -2) : u.origin === allowed));
}

/**
 * @typedef {{ overrides: Record<string, string>, key: string, value: string }} Candidate
 * What the fixture puts in each browser: null when the variable is unset or
 * empty (a plain run); throws on a malformed one rather than run without it.
 * @param {Record<string, string | undefined>} env
 * @returns {Candidate | null}
 */
export function candidateFromEnv(env) {
  const raw = env[REMOTE_OVERRIDE_ENV]?.trim();
  if (!raw) return null;
  const overrides = parseRemoteOverride(raw);
  if (Object.keys(overrides).length === 0) return null;
  return { overrides, key: OVERRIDE_STORAGE_KEY, value: JSON.stringify(overrides) };
}

/**
 * Runs in the browser before any script of each document (an init script, so
 * self-contained): on the site's own origin, the overrides are stored where the
 * shell's bootstrap reads them. Other origins (a payment frame, a map) are left
 * alone.
 * @param {{ origin: string, key: string, value: string }} arg
 */
export function storeOverridesInPage({ origin, key, value }) {
  if (globalThis.location?.origin !== origin) return;
  try {
    globalThis.localStorage.setItem(key, value);
  } catch {
    // Storage blocked (an opaque origin): nothing to keep; the check after the test says so.
  }
}

/**
 * Runs in the browser after a test: what says the candidate was not what the
 * page ran. The shell removes an override whose origin the environment does
 * not allow (so the entry is gone once its bootstrap has run), and a slot of
 * the candidate that could not load or mount is `data-state="failed"`.
 * @param {{ origin: string, key: string, overrides: Record<string, string> }} arg
 * @returns {string[]}
 */
export function candidateProblemsInPage({ origin, key, overrides }) {
  if (globalThis.location?.origin !== origin) return [];
  /** @type {string[]} */
  const problems = [];
  /** @type {Record<string, string>} */
  let kept = {};
  try {
    kept = JSON.parse(globalThis.localStorage.getItem(key) ?? '{}') ?? {};
  } catch {
    kept = {};
  }
  for (const [name, url] of Object.entries(overrides)) {
    if (kept[name] !== url) problems.push(`the page did not keep the override ${name}=${url}: the shell refused it (an origin this environment does not allow?), so the page ran the live ${name}`);
  }
  const names = Object.keys(overrides);
  for (const slot of globalThis.document?.querySelectorAll('[data-slot][data-state="failed"]') ?? []) {
    const module = slot.getAttribute('data-slot') ?? '';
    if (names.some((name) => module.startsWith(`${name}/`))) problems.push(`the slot ${module} failed to load or mount the candidate`);
  }
  return problems;
}
