// The product and premier product pages: the api's product page data, and
// the head with its canonical address (the colour in the address counts). A
// head that cannot be drawn from the data falls back to the error head.
import { productUrl } from '@storefront/shared-contracts';
import { errorHead, productHead, type HeadData } from '../../seo/head';
import { notFoundPage } from './notFound';
import type { BuiltPage, PageRequest } from './page';

export async function productPage(page: PageRequest): Promise<BuiltPage> {
  const { route, fascia, origin, boot, request } = page;
  const data = await page.services.getProductPage(fascia.key, route.params.slug ?? '');
  if (!data) return notFoundPage(page, page.t('pages.noProduct', { slug: route.params.slug, fascia: fascia.name }));
  boot.page = data;
  const canonicalPath = productUrl({ slug: data.product.slug, isPremier: data.product.isPremier, colour: route.query.colour });
  let head: HeadData;
  try {
    head = productHead(data, fascia, origin, canonicalPath);
  } catch (error) {
    request.log.error(error);
    head = errorHead(fascia, `${origin}${canonicalPath}`);
  }
  return { head, status: 200 };
}
