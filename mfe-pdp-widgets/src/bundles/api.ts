// The bundle's read: GET /_api/related/{productId} for the bundles and the
// look. The add goes through the one bag client
// (@storefront/shared-contracts/basket/client, addToBag).
import { apiPaths, isRecord, type ProductRelated } from '@storefront/shared-contracts';
import { HttpRequestError, requestJson } from '@storefront/shared-contracts/http';

/** The product's Product.related; an HttpRequestError when the api fails or answers something else than an object. */
export async function fetchRelated(productId: string): Promise<ProductRelated> {
  const url = apiPaths.related(productId);
  const { body, status } = await requestJson(url);
  if (!isRecord(body)) throw new HttpRequestError({ status, code: 'MALFORMED', message: 'related products answer is not an object', body });
  return body as ProductRelated;
}
