// The address rule (./address.ts) applied to this page's address bar: browser
// runtime, `@storefront/shared-contracts/selection/address-bar`.
import { addressForColour } from './address';

/** Rewrites the address bar in place (no new history entry). */
export function replaceAddressColour(colour: string, defaultSize: string | null): void {
  const next = addressForColour(window.location.href, colour, defaultSize);
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  // Keep the router's history state: the shell may keep its own data there.
  if (next !== current) window.history.replaceState(window.history.state, '', next);
}
