// A React component another remote exposes, loaded at run time through the
// page's Module Federation runtime (a remote never imports another remote's
// source). It loads lazily, once per page, and a remote that cannot load,
// hangs or throws leaves its fallback (nothing by default), so the component
// around it keeps working.
import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';

export type RemoteModuleLoader = (moduleId: string) => Promise<unknown>;

/** Past this the component is given up for the page (a hung script must not keep a request open forever). */
export const REMOTE_COMPONENT_TIMEOUT_MS = 10_000;

/**
 * The federation instance that knows the remote of `moduleId` ("basket/X"):
 * the shell registers the remotes of /remotes.json on its own instance and
 * each remote container has an instance of its own (only the runtime core is
 * shared), so a remote's default `loadRemote` knows no other remote. Null
 * where no page runtime knows it (rendered outside the shell, unit tests).
 */
function hostFor(moduleId: string) {
  const remoteName = moduleId.split('/')[0];
  return getInstance((instance) => instance.options.remotes.some((remote) => remote.name === remoteName)) ?? null;
}

export const federationLoader: RemoteModuleLoader = (moduleId) => {
  const host = hostFor(moduleId);
  if (!host) throw new Error(`no federation runtime on the page knows ${moduleId.split('/')[0]}`);
  return host.loadRemote(moduleId);
};

export const federationKnows = (moduleId: string) => hostFor(moduleId) !== null;

function isComponent<P>(value: unknown): value is ComponentType<P> {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** The component out of a loaded module: its default export, else the named export. */
export function componentOf<P>(mod: unknown, exportName: string): ComponentType<P> | null {
  if (!mod || typeof mod !== 'object') return isComponent<P>(mod) ? mod : null;
  const record = mod as Record<string, unknown>;
  if (isComponent<P>(record.default)) return record.default;
  if (isComponent<P>(record[exportName])) return record[exportName];
  return null;
}

export interface RemoteComponentOptions<P> {
  /** "remote/Module". */
  moduleId: string;
  /** The named export used when there is no default one. */
  exportName: string;
  /** Who asks, for the log ("[basket/WishlistPage]"). */
  consumer: string;
  /** What shows when the module cannot be had (nothing by default). */
  fallback?: ComponentType<P>;
  load?: RemoteModuleLoader;
  timeoutMs?: number;
}

const Nothing = () => null;

/** Loads the component; never rejects: a failure is logged once and resolves to the fallback. */
export function loadRemoteComponent<P>({ moduleId, exportName, consumer, fallback, load = federationLoader, timeoutMs = REMOTE_COMPONENT_TIMEOUT_MS }: RemoteComponentOptions<P>): Promise<{ default: ComponentType<P> }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not loaded within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([Promise.resolve().then(() => load(moduleId)), timeout])
    .then((mod) => {
      const found = componentOf<P>(mod, exportName);
      if (!found) throw new Error('the module exports no component');
      return { default: found };
    })
    .catch((error: unknown) => {
      console.error(`[${consumer}] ${moduleId} unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return { default: (fallback ?? Nothing) as ComponentType<P> };
    })
    .finally(() => clearTimeout(timer));
}

/** Shows `fallback` where the remote component threw, so what is around it keeps working. */
export class RemoteBoundary extends Component<{ consumer: string; fallback?: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`[${this.props.consumer}] remote component failed: ${error.message}`);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

/**
 * A lazy remote component over one loader: the load starts when it first
 * renders. `available` says whether there is anything to load (by default:
 * whether the page's federation runtime knows the remote); when not, the
 * fallback shows.
 */
export function createRemoteComponent<P extends object>(options: RemoteComponentOptions<P> & { available?: () => boolean }): ComponentType<P> {
  const Lazy = lazy(() => loadRemoteComponent(options));
  const Fallback = (options.fallback ?? Nothing) as ComponentType<P>;
  const available = options.available ?? (() => federationKnows(options.moduleId));
  return function RemoteComponent(props: P) {
    if (!available()) return <Fallback {...props} />;
    return (
      <RemoteBoundary consumer={options.consumer} fallback={<Fallback {...props} />}>
        <Suspense fallback={<Fallback {...props} />}>
          <Lazy {...props} />
        </Suspense>
      </RemoteBoundary>
    );
  };
}
