// The bundle's calls: GET /_api/related/{productId} for the bundles and the
// look, and POST /_api/basket/addToCart with every selected line (same origin,
// so the basket cookie goes along), answered with the cart.
import { apiPaths, type Cart, type ProductRelated, type Variant } from '@storefront/shared-contracts';
import { addToCartBody } from './rules';

/** A failed add; `serverMessage` is the api's text when it sent one, for the shopper to read. */
export class BundleAddError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number | null,
  ) {
    super(serverMessage ?? `add to bag failed${status === null ? '' : ` (${status})`}`);
    this.name = 'BundleAddError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Only what the widget relies on is checked. */
export function isCart(value: unknown): value is Cart {
  return isRecord(value) && typeof value.id === 'string' && Array.isArray(value.lines) && Number.isInteger(value.itemCount) && (value.itemCount as number) >= 0;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The product's Product.related; an error when the api fails or answers something else than an object. */
export async function fetchRelated(productId: string): Promise<ProductRelated> {
  const response = await fetch(apiPaths.related(productId), { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`related products answered ${response.status}`);
  const body = await readJson(response);
  if (!isRecord(body) || Array.isArray(body)) throw new Error('related products answer is not an object');
  return body as ProductRelated;
}

export async function addBundleToBag(variants: ReadonlyArray<Pick<Variant, 'sku' | 'marketplaceSku'>>): Promise<Cart> {
  let response: Response;
  try {
    response = await fetch(apiPaths.addToCart(), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: addToCartBody(variants),
    });
  } catch {
    throw new BundleAddError(null, null);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const message = isRecord(body) && typeof body.message === 'string' && body.message.trim() ? body.message : null;
    throw new BundleAddError(message, response.status);
  }
  if (!isCart(body)) throw new BundleAddError(null, response.status);
  return body;
}
