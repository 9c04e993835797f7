// A Module Federation runtime plugin that refuses a remote built against
// another major version of shared-contracts than the shell's (issue 21): a
// registry entry or a per-browser override alike. Its manifest's metaData
// says which (written by the remote's build, tooling/webpack/createConfig.mjs);
// when it differs, the load fails before any of the remote's code runs, so
// its slots show their fallback, and the page reports it once per remote to
// analytics (`remote_incompatible`) and the console.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Only the narrow subpath: the federation hoists everything a runtime plugin
// imports (even with import()) into the entry chunk, and the package's index
// would bring the whole of shared-contracts there. Analytics (the event bus)
// is handed over by the bootstrap instead: reportIncompatibleTo.
import { CONTRACT_VERSION, contractMajor, manifestContract } from '@storefront/shared-contracts/releases';

export const INCOMPATIBLE_REMOTE = 'IncompatibleRemoteError';

export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly remoteContract: string,
    readonly shellContract: string,
    readonly manifestUrl: string | undefined,
  ) {
    super(`remote ${remote} was built against shared-contracts ${remoteContract}, the shell runs ${shellContract}: not mounted`);
    this.name = INCOMPATIBLE_REMOTE;
  }
}

/** Whether an error (as loadRemote rejects with it) is this refusal. */
export function isIncompatibleRemote(error: unknown): boolean {
  return !!error && typeof error === 'object' && ((error as Error).name === INCOMPATIBLE_REMOTE || /built against shared-contracts .* not mounted/.test(String((error as Error).message)));
}

/**
 * The refusal for this manifest, or null when its contract major is the
 * shell's. A manifest that names no contract (built before contracts were
 * written) is mounted, with a warning: the publish step refuses those.
 */
export function incompatibility(remote: string, manifest: unknown, manifestUrl?: string, shellContract: string = CONTRACT_VERSION): IncompatibleRemoteError | null {
  const contract = manifestContract(manifest);
  if (!contract) {
    warnOnce(remote, `[shell] remote ${remote} does not say which shared-contracts version it was built against (${manifestUrl ?? 'its manifest'}); mounting it anyway`);
    return null;
  }
  const major = contractMajor(contract.contract);
  return major !== null && major === contractMajor(shellContract) ? null : new IncompatibleRemoteError(remote, contract.contract, shellContract, manifestUrl);
}

const reported = new Set<string>();
const warned = new Set<string>();
type Analytics = (error: IncompatibleRemoteError) => void;
let analytics: Analytics | null = null;
const unsent: IncompatibleRemoteError[] = [];

/** A refusal as the analytics event `remote_incompatible`, sent with the bus's `track`. */
export function asAnalytics(track: (event: string, payload: Record<string, unknown>) => void): Analytics {
  return (error) => track('remote_incompatible', { remote: error.remote, remoteContract: error.remoteContract, shellContract: error.shellContract, manifest: error.manifestUrl ?? null });
}

/** Where refusals go to analytics (the shell's bootstrap: the bus's `track`); those made before are sent now. */
export function reportIncompatibleTo(send: Analytics): void {
  analytics = send;
  for (const error of unsent.splice(0)) send(error);
}

function warnOnce(remote: string, message: string): void {
  if (warned.has(remote)) return;
  warned.add(remote);
  console.warn(message);
}

/** Reports a refused remote once per page: analytics and the console. */
export function reportIncompatible(error: IncompatibleRemoteError): void {
  const key = `${error.remote} ${error.manifestUrl ?? ''}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`[shell] ${error.message} (${error.manifestUrl ?? 'no manifest URL'})`);
  if (analytics) analytics(error);
  else unsent.push(error);
}

/** Tests: forget what was reported, and where analytics went. */
export function resetIncompatibleReports(): void {
  reported.clear();
  warned.clear();
  unsent.length = 0;
  analytics = null;
}

export default function contractPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-contract-check',
    async loadRemoteSnapshot(args) {
      if (args.manifestJson) {
        const refusal = incompatibility(args.moduleInfo.name, args.manifestJson, args.manifestUrl);
        if (refusal) {
          reportIncompatible(refusal);
          throw refusal;
        }
      }
      return args;
    },
  };
}
