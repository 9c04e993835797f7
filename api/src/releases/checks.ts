// What a release must pass before it goes live (issue 21). Each rule is a
// pure function of the remote's manifest that answers null (fine) or a
// sentence naming the problem; fetchManifest is the one that reads the
// network. The publish refuses with all the problems found (422) and stores
// nothing.
import semver from 'semver';
import { CONTRACT_VERSION, contractMajor, manifestContract, parseHttpUrl, SHELL_SLOT_MODULES, type ManifestContract } from '@storefront/shared-contracts';

/** The part of an mf-manifest.json the checks read. */
export interface FederationManifest {
  name: string;
  metaData: Record<string, unknown>;
  exposes: Array<{ name: string }>;
  shared: Array<{ name: string; version?: string; requiredVersion?: string | false; singleton?: boolean }>;
}

/**
 * The packages the shell gives every remote as one copy (createConfig.mjs's
 * sharedSingletons, by package): a remote that asks for another range of one
 * of them would get the shell's copy anyway, or none.
 */
export const SHELL_SINGLETONS = ['react', 'react-dom', 'swr', 'single-spa', 'single-spa-react', 'i18next'] as const;

/** A publish or rollback refused because of its manifest: 422 with every problem. */
export class ReleaseRefusal extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
    this.name = 'ReleaseRefusal';
  }
}

const MAX_MANIFEST_BYTES = 5 * 1024 * 1024;

/** An absolute http(s) URL of at most 2048 characters; null otherwise. */
export function parseManifestUrl(raw: unknown): URL | null {
  return typeof raw === 'string' && raw.length <= 2048 ? parseHttpUrl(raw) : null;
}

/** The body as a manifest; a sentence saying why it is not one otherwise. */
export function asManifest(url: string, body: unknown): FederationManifest | string {
  const m = body as Partial<FederationManifest> | null;
  const ok =
    !!m &&
    typeof m === 'object' &&
    typeof m.name === 'string' &&
    !!m.metaData &&
    typeof m.metaData === 'object' &&
    Array.isArray(m.exposes) &&
    m.exposes.every((e) => !!e && typeof e.name === 'string') &&
    Array.isArray(m.shared) &&
    m.shared.every((s) => !!s && typeof s.name === 'string');
  return ok ? (m as FederationManifest) : `${url} is not a Module Federation manifest (it needs name, metaData, exposes and shared).`;
}

/** Why a fetch failed, in words (fetch's errors may be DOMExceptions, not Errors). */
function reasonOf(error: unknown, timeoutMs: number): string {
  const e = error as { name?: unknown; message?: unknown; cause?: { message?: unknown } } | null;
  if (e && (e.name === 'TimeoutError' || e.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  if (e && typeof e.cause?.message === 'string') return e.cause.message;
  return e && typeof e.message === 'string' ? e.message : String(error);
}

/** Fetches and reads the manifest; refuses when the remote does not answer, answers an error, or not a manifest. */
export async function fetchManifest(url: string, { timeoutMs = 5000, fetch: fetchImpl = fetch }: { timeoutMs?: number; fetch?: typeof fetch } = {}): Promise<FederationManifest> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    throw new ReleaseRefusal([`The remote at ${url} does not answer (${reasonOf(error, timeoutMs)}).`]);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new ReleaseRefusal([`The remote at ${url} answered ${response.status} instead of its manifest.`]);
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_MANIFEST_BYTES) throw new ReleaseRefusal([`The manifest at ${url} is larger than 5 MB.`]);
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ReleaseRefusal([`The remote at ${url} does not answer (its answer broke off: ${reasonOf(error, timeoutMs)}).`]);
  }
  if (text.length > MAX_MANIFEST_BYTES) throw new ReleaseRefusal([`The manifest at ${url} is larger than 5 MB.`]);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ReleaseRefusal([`The remote at ${url} answered something that is not JSON, not a manifest.`]);
  }
  const manifest = asManifest(url, body);
  if (typeof manifest === 'string') throw new ReleaseRefusal([manifest]);
  return manifest;
}

/** The manifest is the named remote's (its container name), not another one's. */
export function checkRemoteName(remote: string, manifest: FederationManifest): string | null {
  return manifest.name === remote ? null : `The manifest is the remote "${manifest.name}", not "${remote}".`;
}

/** It exposes every module the shell's slots load from this remote. */
export function checkExposes(remote: string, manifest: FederationManifest, required: Readonly<Record<string, readonly string[]>> = SHELL_SLOT_MODULES): string | null {
  const exposed = new Set(manifest.exposes.map((e) => e.name.replace(/^\.\//, '')));
  const missing = (required[remote] ?? []).filter((name) => !exposed.has(name));
  if (missing.length === 0) return null;
  return `It does not expose ${missing.map((m) => `${remote}/${m}`).join(', ')}, which the shell's slots load.`;
}

/** It was built against the shell's major version of shared-contracts (its build wrote it in metaData.storefront). */
export function checkContract(manifest: FederationManifest, shellContract: string = CONTRACT_VERSION): string | null {
  const contract = manifestContract(manifest);
  if (!contract) return 'Its manifest does not say which shared-contracts version it was built against (metaData.storefront.contract): rebuild it with the storefront webpack factory.';
  const major = contractMajor(contract.contract);
  if (major === null) return `Its contract version "${contract.contract}" is not a semver version.`;
  const shellMajor = contractMajor(shellContract);
  if (major !== shellMajor) return `It was built against shared-contracts ${contract.contract}, but the shell runs ${shellContract}: major ${major} is not ${shellMajor}.`;
  return null;
}

/** The package a shared module belongs to: `react-dom/client` → `react-dom`, `@scope/pkg/x` → `@scope/pkg`. */
export function packageOf(shareName: string): string {
  const parts = shareName.split('/');
  return shareName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * It asks for no singleton at a range the shell's copy does not satisfy.
 * `shellVersions` are the versions the shell gives (package → version); a
 * singleton the shell's version is unknown of is not checked.
 */
export function checkSingletons(manifest: FederationManifest, shellVersions: Readonly<Record<string, string>>, singletons: readonly string[] = SHELL_SINGLETONS): string | null {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const shared of manifest.shared) {
    const pkg = packageOf(shared.name);
    if (!singletons.includes(pkg)) continue;
    const range = shared.requiredVersion;
    if (typeof range !== 'string' || range.trim() === '' || range.trim() === '*') continue;
    const shellVersion = shellVersions[pkg];
    if (!shellVersion) continue;
    const key = `${shared.name} ${range}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!semver.validRange(range)) problems.push(`It asks for ${shared.name} at "${range}", which is not a version range.`);
    else if (!semver.satisfies(shellVersion, range, { includePrerelease: true })) problems.push(`It asks for ${shared.name} ${range}, but the shell gives ${pkg} ${shellVersion} to every remote.`);
  }
  return problems.length > 0 ? problems.join(' ') : null;
}

export interface ShellRequirements {
  contract: string;
  sharedVersions: Readonly<Record<string, string>>;
  slotModules?: Readonly<Record<string, readonly string[]>>;
}

/** Every problem of this manifest as the named remote's release; empty when it may go live. */
export function releaseProblems(remote: string, manifest: FederationManifest, shell: ShellRequirements): string[] {
  return [
    checkRemoteName(remote, manifest),
    checkExposes(remote, manifest, shell.slotModules),
    checkContract(manifest, shell.contract),
    checkSingletons(manifest, shell.sharedVersions),
  ].filter((p): p is string => p !== null);
}

/** What the registry keeps of a checked manifest. */
export function releaseFacts(manifest: FederationManifest): { version: string; contract: string; events: ManifestContract['events'] } {
  const buildInfo = manifest.metaData.buildInfo as { buildVersion?: unknown } | undefined;
  const version = typeof buildInfo?.buildVersion === 'string' && buildInfo.buildVersion ? buildInfo.buildVersion.slice(0, 100) : '0.0.0';
  const contract = manifestContract(manifest);
  return { version, contract: contract?.contract.slice(0, 100) ?? '', events: contract?.events ?? { emits: [], listens: [] } };
}
