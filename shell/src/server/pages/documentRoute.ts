// The document of every page address (docs/architecture.md §2): the route,
// fascia, session, flags and staff in the boot data, the page's own part built
// by its module in this folder (product, listing, content, bag and account,
// not found, the staff's release page), the hints for the remotes the route loads, and the headers.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiServices } from '@storefront/api';
import { featuresWithFlags } from '@storefront/shared-contracts';
import { matchRoute, type MatchedRoute } from '../../routing/matchRoute';
import { routeChunk as routeChunkOf } from '../../layout/routePages';
import type { LinkTag } from '../../seo/head';
import type { BootData } from '../../boot';
import type { Registry } from '../../registry/registry';
import { catalogues, i18nFor } from '../../i18n/i18n';
import type { FlagDecider } from '../../flags/decide';
import { flagOverridesOf, visitorIdOf } from '../../flags/request';
import { contentSecurityPolicy } from '../csp';
import { renderDocument } from '../document';
import { remotesForRoute } from '../registry';
import { originOf, type FasciaOf } from '../requestContext';
import { bagAndAccountPage, drawnBagOf } from './bagAndAccount';
import { contentPage } from './content';
import { listingPage } from './listing';
import { productPage } from './product';
import { releasesPage } from './releases';
import type { BuiltPage, PageRequest } from './page';

export interface DocumentDeps {
  services: ApiServices;
  registryOf: () => Promise<Registry>;
  fasciaOf: FasciaOf;
  flagDecider: FlagDecider;
  /** Whether the request comes from the office network (boot.staff). */
  isStaff: (request: FastifyRequest) => boolean;
  slotTimeoutMs: number;
  /** The share of page views that report field health (boot.fieldSampleRate); every view without it. */
  fieldSampleRate?: number;
  /** The shell's inline stylesheet. */
  css: string;
  /** The built client's entry scripts, and each route chunk's files. */
  scripts: string[];
  chunks: Record<string, string[]>;
}

/** The page's own part, by route. */
function buildPage(page: PageRequest, drawnBag: ReturnType<typeof drawnBagOf>): Promise<BuiltPage> {
  switch (page.route.name) {
    case 'product':
    case 'premier':
      return productPage(page);
    case 'home':
    case 'content':
    case 'notFound':
      return contentPage(page);
    case 'search':
    case 'category':
      return listingPage(page);
    case 'releases':
      return releasesPage(page);
    default:
      return bagAndAccountPage(page, drawnBag);
  }
}

/** The preconnect and manifest preload of each remote the route loads. */
function remoteHints(boot: BootData, registry: Registry): LinkTag[] {
  const hints: LinkTag[] = [];
  for (const name of remotesForRoute(boot.route.name, boot.session.user)) {
    const entry = registry.remotes[name];
    if (!entry) continue;
    hints.push({ rel: 'preconnect', href: new URL(entry.manifest).origin });
    // With a canary the browser chooses which manifest (registry/canary.ts): both origins opened, neither manifest preloaded.
    if (entry.canary) hints.push({ rel: 'preconnect', href: new URL(entry.canary.manifest).origin });
    else hints.push({ rel: 'preload', href: entry.manifest, as: 'fetch', crossorigin: 'anonymous' });
  }
  return hints;
}

export function registerDocumentRoute(app: FastifyInstance, deps: DocumentDeps): void {
  const { services } = deps;
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://local');
    const route: MatchedRoute = matchRoute(url.pathname, url.search);
    const fascia = deps.fasciaOf(request, reply);
    const origin = originOf(request);
    const registry = await deps.registryOf();
    const drawnBag = drawnBagOf({ request, route, fascia, services });
    const account = await services.getAccount(request.cookies.sf_sid, fascia.key);
    // The same catalogue the page renders with (App wraps it in ShellI18n).
    const { t } = i18nFor(fascia.locale);
    // Flags and experiment assignments for this visitor (shell/README.md, Flags).
    const decided = await deps.flagDecider.decide(
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
      slotTimeoutMs: deps.slotTimeoutMs,
      ...(deps.fieldSampleRate !== undefined && deps.fieldSampleRate < 1 ? { fieldSampleRate: deps.fieldSampleRate } : {}),
      labels: catalogues[fascia.locale],
      flags: decided.flags,
      ...(Object.keys(decided.overrides).length > 0 ? { flagOverrides: decided.overrides } : {}),
      staff: deps.isStaff(request),
    };
    const canonical = `${origin}${url.pathname}`;
    const { head, status, cacheControl } = await buildPage({ request, url, route, fascia, origin, canonical, t, services, boot }, drawnBag);

    const nonce = randomBytes(16).toString('base64');
    // The route's layout chunk, asked for with the entry scripts so hydration does not wait a round trip for it.
    const routeChunk = routeChunkOf(boot.route.name);
    const routeScripts = (routeChunk && deps.chunks[routeChunk]) || [];
    const hints = remoteHints(boot, registry);

    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', contentSecurityPolicy(nonce, registry, fascia))
      .header('Cache-Control', cacheControl ?? 'private, no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return renderDocument({ boot, head, css: deps.css, scripts: deps.scripts, hints, routeScripts, nonce });
  });
}
