// Every address the api answers, as one list: the shell registers the api
// in-process, or, with API_URL, forwards exactly these to the api instances
// (shell/src/server/apiProxy.ts). routeList.test.ts fails when the api
// registers a route this list does not cover.

/** Paths the api answers as they are (no sub-paths). */
export const API_EXACT_PATHS = ['/login', '/logout', '/account'] as const;

/** Path prefixes (ending in "/") under which every address is the api's. */
export const API_PATH_PREFIXES = [
  '/_api/',
  // The search service (Algolia protocol).
  '/1/',
  '/images/',
  '/media/',
  // Short links.
  '/s/',
  '/product-customisation/',
] as const;

/** Whether the api answers this path (no query string). */
export function isApiPath(path: string): boolean {
  return (API_EXACT_PATHS as readonly string[]).includes(path) || API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}
