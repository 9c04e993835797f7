// Many adds of one item to one bag at once: the line limit of 10 must hold
// however the database interleaves them (basket.http.test.ts on PGlite,
// db/postgres.test.ts on PostgreSQL, where a pool runs them side by side).
import type { Cart } from '@storefront/shared-contracts';
import type { TestClient } from './server';

export interface ConcurrentAdds {
  /** Each answer's status and error code (none for a success). */
  answers: Array<{ status: number; error?: string }>;
  /** The quantities of the adds that succeeded, summed. */
  added: number;
  /** The line's quantity afterwards. */
  line: number;
}

/** Fires `count` adds of 1 to 3 of `sku` at once, from one shopper with one bag. */
export async function addConcurrently(client: TestClient, sku: string, count = 30): Promise<ConcurrentAdds> {
  // A session first, so every add goes to the same bag.
  await client.get('/login');
  const quantities = Array.from({ length: count }, (_, i) => (i % 3) + 1);
  const responses = await Promise.all(
    quantities.map((quantity) => client.postForm('/_api/basket/addToCart', { data: JSON.stringify([{ sku, quantity }]) })),
  );
  const answers = await Promise.all(
    responses.map(async (res) => (res.ok ? { status: res.status } : { status: res.status, error: ((await res.json()) as { error: string }).error })),
  );
  const added = quantities.reduce((sum, quantity, i) => (answers[i]!.status === 200 ? sum + quantity : sum), 0);
  const cart = (await (await client.get('/_api/basket')).json()) as Cart;
  return { answers, added, line: cart.lines.find((l) => l.sku === sku)?.quantity ?? 0 };
}
