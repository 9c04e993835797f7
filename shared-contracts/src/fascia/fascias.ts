// The fascia registry: each brand fascia with its locale, currency and
// settings. The key is chosen from the host name, or locally from the
// `fascia` query parameter or cookie (see shell/README.md).

/** Delivery cut-off groups of spec 2 §9. */
export type CutOffGroup = 'late' | 'saturday-early';

export interface FasciaSettings {
  key: FasciaKey;
  name: string;
  locale: 'en-GB' | 'fr-FR' | 'nl-NL' | 'sv-SE';
  currency: 'GBP' | 'EUR' | 'SEK';
  hostnames: string[];
  /** Slug of the brand landing page (spec 3 brand landing rule). */
  brandSlug: string;
  cutOffGroup: CutOffGroup;
  imageAspectRatio: 1.5 | 1.25 | 1;
  lowStockThreshold: number;
  excludedClassifications: string[];
  includedDepartments: string[];
  allowOutOfStockSelection: boolean;
  forceColourDropdown: boolean;
  search: {
    /** null: this fascia has no search index ("no search index available"). */
    sourceIndex: string | null;
    appId: string;
    apiKey: string;
    /**
     * Hosted search hosts; absent: the page's own origin (the api's search
     * service). The shell sets them from SEARCH_HOSTS (search/settings.ts).
     */
    hosts?: Array<{ url: string; port?: number; protocol: 'http' | 'https' }>;
    /** Where hosted search's click and view events go (an origin); absent with hosts: Algolia's. */
    insightsUrl?: string;
  };
  viewer3dHost: string;
  /**
   * The social-posts service's site and key (spec 3 §7, spec 2 social
   * gallery): sent as `siteId` and the `X-Social-Key` header. The key is
   * public, like the search key; locally the api's stand-in checks both.
   */
  social: { siteId: string; apiKey: string };
  tryOn: { scriptUrl: string; excludedBrand: string };
  iosAppId?: string;
  buyNowPayLater: { provider: string; instalments: number };
  adminParentOrigins: string[];
  /** Delivery charges in the fascia's currency, in cents. */
  delivery: {
    standardCentAmount: number;
    /** Standard delivery is free from this subtotal. */
    freeThresholdCentAmount: number;
    /** Added once when any bulky item is in the bag. */
    bulkySurchargeCentAmount: number;
  };
  features: {
    liveStockRefresh: boolean;
    reviews: boolean;
    subscription: boolean;
    rewards: boolean;
    quickAddInRecentlyViewed: boolean;
    hideBeautySwatches: boolean;
    similarProductsGrid: boolean;
    atbModalVariant: 'default' | 'testAtbModalV1';
  };
}

export const FASCIA_KEYS = ['burton', 'coast', 'wallis', 'oasis', 'dorothyperkins'] as const;
export type FasciaKey = (typeof FASCIA_KEYS)[number];
export const DEFAULT_FASCIA: FasciaKey = 'burton';

const base = {
  lowStockThreshold: 5,
  excludedClassifications: ['Clearance'],
  includedDepartments: ['Womenswear', 'Menswear', 'Beauty', 'Home'],
  allowOutOfStockSelection: false,
  forceColourDropdown: false,
  viewer3dHost: '/_api/3d',
  tryOn: { scriptUrl: '/_api/tryon/vendor.js', excludedBrand: 'Nordic Glow' },
  adminParentOrigins: ['http://localhost:3000', 'http://localhost:4000'],
  features: {
    liveStockRefresh: true,
    reviews: true,
    subscription: false,
    rewards: true,
    quickAddInRecentlyViewed: true,
    hideBeautySwatches: false,
    similarProductsGrid: false,
    atbModalVariant: 'default' as const,
  },
} satisfies Partial<FasciaSettings>;

const searchKeys = { appId: 'STOREFRONT', apiKey: 'search-only-key' };

export const FASCIAS: Record<FasciaKey, FasciaSettings> = {
  burton: {
    ...base,
    key: 'burton', name: 'Burton', locale: 'en-GB', currency: 'GBP',
    delivery: { standardCentAmount: 399, freeThresholdCentAmount: 5000, bulkySurchargeCentAmount: 1500 },
    hostnames: ['burton.localhost', 'localhost', '127.0.0.1'], brandSlug: 'burton',
    cutOffGroup: 'late', imageAspectRatio: 1.5,
    search: { ...searchKeys, sourceIndex: 'burton_products' },
    social: { siteId: '4f8a2c1e-6b3d-4e5f-9a7b-0c1d2e3f4a01', apiKey: 'social-pub-burton-7c2e91' },
    iosAppId: '1450000001',
    buyNowPayLater: { provider: 'Klarna', instalments: 3 },
  },
  coast: {
    ...base,
    key: 'coast', name: 'Coast', locale: 'fr-FR', currency: 'EUR',
    delivery: { standardCentAmount: 495, freeThresholdCentAmount: 6000, bulkySurchargeCentAmount: 1995 },
    hostnames: ['coast.localhost'], brandSlug: 'coast',
    cutOffGroup: 'late', imageAspectRatio: 1.25, lowStockThreshold: 3,
    search: { ...searchKeys, sourceIndex: 'coast_products' },
    social: { siteId: '4f8a2c1e-6b3d-4e5f-9a7b-0c1d2e3f4a02', apiKey: 'social-pub-coast-3b8d14' },
    buyNowPayLater: { provider: 'Klarna', instalments: 3 },
    features: { ...base.features, atbModalVariant: 'testAtbModalV1' },
  },
  wallis: {
    ...base,
    key: 'wallis', name: 'Wallis', locale: 'nl-NL', currency: 'EUR',
    delivery: { standardCentAmount: 495, freeThresholdCentAmount: 6000, bulkySurchargeCentAmount: 1995 },
    hostnames: ['wallis.localhost'], brandSlug: 'wallis',
    cutOffGroup: 'saturday-early', imageAspectRatio: 1.5,
    search: { ...searchKeys, sourceIndex: 'wallis_products' },
    social: { siteId: '4f8a2c1e-6b3d-4e5f-9a7b-0c1d2e3f4a03', apiKey: 'social-pub-wallis-9e5a62' },
    buyNowPayLater: { provider: 'Klarna', instalments: 3 },
  },
  oasis: {
    ...base,
    key: 'oasis', name: 'Oasis', locale: 'sv-SE', currency: 'SEK',
    delivery: { standardCentAmount: 4900, freeThresholdCentAmount: 59900, bulkySurchargeCentAmount: 19900 },
    hostnames: ['oasis.localhost'], brandSlug: 'oasis',
    cutOffGroup: 'saturday-early', imageAspectRatio: 1,
    search: { ...searchKeys, sourceIndex: 'oasis_products' },
    social: { siteId: '4f8a2c1e-6b3d-4e5f-9a7b-0c1d2e3f4a04', apiKey: 'social-pub-oasis-1d7f38' },
    buyNowPayLater: { provider: 'Klarna', instalments: 4 },
    forceColourDropdown: false,
  },
  dorothyperkins: {
    ...base,
    key: 'dorothyperkins', name: 'Dorothy Perkins', locale: 'en-GB', currency: 'GBP',
    delivery: { standardCentAmount: 399, freeThresholdCentAmount: 4000, bulkySurchargeCentAmount: 1500 },
    hostnames: ['dorothyperkins.localhost'], brandSlug: 'dorothy-perkins',
    cutOffGroup: 'saturday-early', imageAspectRatio: 1.25,
    // This fascia has no search index yet: search answers "no search index available".
    search: { ...searchKeys, sourceIndex: null },
    social: { siteId: '4f8a2c1e-6b3d-4e5f-9a7b-0c1d2e3f4a05', apiKey: 'social-pub-dorothyperkins-6a4c07' },
    iosAppId: '1450000002',
    buyNowPayLater: { provider: 'Clearpay', instalments: 4 },
  },
};

export function isFasciaKey(value: unknown): value is FasciaKey {
  return typeof value === 'string' && (FASCIA_KEYS as readonly string[]).includes(value);
}

/**
 * Chooses the fascia: an explicit key (query parameter, then cookie) wins,
 * else the host name map, else the default.
 */
export function resolveFascia(input: { queryKey?: unknown; cookieKey?: unknown; hostname?: string }): FasciaSettings {
  if (isFasciaKey(input.queryKey)) return FASCIAS[input.queryKey];
  if (isFasciaKey(input.cookieKey)) return FASCIAS[input.cookieKey];
  const host = (input.hostname ?? '').toLowerCase().split(':')[0] ?? '';
  const byHost = FASCIA_KEYS.find((key) => FASCIAS[key].hostnames.includes(host));
  return FASCIAS[byHost ?? DEFAULT_FASCIA];
}

/** Index name: source index plus sort suffix (spec 1 §7). */
export function searchIndexName(fascia: FasciaSettings, suffix?: string): string {
  if (!fascia.search.sourceIndex) throw new Error('no search index available');
  return suffix ? `${fascia.search.sourceIndex}_${suffix}` : fascia.search.sourceIndex;
}
