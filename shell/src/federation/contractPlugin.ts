// A Module Federation runtime plugin that refuses a remote built against
// another major version of shared-contracts than the shell's (issue 21): a
// registry entry or a per-browser override alike. Its manifest's metaData
// says which (written by the remote's build, tooling/webpack/createConfig.mjs);
// when it differs, the load fails before any of the remote's code runs, so
// its slots show their fallback, and the page reports it once per remote to
// analytics (`remote_incompatible`) and the console.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, contractMajor, manifestContract, track } from '@storefront/shared-contracts';

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
  track('remote_incompatible', { remote: error.remote, remoteContract: error.remoteContract, shellContract: error.shellContract, manifest: error.manifestUrl ?? null });
}

/** Tests: forget what was reported. */
export function resetIncompatibleReports(): void {
  reported.clear();
  warned.clear();
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
