// GET /_api/quickadd/{productId} (spec 1 §7): the product with its variants.
import { apiPaths, type Product, type QuickAddProduct } from '@storefront/shared-contracts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

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

export class QuickAddLoadError extends Error {
  constructor(readonly status: number | null) {
    super(`quick add product could not be loaded${status === null ? '' : ` (${status})`}`);
    this.name = 'QuickAddLoadError';
  }
}

/** The SWR key of a product's quick add data. */
export const quickAddKey = (productId: string): string => apiPaths.quickAdd(productId);

export async function fetchQuickAddProduct(url: string): Promise<Product> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new QuickAddLoadError(null);
  }
  if (!response.ok) throw new QuickAddLoadError(response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new QuickAddLoadError(response.status);
  }
  if (!isQuickAddAnswer(body)) throw new QuickAddLoadError(response.status);
  return body.product;
}
