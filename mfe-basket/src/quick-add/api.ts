// GET /_api/quickadd/{productId} (spec 1 §7): the product with its variants.
import { apiPaths, isRecord, type Product, type QuickAddProduct } from '@storefront/shared-contracts';
import { HttpRequestError, requestJson } from '@storefront/shared-contracts/http';

/** Only what the panel relies on is checked; a variant with missing fields is skipped by the selection rules. */
export function isQuickAddAnswer(value: unknown): value is QuickAddProduct {
  if (!isRecord(value) || !isRecord(value.product)) return false;
  const product = value.product;
  return (
    typeof product.id === 'string' &&
    typeof product.key === 'string' &&
    typeof product.name === 'string' &&
    typeof product.slug === 'string' &&
    Array.isArray(product.variants)
  );
}

/** The SWR key of a product's quick add data. */
export const quickAddKey = (productId: string): string => apiPaths.quickAdd(productId);

/** The product; an HttpRequestError when it cannot be read or is not a quick add answer (MALFORMED_PRODUCT). */
export async function fetchQuickAddProduct(url: string): Promise<Product> {
  const { body, status } = await requestJson(url);
  if (!isQuickAddAnswer(body)) throw new HttpRequestError({ status, code: 'MALFORMED_PRODUCT', message: `GET ${url} answered no quick add product` });
  return body.product;
}
