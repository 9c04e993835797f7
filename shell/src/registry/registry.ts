// The remote registry (remote name → manifest URL, version) and the
// per-browser developer overrides, in the spirit of import-map-overrides.
import { parseHttpUrl, type CanaryRelease } from '@storefront/shared-contracts';

export interface RegistryEntry {
  manifest: string;
  version: string;
  /** Contract version (semver) of shared-contracts the remote was built against, as its release says. */
  contract: string;
  /** The release registry's id of this release (api/src/releases); absent for a default (never published). */
  releaseId?: number;
  /**
   * A canary beside this release (issue 63): live for `percent` % of
   * visitors, each browser choosing before the remotes load (canary.ts), so
   * the document stays the same for everyone.
   */
  canary?: CanaryRelease;
}

export interface Registry {
  remotes: Record<string, RegistryEntry>;
  /**
   * Origins a developer override may load a remote from, per environment:
   * exact origins, or `scheme://host:*` for any port. None when absent, so a
   * crafted link can never load someone else's code into the storefront.
   */
  overrideOrigins?: string[];
}

/** Local development: a widget team's own remote on its own machine. */
export const LOOPBACK_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDE_STORAGE_KEY = 'storefront:remote-overrides';

export type Overrides = Record<string, string>;

/** Only http(s) manifests from an allowed origin can be registered: never javascript:, data: or another site. */
export function isSafeManifestUrl(url: string, allowedOrigins: readonly string[]): boolean {
  const u = parseHttpUrl(url);
  if (!u) return false;
  return allowedOrigins.some((allowed) =>
    allowed.endsWith(':*') ? `${u.protocol}//${u.hostname}` === allowed.slice(0, -2) : u.origin === allowed,
  );
}

/**
 * Reads `?remote-override=gallery=http://localhost:4001/mf-manifest.json`
 * (repeatable, or comma separated). `name=` with no URL removes that
 * override; `reset` removes all.
 */
export function mergeOverrideParams(current: Overrides, params: readonly string[], allowedOrigins: readonly string[]): Overrides {
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
      else if (isSafeManifestUrl(url, allowedOrigins)) next[name] = url;
    }
  }
  return next;
}

/** Stored overrides, checked again: the allowed origins may have changed since they were kept. */
export function parseStoredOverrides(raw: string | null, allowedOrigins: readonly string[]): Overrides {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && isSafeManifestUrl(e[1], allowedOrigins),
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
    remotes[name] = { manifest: url, version: 'override', contract: base.contract };
    active.push({ name, url });
  }
  return { registry: { remotes }, active };
}

/** Every origin the registry may load a remote from: each live release's and canary's, and the override origins. */
export function registryOrigins(registry: Registry): string[] {
  const manifests = Object.values(registry.remotes).flatMap((r) => (r.canary ? [r.manifest, r.canary.manifest] : [r.manifest]));
  const origins = manifests.map((m) => parseHttpUrl(m)?.origin ?? null).filter((o): o is string => o !== null);
  return [...new Set([...origins, ...(registry.overrideOrigins ?? [])])];
}
