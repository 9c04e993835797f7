// What the shell's server asks of the api for the documents it draws: one
// interface, implemented in-process (src/index.ts, the api in the shell's
// process) and over HTTP (./httpServices.ts, when the shell runs with API_URL).
import type { AccountAnswer, Cart, FasciaKey, ListingPreview, ProductPageData } from '@storefront/shared-contracts';
import type { DeliveredContentPage } from '../content';

/** What the shell needs of each product for the sitemap and the home page. */
export interface CatalogueEntry {
  slug: string;
  name: string;
  isPremier: boolean;
  availablefascias: string[];
  hasVideo: boolean;
  hasSocialProof: boolean;
}

/** The query of a listing's first results (search or category page). */
export interface ListingPreviewRequest {
  query: string;
  filters?: string;
  /** The listing's query rule contexts (shared-contracts' ruleContextsFor). */
  ruleContexts?: string[];
}

export interface ApiServices {
  /**
   * The product page's data for the shell's document, without Product.related
   * (bundles, the influencer look and sponsored cards: most of the page data's
   * bytes, read only by the bundles widget below the fold, which asks
   * `/_api/related/{productId}` for them), so the document is smaller and
   * quicker to parse. `GET /_api/product/{slug}` still answers it whole.
   */
  getProductPage(fascia: FasciaKey, slug: string): Promise<ProductPageData | null>;
  /** The shopper of a session (sf_sid) as GET /account answers it; a guest without one. */
  getAccount(sessionId: string | undefined, fascia: FasciaKey): Promise<AccountAnswer>;
  /** The bag of a session (sf_sid) as GET /_api/basket answers it, for the shell's server-drawn bag and checkout pages; empty for a guest without one. */
  getBag(sessionId: string | undefined, fascia: FasciaKey): Promise<Cart>;
  listProductSlugs(fascia: FasciaKey): Promise<string[]>;
  getCatalogue(): Promise<CatalogueEntry[]>;
  /**
   * The first hits of a listing from the local search engine, for the
   * shell's server-rendered first results; null when the fascia has no
   * index here or the request is not one the engine accepts.
   */
  listingPreview(fascia: FasciaKey, request: ListingPreviewRequest): Promise<ListingPreview | null>;
  /**
   * The published content page at a path under /pages/ (`home`,
   * `brands/coast`, `cms-404`...) as GET /_api/content/pages/* answers it,
   * for the shell's server-drawn content pages; null when none is published.
   */
  getContentPage(fascia: FasciaKey, path: string): Promise<DeliveredContentPage | null>;
}
