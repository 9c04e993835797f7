// An unknown product, page or address (specs 2 §2 and 3 §1): the CMS 404
// page's sections with status 404, or "Unexpected Error" and the raw error
// when the content service has none.
import { basicHead } from '../../seo/head';
import { contentHead } from './contentHead';
import type { BuiltPage, PageRequest } from './page';

/** The content service's path of the CMS 404 page. */
const NOT_FOUND_PATH = 'cms-404';

export async function notFoundPage(page: PageRequest, error: string): Promise<BuiltPage> {
  const { services, fascia, boot, route } = page;
  const content = await services.getContentPage(fascia.key, NOT_FOUND_PATH);
  if (content) {
    boot.content = content;
    boot.route = { ...route, name: 'content' };
    return { head: contentHead(page, content, `${content.title} | ${fascia.name}`), status: 404 };
  }
  boot.route = { ...route, name: 'notFound' };
  boot.error = error;
  return { head: basicHead({ title: page.t('pages.unexpectedError'), canonical: page.canonical, fascia }), status: 404 };
}
