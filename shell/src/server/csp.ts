// The Content-Security-Policy of the shell's documents. Scripts run only from
// the document's nonce and what those scripts load ('strict-dynamic': the
// federation runtime and webpack add the remotes' scripts), so markup that
// slipped past sanitising still cannot run. The host lists are for browsers
// without 'strict-dynamic' and for what is not a script (manifests, images,
// frames). Styles stay 'unsafe-inline': every remote injects its CSS at run time.
import { parseHttpUrl, type FasciaSettings } from '@storefront/shared-contracts';
import { EDITOR_FRAME_ORIGINS } from '@storefront/shared-contracts/content/media';
import { registryOrigins, type Registry } from '../registry/registry';

/** The origin of an absolute http(s) URL; null for a path or anything else. */
const originOf = (url: string): string | null => parseHttpUrl(url)?.origin ?? null;

const unique = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => v !== null))];

export function contentSecurityPolicy(nonce: string, registry: Registry, fascia: FasciaSettings): string {
  // Each live release's, each canary's and the override origins.
  const remotes = registryOrigins(registry);
  // Hosted search (SEARCH_HOSTS) and where the listing sends its click and view events.
  const search = unique([
    ...(fascia.search.hosts ?? []).map((h) => originOf(`${h.protocol}://${h.url}${h.port ? `:${h.port}` : ''}`)),
    ...(fascia.search.insightsUrl ? [originOf(fascia.search.insightsUrl)] : []),
  ]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...remotes, ...unique([originOf(fascia.tryOn.scriptUrl)])],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // Product, CMS, social and badge images may come from any secure host.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, ...search],
    // Editors' iframe sections frame only these (mfe-content-blocks checks the same list).
    'frame-src': ["'self'", ...unique([originOf(fascia.viewer3dHost)]), ...EDITOR_FRAME_ORIGINS],
    // The admin tool frames the page for its preview.
    'frame-ancestors': ["'self'", ...unique(fascia.adminParentOrigins.map(originOf))],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
