// The pickers own the selection: they hold it, rewrite the address on a
// colour change and announce every change on the event bus.
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FasciaSettings, type Product, type RouteInfo } from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import {
  defaultSize, initialSelection, selectColour, selectSize, selectionPayload, selectionState,
  type Selection, type SelectionState,
} from '@storefront/shared-contracts';
import { replaceAddressColour } from '@storefront/shared-contracts/selection/address-bar';

export interface UseSelection {
  state: SelectionState;
  pickColour(colour: string): void;
  pickSize(variantId: string): void;
}

/** null when the product has no usable variant. Remount (key) on a product change. */
export function useSelection(product: Product, fascia: FasciaSettings, route: RouteInfo): UseSelection | null {
  const addressSize = route.query.size ?? null;
  const [selection, setSelection] = useState<Selection | null>(() =>
    initialSelection(product, { colour: route.query.colour, size: addressSize }),
  );
  const sizeByDefault = useMemo(() => defaultSize(product, addressSize), [product, addressSize]);
  const options = { allowOutOfStockSelection: fascia.allowOutOfStockSelection };

  const state = useMemo(
    () => (selection ? selectionState(product, selection, fascia.lowStockThreshold) : null),
    [product, selection, fascia.lowStockThreshold],
  );

  // Emitted on mount and on every change, including stock updates of the same
  // product; identical payloads are not repeated.
  const lastEmitted = useRef<string | null>(null);
  useEffect(() => {
    if (!state) return;
    const payload = selectionPayload(product, state);
    const key = JSON.stringify(payload);
    if (key === lastEmitted.current) return;
    lastEmitted.current = key;
    emit('pdp:selection-changed', payload);
  }, [product, state]);

  if (!selection || !state) return null;
  return {
    state,
    pickColour(colour) {
      const next = selectColour(product, selection, colour, { ...options, defaultSize: sizeByDefault });
      if (next === selection) return;
      setSelection(next);
      replaceAddressColour(next.colour, sizeByDefault);
    },
    pickSize(variantId) {
      setSelection(selectSize(product, selection, variantId, options));
    },
  };
}
