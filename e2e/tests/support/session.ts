// Signing a browser context in through the site's own login endpoints
// (GET /login for the csrf token, POST /login), as the sign-in modal does.
import { expect, type APIRequestContext } from '@playwright/test';
import type { WishlistItem } from '@storefront/shared-contracts';

export interface Customer {
  email: string;
  password: string;
}

/** The customers the api seeds (api/README.md). Parallel workers share them. */
export const customers = {
  test: { email: 'test.customer@example.com', password: 'Password123!' },
  premier: { email: 'premier.customer@example.com', password: 'Password123!' },
} satisfies Record<string, Customer>;

/** Signs in the context `request` belongs to (page.request shares the page's cookies). */
export async function signInThroughApi(request: APIRequestContext, customer: Customer): Promise<void> {
  const { csrf } = (await (await request.get('/login')).json()) as { csrf: string };
  const response = await request.post('/login', { form: { csrf, username: customer.email, password: customer.password } });
  expect(response.ok(), `sign-in of ${customer.email}`).toBe(true);
}

/** The signed-in customer's saved items (GET /_api/wishlist). */
export async function wishlistItems(request: APIRequestContext): Promise<WishlistItem[]> {
  const response = await request.get('/_api/wishlist');
  expect(response.ok(), 'reading the wishlist').toBe(true);
  return ((await response.json()) as { items: WishlistItem[] }).items;
}

/** Saved items of one product colour: 0 or 1 when the wishlist keeps each once. */
export async function savedEntries(request: APIRequestContext, productKey: string, colourSelected: string): Promise<WishlistItem[]> {
  return (await wishlistItems(request)).filter((item) => item.productKey === productKey && item.colourSelected === colourSelected);
}

/** Starts a journey from a known state: the product colour is not on the customer's wishlist. */
export async function removeFromWishlist(request: APIRequestContext, item: Pick<WishlistItem, 'productKey' | 'colourSelected'>): Promise<void> {
  if ((await savedEntries(request, item.productKey, item.colourSelected)).length === 0) return;
  const response = await request.post('/_api/wishlist/remove', { data: { productKey: item.productKey, colourSelected: item.colourSelected } });
  expect(response.ok(), 'clearing the wishlist item').toBe(true);
}
