// The shell server: the document for every route (server-rendered head and
// layout, inline boot data; each page type built in pages/), /remotes.json,
// sitemap and robots, the shell's static files, and the api registered
// in-process under the same origin.
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { createApi, createHttpServices, officeNetwork, trustProxyOption, type ApiServices } from '@storefront/api';
import { searchSettingsFromEnv, type SearchSettings } from '@storefront/shared-contracts/search-settings';
import { createFlagDecider, type FlagDecider } from '../flags/decide';
import { createRegistrySource, httpLiveReleases, loadRegistry } from './registry';
import { registerBenchPages } from './benchPages';
import { registerApiProxy } from './apiProxy';
import { pageAddress } from './pageAddress';
import { DEFAULT_CLIENT_DIR, readClientAssets, readShellCss } from './assets';
import { fasciaReader } from './requestContext';
import { registerSiteFiles } from './siteFiles';
import { registerDocumentRoute } from './pages/documentRoute';
import { fieldSampleRateFromEnv } from '../field/settings';

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
  const css = readShellCss();
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const { scripts, chunks } = readClientAssets(clientDir, options.clientAssetsOptional ?? process.env.SHELL_CLIENT_ASSETS === 'optional');
  const slotTimeoutMs = options.slotTimeoutMs ?? Number(process.env.SLOT_TIMEOUT_MS ?? 8000);
  const fieldSampleRate = fieldSampleRateFromEnv(process.env);
  const flagDecider = options.flags ?? (await createFlagDecider());
  const fasciaOf = fasciaReader(searchSettings);

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
  if (process.env.STOREFRONT_BENCH_PAGES === '1') registerBenchPages(app, { css, services });
  registerSiteFiles(app, { registryOf, fasciaOf, services });
  // Every other address is a page (pages/).
  registerDocumentRoute(app, {
    services,
    registryOf,
    fasciaOf,
    flagDecider,
    isStaff: (request) => office.contains(request.ip),
    slotTimeoutMs,
    fieldSampleRate,
    css,
    scripts,
    chunks,
  });

  app.addHook('onClose', async () => {
    await api?.close();
  });
  return app;
}
