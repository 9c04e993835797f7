// The release page (issue 63; src/releases/): for the platform and widget
// teams, never for search engines or shared caches. The page draws itself in
// the browser from the api (the releases, and the field's series behind the
// release token or the office network), so the server gives its frame only.
import type { HeadData } from '../../seo/head';
import type { BuiltPage, PageRequest } from './page';

export const RELEASES_CACHE_CONTROL = 'private, no-store';

export function releasesHead(siteName: string): HeadData {
  return { title: `Releases | ${siteName}`, meta: [{ name: 'robots', content: 'noindex, nofollow' }], links: [], jsonLd: [] };
}

export function releasesPage(page: Pick<PageRequest, 'fascia'>): Promise<BuiltPage> {
  return Promise.resolve({ head: releasesHead(page.fascia.name), status: 200, cacheControl: RELEASES_CACHE_CONTROL });
}
