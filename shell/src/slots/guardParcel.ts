// Wraps a remote's lifecycles so a throw in mount, update or unmount is
// reported to its slot instead of escaping as an unhandled rejection
// (single-spa-react's <Parcel> re-throws what it hands to handleError).
import type { ParcelModule } from '@storefront/shared-contracts';

type Lifecycle = (props: object) => Promise<unknown>;

function sequence(fn: unknown): Lifecycle {
  const fns = (Array.isArray(fn) ? fn : [fn]) as Lifecycle[];
  return (props) => fns.reduce<Promise<unknown>>((p, f) => p.then(() => f(props)), Promise.resolve());
}

export function guardParcel(config: ParcelModule, onError: (phase: string, error: Error) => void): ParcelModule {
  let mounted = false;
  const guard =
    (phase: string, fn: unknown, after?: () => void): Lifecycle =>
    (props) =>
      sequence(fn)(props).then(after, (error: unknown) => {
        onError(phase, error instanceof Error ? error : new Error(String(error)));
      });
  return {
    bootstrap: guard('bootstrap', config.bootstrap),
    mount: guard('mount', config.mount, () => {
      mounted = true;
    }),
    // Unmounting a parcel that never mounted would throw inside the remote.
    unmount: (props: object) => (mounted ? guard('unmount', config.unmount)(props) : Promise.resolve()),
    ...(config.update ? { update: guard('update', config.update) } : {}),
  } as ParcelModule;
}
