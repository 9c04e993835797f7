// The card's wishlist heart is mfe-basket's `basket/WishlistButton`, loaded at
// run time through the page's Module Federation runtime (shared-contracts'
// remote component: lazy, once per page; a basket remote that cannot load or
// throws leaves cards without a heart).
import type { ComponentType } from 'react';
import type { WishlistButtonContractProps } from '@storefront/shared-contracts';
import {
  REMOTE_COMPONENT_TIMEOUT_MS,
  componentOf,
  createRemoteComponent,
  loadRemoteComponent,
  type RemoteModuleLoader,
} from '@storefront/shared-contracts/federation';

export const WISHLIST_MODULE = 'basket/WishlistButton';
export const WISHLIST_LOAD_TIMEOUT_MS = REMOTE_COMPONENT_TIMEOUT_MS;

/** The props of mfe-basket's exposed WishlistButton that cards pass. */
export type RemoteWishlistProps = WishlistButtonContractProps;

type WishlistComponent = ComponentType<RemoteWishlistProps>;
const CONSUMER = 'listing/ProductCard';

/** The component out of a loaded module: its default export or a named WishlistButton. */
export const wishlistComponentOf = (mod: unknown): WishlistComponent | null => componentOf<RemoteWishlistProps>(mod, 'WishlistButton');

/** Loads the heart; never rejects: a failure is logged once and resolves to no heart. */
export function loadWishlistComponent(load?: RemoteModuleLoader, timeoutMs = WISHLIST_LOAD_TIMEOUT_MS): Promise<{ default: WishlistComponent }> {
  return loadRemoteComponent<RemoteWishlistProps>({ moduleId: WISHLIST_MODULE, exportName: 'WishlistButton', consumer: CONSUMER, timeoutMs, ...(load ? { load } : {}) });
}

/** A lazy heart over one loader: the load starts when the first card renders it. */
export function createRemoteWishlist(load?: RemoteModuleLoader, available?: () => boolean) {
  return createRemoteComponent<RemoteWishlistProps>({
    moduleId: WISHLIST_MODULE,
    exportName: 'WishlistButton',
    consumer: CONSUMER,
    ...(load ? { load } : {}),
    ...(available ? { available } : {}),
  });
}

/** The page's one heart loader (one load for every card). */
export const RemoteWishlist = createRemoteWishlist();
