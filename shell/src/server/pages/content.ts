// Home and /pages/... are the content service's pages; an address no route
// knows (notFound) gets the CMS 404 page.
import { contentHead } from './contentHead';
import { notFoundPage } from './notFound';
import type { BuiltPage, PageRequest } from './page';

/** The content service's path of the home page. */
const HOME_PATH = 'home';

export async function contentPage(page: PageRequest): Promise<BuiltPage> {
  const { route, fascia, boot, t } = page;
  const path = route.name === 'home' ? HOME_PATH : route.name === 'content' ? (route.params.path ?? '') : null;
  const found = path !== null ? await page.services.getContentPage(fascia.key, path) : null;
  if (!found) {
    return notFoundPage(page, path === null ? t('pages.noPage', { path: page.url.pathname }) : t('pages.noContentPage', { path, fascia: fascia.name }));
  }
  boot.content = found;
  const title = route.name === 'home' ? fascia.name : `${found.title} | ${fascia.name}`;
  return { head: contentHead(page, found, title), status: 200 };
}
