// What the server inlines into the document for the client to start from.
import type { Catalogue } from './i18n/en-GB';
import type { ContentPageData } from '@storefront/shared-contracts/content';
import type { Cart, FasciaSettings, FlagOverrides, FlagValues, ListingPreview, ProductPageData, SessionSummary } from '@storefront/shared-contracts';
import type { MatchedRoute } from './routing/matchRoute';
import type { Registry } from './registry/registry';

export interface BootData {
  route: MatchedRoute;
  fascia: FasciaSettings;
  session: SessionSummary;
  registry: Registry;
  /** Page data fetched on the server (the product on a product page), without `product.related` (ApiServices.getProductPage). */
  page: ProductPageData | null;
  /** The first results of a search or category address, when the server found them. */
  listingPreview?: ListingPreview;
  slotTimeoutMs: number;
  /** The share of page views that report field health (FIELD_SAMPLE_RATE, src/field/); absent: every view. */
  fieldSampleRate?: number;
  /** Error text for the error page (404 without a CMS page). */
  error?: string;
  /** The bag on the bag and checkout pages: the server draws it (basket/BagFirstPaint.tsx) and the basket remote starts from it. */
  bag?: Cart;
  /** The content page on home, /pages/... and the CMS 404 page, as the content service published it. */
  content?: ContentPageData;
  /** The shell's catalogue in the page's language: the browser bundle carries none. */
  labels: Catalogue;
  /**
   * Every feature flag and experiment assignment, decided on the server for
   * this visitor (shell/src/flags); passed to every parcel as `flags`. Always
   * set by the server; absent only in tests.
   */
  flags?: FlagValues;
  /** This browser's flag overrides in effect (`?flags=`, kept in `sf_flags`): shown in the override banner. */
  flagOverrides?: FlagOverrides;
  /**
   * The request comes from the office network (OFFICE_NETWORK_CIDRS, under
   * TRUST_PROXY; spec 2 §6): only then does the product page load the staff
   * tools, whose endpoint checks again. Always set by the server; absent only in tests.
   */
  staff?: boolean;
}

export const BOOT_ELEMENT_ID = '__STOREFRONT_BOOT__';
