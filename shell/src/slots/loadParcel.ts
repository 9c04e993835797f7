// Loads one remote module per slot, independently (never one Promise.all for
// the page), with a time limit, and checks it really is a parcel. A remote
// built against another contract major is refused by the contract runtime
// plugin (../federation/contractPlugin.ts) before its code runs: reason
// 'incompatible', and the slot shows its fallback.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelModule } from '@storefront/shared-contracts';
import type { Registry } from '../registry/registry';
import { isIncompatibleRemote } from '../federation/contractPlugin';

const cache = new Map<string, Promise<ParcelModule>>();

export function registerRegistry(registry: Registry): void {
  registerRemotes(
    Object.entries(registry.remotes).map(([name, entry]) => ({ name, entry: entry.manifest })),
    { force: true },
  );
  cache.clear();
}

export class SlotLoadError extends Error {
  constructor(
    readonly moduleId: string,
    readonly reason: 'timeout' | 'load' | 'shape' | 'incompatible',
    message: string,
  ) {
    super(message);
    this.name = 'SlotLoadError';
  }
}

function isParcel(value: unknown): value is ParcelModule {
  const m = value as Partial<ParcelModule> | null;
  return !!m && typeof m === 'object' && !!m.mount && !!m.unmount && !!m.bootstrap;
}

export function loadParcel(moduleId: string, timeoutMs: number): Promise<ParcelModule> {
  let pending = cache.get(moduleId);
  if (!pending) {
    const load = loadRemote<unknown>(moduleId).then(
      (mod) => {
        if (!isParcel(mod)) throw new SlotLoadError(moduleId, 'shape', `${moduleId} does not export single-spa lifecycles`);
        // A fresh object: single-spa may annotate the config it mounts.
        return { bootstrap: mod.bootstrap, mount: mod.mount, unmount: mod.unmount, ...(mod.update ? { update: mod.update } : {}) };
      },
      (error: unknown) => {
        if (isIncompatibleRemote(error)) throw new SlotLoadError(moduleId, 'incompatible', `${moduleId} is not mounted: ${error instanceof Error ? error.message : String(error)}`);
        throw new SlotLoadError(moduleId, 'load', `${moduleId} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SlotLoadError(moduleId, 'timeout', `${moduleId} did not load within ${timeoutMs} ms`)), timeoutMs);
    });
    pending = Promise.race([load, timeout]).finally(() => clearTimeout(timer));
    // A failed load may be retried by a later mount (e.g. after a route change).
    pending.catch(() => cache.delete(moduleId));
    cache.set(moduleId, pending);
  }
  return pending;
}

let turn: Promise<void> = Promise.resolve();

/**
 * Resolves in a task of its own, one slot after another, so that mounting
 * several parcels never becomes one long task that blocks input.
 */
export function nextMountTurn(): Promise<void> {
  turn = turn.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return turn;
}
