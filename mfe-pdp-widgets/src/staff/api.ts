// GET /_api/internal/price/{productKey}: office-network staff only. Everyone
// else gets a 404, which here means "not staff": nothing is shown.
import { apiPaths, isRecord, type InternalPriceAnswer } from '@storefront/shared-contracts';

/** Only a same-site path of the tool (`/segment/KEY`) is linked: the answer is data, not trusted as a URL. */
export const isToolUrl = (value: unknown): value is string => typeof value === 'string' && /^\/[a-z0-9][a-z0-9-]*\/[A-Za-z0-9-]+$/.test(value);

export function isInternalPriceAnswer(value: unknown): value is InternalPriceAnswer {
  return (
    isRecord(value) &&
    typeof value.productKey === 'string' &&
    isToolUrl(value.toolUrl) &&
    typeof value.currencyCode === 'string' &&
    Array.isArray(value.variants) &&
    value.variants.every((v) => isRecord(v) && typeof v.id === 'string' && typeof v.sku === 'string' && Number.isInteger(v.price) && Array.isArray(v.discountEffects))
  );
}

/** The staff data, or null when the request is not from the office network (404) or the answer is unusable. */
export async function fetchInternalPrice(productKey: string): Promise<InternalPriceAnswer | null> {
  const response = await fetch(apiPaths.internalPrice(productKey), { credentials: 'same-origin', headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`internal price answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isInternalPriceAnswer(body)) throw new Error('internal price answer is not usable');
  return body;
}
