// The embedded database keeps data in its folder across restarts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Cart } from '@storefront/shared-contracts';
import { startTestServer } from '../testing/server';

it('keeps a basket across a restart of the api', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sf-db-'));
  try {
    const first = await startTestServer({ dataDir });
    const client = first.client();
    const variant = first.api.catalogue.products
      .filter((p) => p.availablefascias.includes('burton') && !p.customisationGroupName)
      .flatMap((p) => p.variants)
      .find((v) => v.quantity > 3 && !v.marketplaceSku)!;
    expect((await client.postForm('/_api/basket/addToCart', { data: JSON.stringify([{ sku: variant.sku, quantity: 2 }]) })).status).toBe(200);
    await first.close();

    const second = await startTestServer({ dataDir });
    const again = second.client();
    again.cookies.set('sf_sid', client.cookies.get('sf_sid')!);
    const cart = (await (await again.get('/_api/basket')).json()) as Cart;
    expect(cart.lines).toEqual([expect.objectContaining({ sku: variant.sku, quantity: 2 })]);
    await second.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
