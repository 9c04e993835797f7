// The shell's own colour and size form, shown only when the gallery remote
// (which owns the real pickers) cannot load, so the add-to-basket flow keeps
// working. Same selection rules as the remote, from shared-contracts.
import { useEffect, useId, useState } from 'react';
import {
  colourOptions,
  defaultSize,
  initialSelection,
  selectColour,
  selectionPayload,
  selectionState,
  selectSize,
  sizeOptions,
  type FasciaSettings,
  type Product,
  type Selection,
} from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import { replaceAddressColour } from '@storefront/shared-contracts/selection/address-bar';
import { useTranslation } from '@storefront/shared-contracts/i18n';

export function BasicPickers({ product, fascia, query }: { product: Product; fascia: FasciaSettings; query: Record<string, string> }) {
  const [selection, setSelection] = useState<Selection | null>(() => initialSelection(product, { colour: query.colour, size: query.size }));
  const id = useId();
  const { t } = useTranslation();
  const options = { allowOutOfStockSelection: fascia.allowOutOfStockSelection };

  useEffect(() => {
    if (selection) emit('pdp:selection-changed', selectionPayload(product, selectionState(product, selection, fascia.lowStockThreshold)));
  }, [product, selection, fascia.lowStockThreshold]);

  if (!selection) return null;
  const sizes = sizeOptions(product, selection.colour);
  return (
    <div className="sf-basic-pickers">
      <label htmlFor={`${id}-colour`}>{t('pdp.colour')}</label>
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
            {c.isOnStock ? c.label : t('pdp.optionOutOfStock', { label: c.label })}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-size`}>{t('pdp.size')}</label>
      <select
        id={`${id}-size`}
        value={selection.sizeVariantId ?? ''}
        onChange={(e) => e.target.value && setSelection(selectSize(product, selection, e.target.value, options))}
      >
        <option value="">{t('pdp.selectSize')}</option>
        {sizes.map((s) => (
          <option key={s.variant.id} value={s.variant.id} disabled={!s.isOnStock && !options.allowOutOfStockSelection}>
            {s.isOnStock ? s.size : t('pdp.optionOutOfStock', { label: s.size })}
          </option>
        ))}
      </select>
    </div>
  );
}
