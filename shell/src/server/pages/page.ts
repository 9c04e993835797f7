// What every page builder of the document route gets (pages/documentRoute.ts)
// and gives back: the request as routed, and the head and status of the page
// it drew. A builder fills in its part of the boot data (page, content, bag,
// listing preview, or the route and error of a page that is not found).
import type { FastifyRequest } from 'fastify';
import type { ApiServices } from '@storefront/api';
import type { FasciaSettings } from '@storefront/shared-contracts';
import type { Translate } from '@storefront/shared-contracts/i18n';
import type { MatchedRoute } from '../../routing/matchRoute';
import type { HeadData } from '../../seo/head';
import type { BootData } from '../../boot';

export interface PageRequest {
  request: FastifyRequest;
  url: URL;
  route: MatchedRoute;
  fascia: FasciaSettings;
  /** The origin the shopper asked for (originOf). */
  origin: string;
  /** The address's canonical URL: origin and path, no query. */
  canonical: string;
  /** The page language's catalogue, the one the page renders with. */
  t: Translate;
  services: ApiServices;
  /** The document's boot data, filled in by the page's builder. */
  boot: BootData;
}

export interface BuiltPage {
  head: HeadData;
  status: number;
  /** The document's Cache-Control; `private, no-cache` when absent. */
  cacheControl?: string;
}
