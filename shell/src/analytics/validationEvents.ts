// The product page's analytics validation events (spec 2 §8): 'PDP OOS' when
// every variant is out of stock, 'PDP Low Stock' when the selected variant is
// low. Each is sent once per page (a shopper trying sizes sends one, not many).
import type { EventPayload } from '@storefront/shared-contracts';

export type ValidationEvent = 'PDP OOS' | 'PDP Low Stock';
type Selection = EventPayload<'pdp:selection-changed'>;

/** The validation event a selection calls for, if any. */
export function validationEventFor(selection: Selection, lowStockThreshold: number): ValidationEvent | null {
  if (selection.allOutOfStock) return 'PDP OOS';
  const low = selection.variantId !== null && selection.isOnStock && selection.availableQuantity > 0 && selection.availableQuantity < lowStockThreshold;
  return low ? 'PDP Low Stock' : null;
}

/** Remembers what was sent on this page so each event goes once. */
export function createValidationEvents(lowStockThreshold: number) {
  const sent = new Set<ValidationEvent>();
  return (selection: Selection): { event: ValidationEvent; payload: Record<string, unknown> } | null => {
    const event = validationEventFor(selection, lowStockThreshold);
    if (!event || sent.has(event)) return null;
    sent.add(event);
    const payload: Record<string, unknown> = { item_id: selection.productKey, sku: selection.sku };
    if (event === 'PDP Low Stock') payload.available_quantity = selection.availableQuantity;
    return { event, payload };
  };
}
