// The bundle's one call: POST /_api/basket/addToCart with every selected line
// (same origin, so the basket cookie goes along). The answer is the cart.
import { apiPaths, type Cart, type Variant } from '@storefront/shared-contracts';
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
