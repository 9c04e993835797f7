// The remote registry (remote name → manifest URL, version) and the
// per-browser developer overrides, in the spirit of import-map-overrides.

export interface RegistryEntry {
  manifest: string;
  version: string;
  /** Contract version of shared-contracts the remote was built against. */
  contract: number;
}

export interface Registry {
  remotes: Record<string, RegistryEntry>;
}

export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDE_STORAGE_KEY = 'storefront:remote-overrides';

export type Overrides = Record<string, string>;

/** Only http(s) manifests can be registered: never javascript: or data:. */
export function isSafeManifestUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Reads `?remote-override=gallery=http://localhost:4001/mf-manifest.json`
 * (repeatable, or comma separated). `name=` with no URL removes that
 * override; `reset` removes all.
 */
export function mergeOverrideParams(current: Overrides, params: readonly string[]): Overrides {
  let next: Overrides = { ...current };
  for (const param of params) {
    for (const part of param.split(',')) {
      const item = part.trim();
      if (!item) continue;
      if (item === 'reset') {
        next = {};
        continue;
      }
      const eq = item.indexOf('=');
      if (eq <= 0) continue;
      const name = item.slice(0, eq);
      const url = item.slice(eq + 1);
      if (!url) delete next[name];
      else if (isSafeManifestUrl(url)) next[name] = url;
    }
  }
  return next;
}

export function parseStoredOverrides(raw: string | null): Overrides {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && isSafeManifestUrl(e[1]),
      ),
    );
  } catch {
    return {};
  }
}

/** The registry with overrides applied, and the overrides that took effect. */
export function applyOverrides(registry: Registry, overrides: Overrides): { registry: Registry; active: Array<{ name: string; url: string }> } {
  const remotes = { ...registry.remotes };
  const active: Array<{ name: string; url: string }> = [];
  for (const [name, url] of Object.entries(overrides)) {
    const base = remotes[name];
    if (!base) continue;
    remotes[name] = { ...base, manifest: url, version: 'override' };
    active.push({ name, url });
  }
  return { registry: { remotes }, active };
}
