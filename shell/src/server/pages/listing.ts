// Search and category pages: the first results drawn by the server
// (shell/src/listing/, when the address allows a preview) and a title that is
// the listing's heading, named from those results as the page draws it.
import { previewRequest } from '../../listing/listingPreview';
import { listingHeading } from '../../listing/heading';
import { basicHead } from '../../seo/head';
import type { BuiltPage, PageRequest } from './page';

export async function listingPage(page: PageRequest): Promise<BuiltPage> {
  const { route, fascia, boot } = page;
  const listing = previewRequest(route, fascia);
  const preview = listing && (await page.services.listingPreview(fascia.key, listing));
  if (preview && preview.hits.length > 0) boot.listingPreview = preview;
  const title = listingHeading(route, preview ? preview.hits : [], page.t);
  return { head: basicHead({ title: `${title} | ${fascia.name}`, canonical: page.canonical, fascia }), status: 200 };
}
