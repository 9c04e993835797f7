// What the page hears when a shopper signs in or signs up: the session stored
// for the tab, then session:changed, and the merged bag's count.
import { type SessionSummary } from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import { storeSession } from './sessionStore';
import type { LoginPage } from './loginApi';

export function announceSignedIn(session: SessionSummary, cart: LoginPage['cart']): void {
  storeSession(session);
  emit('session:changed', session);
  // The guest bag was merged into the customer's: the bag count follows at once.
  if (cart) emit('basket:changed', { cartId: cart.id, itemCount: cart.itemCount, totalPrice: null });
}
