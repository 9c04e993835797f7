// An address whose path cannot be percent-decoded (`/product/%ZZ`, a cut
// UTF-8 sequence) names no page, but the router answered it before any page
// handler with Fastify's JSON 400: a shopper following a mangled link saw raw
// JSON. Its percent signs are read literally instead, so the page handler
// answers it as any unknown address (the fascia's CMS 404 page). The api's
// addresses keep their 400 and its message: a caller sent a malformed request.
import { isApiPath } from '@storefront/api/routes';

/** `url` (path and query), with the path's percent signs escaped when the path cannot be decoded and is a page's. */
export function pageAddress(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (isApiPath(path) || decodes(path)) return url;
  return path.replaceAll('%', '%25') + url.slice(path.length);
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
