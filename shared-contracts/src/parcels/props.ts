// Props the shell passes to every parcel (ARCHITECTURE.md §4).
import type { FasciaSettings } from '../fascia/fascias';
import type { SessionSummary } from '../entities/user';
import type { ProductPageData } from '../api/paths';

export interface RouteInfo {
  name: 'home' | 'product' | 'premier' | 'search' | 'category' | 'content' | 'basket' | 'wishlist' | 'notFound';
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

export interface ParcelBaseProps {
  fascia: FasciaSettings;
  session: SessionSummary;
  route: RouteInfo;
  /** Per-slot settings from the layout. */
  slot?: { name: string; settings?: Record<string, unknown> };
}

export interface ProductParcelProps extends ParcelBaseProps {
  page: ProductPageData;
}

export type LifecycleFn<P> = (props: P & { name?: string; domElement?: HTMLElement }) => Promise<unknown>;

/** What a remote's exposed parcel module exports (single-spa-react lifecycles). */
export interface ParcelModule<P = ParcelBaseProps> {
  bootstrap: LifecycleFn<P> | Array<LifecycleFn<P>>;
  mount: LifecycleFn<P> | Array<LifecycleFn<P>>;
  unmount: LifecycleFn<P> | Array<LifecycleFn<P>>;
  update?: LifecycleFn<P> | Array<LifecycleFn<P>>;
}
