// The bag, read for CHECKOUT's rule under the key every remote uses for it
// (apiPaths.basket()): an add from mfe-basket writes its answer there, so the
// panel usually starts from the bag the add answered and reads it again.
import type { Cart } from '@storefront/shared-contracts';

const isBag = (value: unknown): value is Cart =>
  typeof value === 'object' && value !== null && typeof (value as Cart).id === 'string' && Array.isArray((value as Cart).lines);

export async function fetchBag(url: string): Promise<Cart> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`the bag could not be read (${response.status})`);
  const body: unknown = await response.json().catch(() => null);
  if (!isBag(body)) throw new Error('the bag answer is not a bag');
  return body;
}
