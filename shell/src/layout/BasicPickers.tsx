// The shell's own colour and size form, shown only when the gallery remote
// (which owns the real pickers) cannot load, so the add-to-basket flow keeps
// working. Same selection rules as the remote, from shared-contracts.
import { useEffect, useId, useState } from 'react';
import {
  colourOptions,
  defaultSize,
  emit,
  initialSelection,
  replaceAddressColour,
  selectColour,
  selectionPayload,
  selectionState,
  selectSize,
  sizeOptions,
  type FasciaSettings,
  type Product,
  type Selection,
} from '@storefront/shared-contracts';

export function BasicPickers({ product, fascia, query }: { product: Product; fascia: FasciaSettings; query: Record<string, string> }) {
  const [selection, setSelection] = useState<Selection | null>(() => initialSelection(product, { colour: query.colour, size: query.size }));
  const id = useId();
  const options = { allowOutOfStockSelection: fascia.allowOutOfStockSelection };

  useEffect(() => {
    if (selection) emit('pdp:selection-changed', selectionPayload(product, selectionState(product, selection, fascia.lowStockThreshold)));
  }, [product, selection, fascia.lowStockThreshold]);

  if (!selection) return null;
  const sizes = sizeOptions(product, selection.colour);
  return (
    <div className="sf-basic-pickers">
      <label htmlFor={`${id}-colour`}>Colour</label>
      <select
        id={`${id}-colour`}
        value={selection.colour}
        onChange={(e) => {
          const size = defaultSize(product, query.size);
          setSelection(selectColour(product, selection, e.target.value, { ...options, defaultSize: size }));
          replaceAddressColour(e.target.value, size);
        }}
      >
        {colourOptions(product).map((c) => (
          <option key={c.colour} value={c.colour} disabled={!c.isOnStock && !options.allowOutOfStockSelection}>
            {c.isOnStock ? c.label : `${c.label} - Out of stock`}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-size`}>Size</label>
      <select
        id={`${id}-size`}
        value={selection.sizeVariantId ?? ''}
        onChange={(e) => e.target.value && setSelection(selectSize(product, selection, e.target.value, options))}
      >
        <option value="">Select a size</option>
        {sizes.map((s) => (
          <option key={s.variant.id} value={s.variant.id} disabled={!s.isOnStock && !options.allowOutOfStockSelection}>
            {s.isOnStock ? s.size : `${s.size} - Out of stock`}
          </option>
        ))}
      </select>
    </div>
  );
}
