// The shell server: the document for every route (server-rendered head and
// layout, inline boot data), /remotes.json, sitemap and robots, the shell's
// static files, and the api registered in-process under the same origin.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { createApi, createHttpServices, officeNetwork, trustProxyOption, type ApiServices } from '@storefront/api';
import { featuresWithFlags, isFasciaKey, productUrl, resolveFascia, type FasciaSettings } from '@storefront/shared-contracts';
import { searchSettingsFromEnv, withSearchSettings, type SearchSettings } from '@storefront/shared-contracts/search-settings';
import type { ContentPageData } from '@storefront/shared-contracts/content';
import { matchRoute, type MatchedRoute } from '../routing/matchRoute';
import { previewRequest } from '../listing/listingPreview';
import { listingHeading } from '../listing/heading';
import { routeChunk as routeChunkOf } from '../layout/routePages';
import { basicHead, errorHead, productHead, type HeadData, type LinkTag } from '../seo/head';
import { robotsTxt, sitemapXml } from '../seo/sitemap';
import type { BootData } from '../boot';
import { contentSecurityPolicy } from './csp';
import { renderDocument } from './document';
import { createRegistrySource, httpLiveReleases, loadRegistry, remotesForRoute } from './registry';
import { registerBenchPages } from './benchPages';
import { registerApiProxy } from './apiProxy';
import { catalogues, i18nFor } from '../i18n/i18n';
import { createFlagDecider, type FlagDecider } from '../flags/decide';
import { flagOverridesOf, visitorIdOf } from '../flags/request';
import { pageAddress } from './pageAddress';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The content service's paths of the home page and of the CMS 404 page. */
const HOME_PATH = 'home';
const NOT_FOUND_PATH = 'cms-404';

export interface ShellServerOptions {
  slotTimeoutMs?: number;
  api?: Parameters<typeof createApi>[0];
  /**
   * The api's base URL (API_URL by default): the shell then forwards the api's
   * addresses there and asks it over HTTP for page data, instead of running
   * the api in its own process (README, Run on several machines).
   */
  apiUrl?: string;
  /** Start without the built client (dist/client/assets.json): documents carry no scripts. For tests of the server alone; SHELL_CLIENT_ASSETS=optional. */
  clientAssetsOptional?: boolean;
  /** The built client, served under /static/ (dist/client by default). */
  clientDir?: string;
  logger?: boolean;
  /** Decides the feature flags of each document (default: OpenFeature over shell/src/flags/flags.json or FLAGS_CONFIG). */
  flags?: FlagDecider;
  /**
   * Where the pages search (SEARCH_* by default, README Configuration): null
   * for the local service on the page's origin. Each document's boot data
   * carries it in the fascia, so the remotes follow without a rebuild.
   */
  search?: SearchSettings;
}

interface ClientAssets {
  scripts: string[];
  /** A route chunk's files (routePages.ts's routeChunk names them). */
  chunks: Record<string, string[]>;
}

function readClientAssets(dir: string, optional: boolean): ClientAssets {
  const file = path.join(dir, 'assets.json');
  if (!fs.existsSync(file) && optional) return { scripts: [], chunks: {} };
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the shell first (pnpm build)`);
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  const url = (f: string) => `/static/${f}`;
  const chunks = Object.fromEntries(Object.entries(entries).filter(([name]) => name !== 'main').map(([name, files]) => [name, files.map(url)]));
  return { scripts: (entries.main ?? []).map(url), chunks };
}

/** The origin the shopper asked for: forwarded protocol and host count only from a trusted proxy (TRUST_PROXY). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host || 'localhost'}`;
}

export async function createShellServer(options: ShellServerOptions = {}) {
  const apiUrl = options.apiUrl ?? (process.env.API_URL || undefined);
  // Read first: a malformed setting stops the start before anything opens.
  const searchSettings = options.search !== undefined ? options.search : searchSettingsFromEnv(process.env);
  // Staff or not (boot.staff): the api's setting and rule, on the address the api goes by too (request.ip; with API_URL the proxy forwards it).
  const office = officeNetwork(options.api?.officeNetworkCidrs ?? process.env.OFFICE_NETWORK_CIDRS);
  // In-process by default; over HTTP with API_URL.
  const api = apiUrl ? null : await createApi({ logger: false, search: searchSettings, ...options.api });
  const services: ApiServices = api ? api.services : createHttpServices({ apiUrl: apiUrl! });
  // The live releases over the defaults, read again at most every 2 s (README, Releases).
  const registryOf = createRegistrySource(loadRegistry(), api ? () => api.releases.live() : httpLiveReleases(apiUrl!));
  // The bag link's stylesheet, beside its component, is shared with the mini bag, which loads it too.
  const bagLinkCss = path.join(path.dirname(createRequire(import.meta.url).resolve('@storefront/shared-contracts/basket/bag-link')), 'bagLink.css');
  const css = [path.join(ROOT, 'src/layout/shell.css'), path.join(ROOT, 'src/layout/sticky/sticky.css'), bagLinkCss]
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '');
  const clientDir = options.clientDir ?? path.join(ROOT, 'dist/client');
  const { scripts, chunks } = readClientAssets(clientDir, options.clientAssetsOptional ?? process.env.SHELL_CLIENT_ASSETS === 'optional');
  const slotTimeoutMs = options.slotTimeoutMs ?? Number(process.env.SLOT_TIMEOUT_MS ?? 8000);
  const flagDecider = options.flags ?? (await createFlagDecider());

  const app = Fastify({ logger: options.logger ?? false, trustProxy: trustProxyOption(), rewriteUrl: (req) => pageAddress(req.url ?? '/') });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/static/',
    // The build's .br and .gz copies, sent as they are (see tooling createConfig).
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, file) {
      reply.header('Cache-Control', /\.[0-9a-f]{8}\.js$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  if (api) await app.register(api.plugin);
  else await registerApiProxy(app, apiUrl!);

  const fasciaOf = (request: FastifyRequest, reply: FastifyReply): FasciaSettings => {
    const query = request.query as Record<string, unknown>;
    const fascia = resolveFascia({ queryKey: query.fascia, cookieKey: request.cookies.fascia, hostname: request.hostname });
    // Switching locally with ?fascia= sticks for the api calls that follow.
    if (isFasciaKey(query.fascia) && request.cookies.fascia !== query.fascia) {
      reply.setCookie('fascia', query.fascia, { path: '/', sameSite: 'lax', httpOnly: false });
    }
    // What the boot data, the CSP and the first results all go by.
    return withSearchSettings(fascia, searchSettings);
  };

  if (process.env.STOREFRONT_BENCH_PAGES === '1') {
    registerBenchPages(app, { css, services });
  }

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').header('Access-Control-Allow-Origin', '*');
    return registryOf();
  });

  // No brand icon yet: answer without a body rather than a 404 page.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).header('Cache-Control', 'public, max-age=86400').send());

  app.get('/robots.txt', async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return robotsTxt(originOf(request));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const fascia = fasciaOf(request, reply);
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return sitemapXml(originOf(request), fascia.key, await services.getCatalogue());
  });

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://local');
    const route: MatchedRoute = matchRoute(url.pathname, url.search);
    const fascia = fasciaOf(request, reply);
    const origin = originOf(request);
    const registry = await registryOf();
    // The bag and checkout pages draw the bag (below): asked for beside the account, not after it.
    // A bag that cannot be read leaves it to the basket remote, which reads the bag itself.
    const drawnBag =
      route.name === 'basket' || route.name === 'checkout'
        ? services.getBag(request.cookies.sf_sid, fascia.key).catch((error: unknown) => {
            request.log.error(error);
            return undefined;
          })
        : undefined;
    const account = await services.getAccount(request.cookies.sf_sid, fascia.key);
    // The same catalogue the page renders with (App wraps it in ShellI18n).
    const { t } = i18nFor(fascia.locale);
    // Flags and experiment assignments for this visitor (shell/README.md, Flags).
    const decided = await flagDecider.decide(
      { fascia: fascia.key, visitorId: visitorIdOf(request, reply), signedIn: !account.user.guest },
      flagOverridesOf(request, reply, url.searchParams),
    );
    const boot: BootData = {
      route,
      // Readers of fascia.features follow the decided flags too.
      fascia: { ...fascia, features: featuresWithFlags(fascia.features, decided.flags) },
      session: { user: account.user, basketCount: account.cart?.itemCount ?? 0 },
      registry,
      page: null,
      slotTimeoutMs,
      labels: catalogues[fascia.locale],
      flags: decided.flags,
      ...(Object.keys(decided.overrides).length > 0 ? { flagOverrides: decided.overrides } : {}),
      staff: office.contains(request.ip),
    };
    let status = 200;
    let head: HeadData;
    const canonical = `${origin}${url.pathname}`;
    const contentHead = (content: ContentPageData, title: string) =>
      basicHead({ title, ...(content.description ? { description: content.description } : {}), canonical, fascia });
    // An unknown product, page or address (specs 2 §2 and 3 §1): the CMS 404
    // page's sections with status 404, or "Unexpected Error" and the raw error
    // when the content service has none.
    const notFound = async (error: string): Promise<HeadData> => {
      status = 404;
      const content = await services.getContentPage(fascia.key, NOT_FOUND_PATH);
      if (content) {
        boot.content = content;
        boot.route = { ...route, name: 'content' };
        return contentHead(content, `${content.title} | ${fascia.name}`);
      }
      boot.route = { ...route, name: 'notFound' };
      boot.error = error;
      return basicHead({ title: t('pages.unexpectedError'), canonical, fascia });
    };

    if (route.name === 'product' || route.name === 'premier') {
      const page = await services.getProductPage(fascia.key, route.params.slug ?? '');
      if (!page) {
        head = await notFound(t('pages.noProduct', { slug: route.params.slug, fascia: fascia.name }));
      } else {
        boot.page = page;
        const canonicalPath = productUrl({
          slug: page.product.slug,
          isPremier: page.product.isPremier,
          colour: route.query.colour,
        });
        try {
          head = productHead(page, fascia, origin, canonicalPath);
        } catch (error) {
          request.log.error(error);
          head = errorHead(fascia, `${origin}${canonicalPath}`);
        }
      }
    } else if (route.name === 'home' || route.name === 'content' || route.name === 'notFound') {
      // Home and /pages/... are the content service's pages.
      const path = route.name === 'home' ? HOME_PATH : route.name === 'content' ? (route.params.path ?? '') : null;
      const found = path !== null ? await services.getContentPage(fascia.key, path) : null;
      if (found) {
        boot.content = found;
        const title = route.name === 'home' ? fascia.name : `${found.title} | ${fascia.name}`;
        head = contentHead(found, title);
      } else {
        head = await notFound(path === null ? t('pages.noPage', { path: url.pathname }) : t('pages.noContentPage', { path, fascia: fascia.name }));
      }
    } else {
      // The bag is drawn here (its lines, or the empty bag's message), so the page's largest paint does not wait for the basket remote's scripts.
      const bag = await drawnBag;
      if (bag) boot.bag = bag;
      const listing = previewRequest(route, fascia);
      const preview = listing && (await services.listingPreview(fascia.key, listing));
      if (preview && preview.hits.length > 0) boot.listingPreview = preview;
      // A listing's title is its heading, named from the first results as the page draws it.
      const titles: Record<string, string> = {
        basket: t('pages.bagTitle'),
        checkout: t('pages.checkoutTitle'),
        wishlist: t('pages.savedItems'),
        signUp: t('signUp.title'),
        resetPassword: t('resetPassword.title'),
        signInLink: t('signInLink.title'),
      };
      const title = route.name === 'search' || route.name === 'category' ? listingHeading(route, preview ? preview.hits : [], t) : (titles[route.name] ?? '');
      head = basicHead({ title: `${title} | ${fascia.name}`, canonical, fascia });
    }

    const nonce = randomBytes(16).toString('base64');
    const hints: LinkTag[] = [];
    // The route's layout chunk, asked for with the entry scripts so hydration does not wait a round trip for it.
    const routeChunk = routeChunkOf(boot.route.name);
    const routeScripts = (routeChunk && chunks[routeChunk]) || [];
    for (const name of remotesForRoute(boot.route.name, boot.session.user)) {
      const entry = registry.remotes[name];
      if (!entry) continue;
      const manifestUrl = new URL(entry.manifest);
      hints.push({ rel: 'preconnect', href: manifestUrl.origin });
      hints.push({ rel: 'preload', href: entry.manifest, as: 'fetch', crossorigin: 'anonymous' });
    }

    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', contentSecurityPolicy(nonce, registry, fascia))
      .header('Cache-Control', 'private, no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return renderDocument({ boot, head, css, scripts, hints, routeScripts, nonce });
  });

  app.addHook('onClose', async () => {
    await api?.close();
  });
  return app;
}
