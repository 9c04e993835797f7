// Wishlist items for HTTP tests: a valid item for the nth Burton product, and
// what the wishlist answers for it, read as the shopper's browser would.
import type { Api } from '../index';
import type { TestClient } from './server';

export interface TestWishlistItem {
  productKey: string;
  colourSelected: string;
  lineItemSku: string;
  sizeSelected: boolean;
}

export function wishlistItemFor(api: Api, index: number): TestWishlistItem {
  const record = api.catalogue.products.filter((p) => p.availablefascias.includes('burton'))[index]!;
  const variant = record.variants[0]!;
  return { productKey: record.key, colourSelected: record.colours[variant.colourIndex]!.colour, lineItemSku: variant.sku, sizeSelected: true };
}

/** The saved item for this product and colour, or null when the wishlist does not hold it. */
export async function savedWishlistItem(client: TestClient, item: Pick<TestWishlistItem, 'productKey' | 'colourSelected'>): Promise<unknown> {
  const query = new URLSearchParams({ productKey: item.productKey, colourSelected: item.colourSelected });
  const answer = (await (await client.get(`/_api/wishlist/savedItem?${query}`)).json()) as { wishlistItem: unknown };
  return answer.wishlistItem;
}
