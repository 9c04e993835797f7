// The card's wishlist heart is mfe-basket's `basket/WishlistButton`, loaded at
// run time through the page's Module Federation runtime (a remote never
// imports another remote's source). It loads lazily, once per page, and a
// basket remote that cannot load or throws leaves cards without a heart.
import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { WishlistButtonContractProps } from '@storefront/shared-contracts';

export const WISHLIST_MODULE = 'basket/WishlistButton';
/** Past this the heart is given up for the page (a hung script must not keep a request open forever). */
export const WISHLIST_LOAD_TIMEOUT_MS = 10_000;

/** The props of mfe-basket's exposed WishlistButton that cards pass. */
export type RemoteWishlistProps = WishlistButtonContractProps;

type WishlistComponent = ComponentType<RemoteWishlistProps>;
type Loader = (moduleId: string) => Promise<unknown>;

/**
 * The federation instance that knows the basket remote: the shell registers
 * the remotes of /remotes.json on its own instance, and each remote container
 * has an instance of its own (only the runtime core is shared), so this
 * remote's default `loadRemote` knows no `basket`. Null where no page runtime
 * knows it (the remote rendered outside the shell, or unit tests).
 */
function basketHost() {
  const remoteName = WISHLIST_MODULE.split('/')[0];
  return getInstance((instance) => instance.options.remotes.some((remote) => remote.name === remoteName));
}

const federationLoader: Loader = (moduleId) => {
  const host = basketHost();
  if (!host) throw new Error('no federation runtime on the page knows the basket remote');
  return host.loadRemote(moduleId);
};

function isComponent(value: unknown): value is WishlistComponent {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** The component out of a loaded module: its default export or a named WishlistButton. */
export function wishlistComponentOf(mod: unknown): WishlistComponent | null {
  if (!mod || typeof mod !== 'object') return isComponent(mod) ? mod : null;
  const { default: byDefault, WishlistButton } = mod as { default?: unknown; WishlistButton?: unknown };
  if (isComponent(byDefault)) return byDefault;
  if (isComponent(WishlistButton)) return WishlistButton;
  return null;
}

const NoHeart: WishlistComponent = () => null;

/** Loads the heart; never rejects: a failure is logged once and resolves to no heart. */
export function loadWishlistComponent(load: Loader = federationLoader, timeoutMs = WISHLIST_LOAD_TIMEOUT_MS): Promise<{ default: WishlistComponent }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not loaded within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([Promise.resolve().then(() => load(WISHLIST_MODULE)), timeout])
    .then((mod) => {
      const found = wishlistComponentOf(mod);
      if (!found) throw new Error('the module exports no component');
      return { default: found };
    })
    .catch((error: unknown) => {
      console.error(`[listing/ProductCard] ${WISHLIST_MODULE} unavailable, cards show no wishlist heart: ${error instanceof Error ? error.message : String(error)}`);
      return { default: NoHeart };
    })
    .finally(() => clearTimeout(timer));
}

/** Leaves nothing where the heart threw, so the card around it keeps working. */
export class WishlistBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`[listing/ProductCard] wishlist heart failed: ${error.message}`);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A lazy heart over one loader: the load starts when the first card renders
 * it. `available` says whether there is anything to load (by default: whether
 * the page's federation runtime knows the basket remote).
 */
export function createRemoteWishlist(load?: Loader, available: () => boolean = () => basketHost() !== null) {
  const LazyHeart = lazy(() => loadWishlistComponent(load));
  return function RemoteWishlist(props: RemoteWishlistProps) {
    if (!available()) return null;
    return (
      <WishlistBoundary>
        <Suspense fallback={null}>
          <LazyHeart {...props} />
        </Suspense>
      </WishlistBoundary>
    );
  };
}

/** The page's one heart loader (one load for every card). */
export const RemoteWishlist = createRemoteWishlist();
