// The added-to-bag panel's rules (spec 2 §2, §4, §6, §9), apart from the
// components that show them.
import { checkoutAllowed, type BasketLine, type Cart, type EventPayload, type ExperimentVariant } from '@storefront/shared-contracts';

/** The drawer is at most this wide (spec 2 §9). */
export const DRAWER_MAX_WIDTH_PX = 500;
/** The site's desktop breakpoint: a right drawer from here up, a bottom sheet below (spec 2 §9). */
export const DESKTOP_BREAKPOINT_PX = 768;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;

export type PanelLayout = 'drawer' | 'sheet';

export function panelLayout(desktop: boolean): PanelLayout {
  return desktop ? 'drawer' : 'sheet';
}

/** A line as the event carries it. */
export type AddedLine = EventPayload<'basket:item-added'>['lines'][number];

/** The panel shows while there are last-added lines and quick add is not open (spec 2 §4). */
export function panelShown(lines: readonly AddedLine[], quickAddOpen: boolean): boolean {
  return lines.length > 0 && !quickAddOpen;
}

/** The second button: VIEW BAG, or CHECKOUT under the test variant testAtbModalV1 (spec 2 §2, §6). */
export type PanelAction = 'viewBag' | 'checkout';

export function panelAction(variant: ExperimentVariant<'atbModal'>): PanelAction {
  return variant === 'testAtbModalV1' ? 'checkout' : 'viewBag';
}

/**
 * CHECKOUT: `allowed` when every line of the bag can be bought (the bag's own
 * rule, shared with the api and the bag page), `blocked` when one cannot,
 * `checking` while the bag is being read and `unknown` when it could not be:
 * disabled in all but the first.
 */
export type CheckoutState = 'allowed' | 'blocked' | 'checking' | 'unknown';

export function checkoutState(bag: Pick<Cart, 'lines'> | undefined, readFailed: boolean): CheckoutState {
  if (bag && Array.isArray(bag.lines)) return checkoutAllowed(bag.lines) ? 'allowed' : 'blocked';
  return readFailed ? 'unknown' : 'checking';
}

export interface LinePrice {
  /** What the line costs: unit price × quantity, in cents. */
  cents: number;
  /** The was-price for the same quantity, only when above the price. */
  wasCents?: number;
}

export function linePrice(line: Pick<BasketLine, 'unitPrice' | 'quantity'> & { wasPrice?: { centAmount: number } | undefined }): LinePrice {
  const quantity = Math.max(1, line.quantity);
  const cents = line.unitPrice.centAmount * quantity;
  const was = line.wasPrice?.centAmount;
  return was !== undefined && was > line.unitPrice.centAmount ? { cents, wasCents: was * quantity } : { cents };
}
