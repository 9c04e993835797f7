// Props the shell passes to every parcel (docs/architecture.md §3).
import type { FasciaSettings } from '../fascia/fascias';
import type { SessionSummary } from '../entities/user';
import type { ProductPageData } from '../api/paths';
import type { ListingPreview } from '../listing/preview';
import type { ProductCardData } from '../entities/card';
import type { ContentPageData } from '../content/page';
import type { FlagValues } from '../flags/flags';
import type { Cart } from '../entities/basket';
import type { RouteInfo } from '../routes/routeInfo';

export type { RouteInfo };

/**
 * Dispatched (bubbling) from a parcel's element when it fails to render. Here,
 * not beside createParcel, so the shell can listen without bundling React
 * DOM's client into its first modules.
 */
export const SLOT_ERROR_EVENT = 'shell:slot-error';

export interface ParcelBaseProps {
  fascia: FasciaSettings;
  session: SessionSummary;
  route: RouteInfo;
  /** Per-slot settings from the layout. */
  slot?: { name: string; settings?: Record<string, unknown> };
  /**
   * Every feature flag and experiment assignment, decided by the shell's
   * server for this visitor (overrides included). Read with
   * `flag(name, props)`; absent outside the shell (then `flag` falls back to
   * the fascia's setting, then the flag's fallback).
   */
  flags?: FlagValues;
}

export interface ProductParcelProps extends ParcelBaseProps {
  page: ProductPageData;
}

/** mfe-listing's `listing/SearchPage`: the first results the shell's server found, when it did. */
export interface ListingParcelProps extends ParcelBaseProps {
  preview?: ListingPreview;
}

/**
 * mfe-basket's `basket/BasketPage` and `basket/CheckoutPage`: the bag the shell's server drew the page
 * from (absent when it could not read it), so the page starts from what is
 * already on screen instead of a loading state (it reads the bag again at once).
 */
export interface BagParcelProps extends ParcelBaseProps {
  bag?: Cart;
}

/**
 * mfe-content-blocks' `contentBlocks/ContentPage` (home, /pages/..., the CMS
 * 404 page): the published page the shell's server read, or none when the
 * content service has no page for the address (the remote then says so).
 */
export interface ContentParcelProps extends ParcelBaseProps {
  content: ContentPageData | null;
}

/**
 * Slot settings of mfe-basket's `basket/AddToBasket`. A page can mount it twice
 * (the sticky bar's copy): only one copy may answer `pdp:add-requested`, or a
 * request would add the item twice.
 */
export interface AddToBasketSlotSettings {
  /** False for a copy that only adds when its own button is pressed. Default true. */
  answersAddRequests?: boolean;
}

export type LifecycleFn<P> = (props: P & { name?: string; domElement?: HTMLElement }) => Promise<unknown>;

/** What a remote's exposed parcel module exports (single-spa-react lifecycles). */
export interface ParcelModule<P = ParcelBaseProps> {
  bootstrap: LifecycleFn<P> | Array<LifecycleFn<P>>;
  mount: LifecycleFn<P> | Array<LifecycleFn<P>>;
  unmount: LifecycleFn<P> | Array<LifecycleFn<P>>;
  update?: LifecycleFn<P> | Array<LifecycleFn<P>>;
}

/**
 * The props of mfe-basket's exposed `basket/WishlistButton` (a plain React
 * component, not a parcel), as other remotes' cards pass them.
 */
export interface WishlistButtonContractProps {
  productKey: string;
  /** The colour shown: a wishlist entry is one product colour. */
  colour: string;
  /** Sent as lineItemSku: the chosen size's variant, else the colour's. */
  sku: string | null | undefined;
  /** Whether the shopper chose a size. */
  sizeSelected?: boolean;
  /** 'icon' (cards): the heart alone, its name read but not shown. 'labelled' (product page): heart and text. */
  appearance?: 'icon' | 'labelled';
  /** Where the button is, for analytics. */
  source?: string;
  /** The session known when mounted, until session:changed says otherwise. */
  session?: SessionSummary | null;
  /** A failed save or removal: told beside the button, or only logged (cards, spec 3 §8). */
  failures?: 'shown' | 'logged';
  /** fascia.locale of the page; English when unknown. */
  locale?: string;
}

/**
 * The props other remotes pass to mfe-listing's exposed `listing/ProductCard`
 * (a plain React component that brings its own translations).
 */
export interface ProductCardContractProps {
  /** Run untrusted data through `toCardData` first. */
  product: ProductCardData;
  fascia: FasciaSettings;
  session?: SessionSummary;
  /** Badge placements: PLP on listings, CAROUSEL in carousels. */
  placement?: 'PLP' | 'CAROUSEL';
  showQuickAdd?: boolean;
  headingLevel?: 2 | 3 | 4;
  imageLoading?: 'eager' | 'lazy';
  /** null: no wishlist heart (a page that offers its own remove, say); the heart by default. */
  renderWishlist?: null;
}
