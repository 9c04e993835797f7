// The storefront api as a Fastify plugin, so the shell registers it in-process
// under the page's origin; src/main.ts runs it alone.
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import { FASCIAS, isFasciaKey, LISTING_HIT_ATTRIBUTES, LISTING_PREVIEW_SIZE, type SearchHit } from '@storefront/shared-contracts';
import { searchSettingsFromEnv, type SearchSettings } from '@storefront/shared-contracts/search-settings';
import { AccountService } from './account/accountService';
import { accountRoutes } from './account/routes';
import { ensureTestCustomers } from './account/users';
import { BasketService } from './basket/basketService';
import { basketRoutes } from './basket/routes';
import { Catalogue } from './catalogue/catalogue';
import type { ApiContext } from './context';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import { errorHandler } from './http/errors';
import { refuseCrossSiteChanges, type TrustedOrigin } from './http/sameOrigin';
import { createShopperReader, ownerOf, readShopper } from './http/shopper';
import { ImageService, imageRoutes } from './images/imageService';
import { mediaRoutes } from './media/routes';
import { productRoutes } from './product/routes';
import { testKnobsFromEnv } from './product/stockOverride';
import { officeNetwork, type OfficeNetwork } from './http/officeNetwork';
import { internalRoutes } from './internal/routes';
import { internalToolPathFromEnv } from './internal/rules';
import { fitRoutes } from './fit/routes';
import { advisorRoutes } from './advisor/routes';
import { recommendationRoutes } from './recommendations/routes';
import { failKeysFromEnv, latencyFromEnv } from './recommendations/rules';
import { ReviewService } from './reviews/reviewService';
import { reviewRoutes } from './reviews/routes';
import { createSearchService, DEFAULT_SEARCH_RULES, fasciaIndexes, SearchError } from '@storefront/search-service';
import { WishlistService } from './wishlist/wishlistService';
import { wishlistRoutes } from './wishlist/routes';
import { wishlistSearchRoutes } from './wishlist-search/routes';
import { socialRoutes } from './social/routes';
import { StartupWork } from './startup/startupWork';
import { shareRoutes } from './share/routes';
import { DEFAULT_CREATION_LIMITS, registerCreationLimits, type CreationLimits } from './http/creationLimit';
import { authenticityRoutes } from './authenticity/routes';
import { giftRoutes } from './gwp/routes';
import { fasciaOf } from './http/fascia';
import { ContentService } from './content/contentService';
import { contentImageRoutes } from './content/images';
import { contentRoutes } from './content/routes';
import { parseContentPath, type DeliveredContentPage } from './content/rules';
import { seedPages } from './content/seed';
import { ReleaseService, type ReleaseServiceOptions } from './releases/releaseService';
import { releaseAuthError, releaseRoutes } from './releases/routes';
import { fieldRoutes, releaseSummary } from './field';
import { releaseWatch } from './releases/automaticRollback';
import { healthSettings, healthSettingsFromEnv, type CanaryWatch, type HealthSettings } from './releases/health';
import { serviceRoutes } from './services/routes';
import type { ApiServices, CatalogueEntry } from './services/types';

const API_ROOT = join(import.meta.dirname, '..');

export interface ApiOptions {
  /** PostgreSQL connection URL; without it the embedded database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database, or `memory://` (tests). */
  dataDir?: string;
  /**
   * An open database to use instead of `databaseUrl` or `dataDir`, closed with the api
   * (tests: an in-memory one started from a migrated image, src/testing/database.ts).
   */
  db?: Db;
  imageCacheDir?: string;
  /** Render every product image master in the background after start. */
  warmImages?: boolean;
  /**
   * Build each local search index on its first search instead of at start (tests,
   * most of which never search; the fascias' indexes take seconds to build on a busy machine).
   */
  searchIndexesOnFirstSearch?: boolean;
  logger?: boolean;
  /**
   * Origins besides the request's own whose pages may change state (add to
   * the bag, sign in...): the api alone serves the local front ends on
   * other ports. None by default: the shell embeds the api on the page's origin.
   */
  trustedOrigins?: TrustedOrigin[];
  /** Every recommendation answer waits this long (ms); RECS_LATENCY_MS by default, else 0. */
  recommendationsLatencyMs?: number;
  /** Product keys whose visually similar search answers a non-JSON body; VISUALLY_SIMILAR_FAIL_KEYS by default, else DRS10010. */
  visuallySimilarFailKeys?: string[];
  /**
   * The office network (internal staff, spec 2 §6): a comma-separated CIDR list, IPv4 and IPv6;
   * OFFICE_NETWORK_CIDRS by default, else empty (nobody). Matched against the client address
   * under the trusted-proxy setting (TRUST_PROXY).
   */
  officeNetworkCidrs?: string;
  /** The internal tool's path segment (/{segment}/{productKey}); INTERNAL_TOOL_PATH by default, else internal-tool. */
  internalToolPath?: string;
  /** Test knobs for e2e (the stock_override cookie); STOREFRONT_TEST_KNOBS=1 by default, else off. */
  testKnobs?: boolean;
  /** The release registry (src/releases): its write token (RELEASE_TOKEN by default; none: read-only) and checks. */
  releases?: ReleaseServiceOptions & { token?: string | undefined };
  /**
   * Where the pages search (SEARCH_* by default, README Configuration): null
   * for the local service. With hosted search the local service still runs,
   * but the shell's first results are not drawn from it.
   */
  search?: SearchSettings;
  /**
   * The canary watch (issue 63, automatic rollback; src/releases/health/README.md):
   * false for none; settings here override the CANARY_* variables' (tests: a
   * fast interval, or run a check with api.canaryWatch.check()). On by default.
   */
  canaryWatch?: false | Partial<HealthSettings>;
  /** Short links, reviews, accounts and account mails a client address may make in a window (src/http/creationLimit.ts); the defaults there. */
  creationLimits?: Partial<CreationLimits>;
}

export interface Api {
  plugin: FastifyPluginAsync;
  /** What the shell's server asks for its documents (also over HTTP: src/services/httpServices.ts). */
  services: ApiServices;
  db: Db;
  catalogue: Catalogue;
  /** The release registry: the live remote of each name the shell's documents load. */
  releases: ReleaseService;
  /** The canary watch, started with the api (null when off): check() runs one round now. */
  canaryWatch: CanaryWatch | null;
  close(): Promise<void>;
}

export async function createApi(options: ApiOptions = {}): Promise<Api> {
  // Test knobs first: a bad RECS_LATENCY_MS stops the start before the database opens.
  const recommendationOptions = {
    latencyMs: options.recommendationsLatencyMs ?? latencyFromEnv(process.env.RECS_LATENCY_MS),
    visuallySimilarFailKeys: options.visuallySimilarFailKeys ?? failKeysFromEnv(process.env.VISUALLY_SIMILAR_FAIL_KEYS),
  };

  // A bad office network, tool path or search setting stops the start too.
  const office: OfficeNetwork = officeNetwork(options.officeNetworkCidrs ?? process.env.OFFICE_NETWORK_CIDRS);
  const internalToolPath = internalToolPathFromEnv(options.internalToolPath ?? process.env.INTERNAL_TOOL_PATH);
  const testKnobs = options.testKnobs ?? testKnobsFromEnv();
  const searchSettings = options.search !== undefined ? options.search : searchSettingsFromEnv(process.env);
  // A bad CANARY_* setting too.
  const watchSettings = options.canaryWatch === false ? null : healthSettings({ ...healthSettingsFromEnv(), ...options.canaryWatch });

  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const db =
    options.db ??
    (databaseUrl
      ? await openPostgres(databaseUrl)
      : await openPglite(options.dataDir ?? process.env.STOREFRONT_DATA_DIR ?? join(API_ROOT, '.data/pglite')));
  await migrate(db);
  await ensureTestCustomers(db);

  const catalogue = Catalogue.generate();
  const basket = new BasketService(db, catalogue);
  const wishlist = new WishlistService(db, catalogue);
  const accounts = new AccountService(db, basket, wishlist);
  const imageCacheDir = options.imageCacheDir ?? process.env.STOREFRONT_IMAGE_CACHE ?? join(API_ROOT, '.cache/images');
  const images = new ImageService(catalogue, imageCacheDir);
  const search = createSearchService({
    indexes: fasciaIndexes((k) => catalogue.productsIn(k)),
    rules: DEFAULT_SEARCH_RULES,
    buildOnFirstSearch: options.searchIndexesOnFirstSearch ?? false,
  });
  const entries: CatalogueEntry[] = catalogue.products.map((p) => ({
    slug: p.slug,
    name: p.name,
    isPremier: p.isPremier,
    availablefascias: p.availablefascias,
    hasVideo: p.hasVideo,
    hasSocialProof: p.socialProof !== null,
  }));
  const reviews = new ReviewService(db, catalogue);
  const content = new ContentService(db);
  // The seed pages the database does not have yet (an editor's pages are never touched).
  await content.seed(seedPages());
  const releases = new ReleaseService(db, options.releases);
  const releaseToken = (options.releases && 'token' in options.releases ? options.releases.token : process.env.RELEASE_TOKEN) || undefined;
  const canaryWatch = watchSettings?.enabled ? releaseWatch({ settings: watchSettings, releases, summary: (query) => releaseSummary(db, query) }) : null;
  const context: ApiContext = { db, catalogue, basket, wishlist, images, reviews, content, shopper: createShopperReader(db) };

  const services: ApiServices = {
    async getProductPage(fascia, slug) {
      return catalogue.productPage(FASCIAS[fascia], slug, { withRelated: false });
    },
    async getAccount(sessionId, fascia) {
      return accounts.account({ fascia: FASCIAS[fascia], ...(await readShopper(db, sessionId)) });
    },
    async getBag(sessionId, fascia) {
      return basket.cart(ownerOf(await readShopper(db, sessionId)), FASCIAS[fascia]);
    },
    listProductSlugs: async (fascia) => (isFasciaKey(fascia) ? catalogue.slugsIn(fascia) : []),
    getCatalogue: async () => entries,
    async listingPreview(fascia, { query, filters, ruleContexts }) {
      // Hosted search holds other records than this index: a preview from
      // here would not be what the listing's own first search shows.
      if (searchSettings) return null;
      const indexName = FASCIAS[fascia]?.search.sourceIndex;
      if (!indexName || !search.engine.hasIndex(indexName)) return null;
      try {
        const answer = search.engine.search(indexName, {
          query,
          ...(filters ? { filters } : {}),
          ...(ruleContexts?.length ? { ruleContexts } : {}),
          hitsPerPage: LISTING_PREVIEW_SIZE,
          attributesToRetrieve: [...LISTING_HIT_ATTRIBUTES],
          attributesToHighlight: [],
        });
        // A query rule's data (a redirect) is the listing's to act on, at
        // once: results drawn first would only flash before it.
        if (answer.userData) return null;
        return { query, hits: answer.hits as unknown as SearchHit[], nbHits: answer.nbHits };
      } catch (error) {
        if (error instanceof SearchError) return null;
        throw error;
      }
    },
    async getContentPage(fascia, path) {
      const valid = parseContentPath(path);
      return valid && isFasciaKey(fascia) ? content.published(fascia, valid) : null;
    },
  };

  const startup = new StartupWork();
  if (options.warmImages ?? process.env.STOREFRONT_WARM_IMAGES !== '0') {
    // Offline image generation at start, in the background: requests never wait for it.
    startup.start('images', 2000, (signal) =>
      images.warm(signal).catch((error: unknown) => console.error('[api] image warm-up failed:', error)),
    );
  }

  const creationLimits: CreationLimits = { ...DEFAULT_CREATION_LIMITS, ...options.creationLimits };
  const plugin: FastifyPluginAsync = fp(async (app) => {
    if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);
    await app.register(fastifyFormbody);
    await app.register(search.plugin);
    await app.register(async (scoped) => {
      scoped.setErrorHandler(errorHandler);
      // Every route below, and every one added here later; not the search service's /1/*.
      refuseCrossSiteChanges(scoped, options.trustedOrigins);
      await registerCreationLimits(scoped);
      await productRoutes(scoped, context, { testKnobs });
      await internalRoutes(scoped, context, { office, toolPath: internalToolPath });
      await fitRoutes(scoped, context);
      await advisorRoutes(scoped, context);
      await reviewRoutes(scoped, context, { limit: creationLimits.reviews });
      await recommendationRoutes(scoped, context, recommendationOptions);
      await basketRoutes(scoped, context);
      await wishlistRoutes(scoped, context);
      await wishlistSearchRoutes(scoped, context);
      await accountRoutes(scoped, context, accounts, { limit: creationLimits.accounts, mailLimit: creationLimits.accountMail, testKnobs });
      await imageRoutes(scoped, images);
      await contentImageRoutes(scoped, images);
      await contentRoutes(scoped, context, content);
      await mediaRoutes(scoped, context, { startup });
      await socialRoutes(scoped, context, { imageCacheDir: join(imageCacheDir, 'social') });
      await shareRoutes(scoped, context, { limit: creationLimits.shortLinks });
      await authenticityRoutes(scoped);
      await giftRoutes(scoped, context);
      await releaseRoutes(scoped, releases, { token: releaseToken });
      await fieldRoutes(scoped, db, { readerError: (authorization) => releaseAuthError(authorization, releaseToken), office });
      await serviceRoutes(scoped, services);
      // warming: the start-up work still running (src/startup), [] once the api is idle.
      scoped.get('/_api/health', async () => ({ ok: true, warming: startup.pending() }));
    });
  });

  // Its timer does not keep the process alive; close() stops it before the database closes.
  canaryWatch?.start();

  return {
    plugin,
    db,
    catalogue,
    releases,
    canaryWatch,
    services,
    async close() {
      startup.cancel();
      await canaryWatch?.stop();
      await db.close();
    },
  };
}

export { fasciaOf };
export type { ApiServices, CatalogueEntry, ListingPreviewRequest } from './services/types';
export { createHttpServices, ApiCallError, type HttpServicesOptions } from './services/httpServices';
export { API_EXACT_PATHS, API_PATH_PREFIXES, isApiPath } from './services/routeList';
export type { DeliveredContentPage };
export { trustProxyOption } from './http/trustProxy';
export { officeNetwork, type OfficeNetwork } from './http/officeNetwork';
export type { Db };
/** The release page's series (GET /_api/field/series/{remote}), as the shell reads them. */
export type { RemoteSeries, ReleaseSeries, SeriesPoint } from './field';
