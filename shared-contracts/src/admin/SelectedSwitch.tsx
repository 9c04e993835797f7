// The admin preview's Selected switch (spec 1 §6, spec 2 §6), one for the
// gallery and the listing's cards: a labelled switch that emits
// `admin:product-selected` on each change. Each remote gives its own label
// (translated) and placement (className).
import { useState } from 'react';
import { emit } from '../events/bus';
import type { EventPayload } from '../events/catalogue';

export interface SelectedSwitchProps {
  label: string;
  className?: string;
  initiallySelected: boolean;
  /** What the parent window is told, without `selected`. */
  product: Omit<EventPayload<'admin:product-selected'>, 'selected'>;
}

/** Key it by product: a new product starts from what the admin tool says. */
export function SelectedSwitch({ label, className, initiallySelected, product }: SelectedSwitchProps) {
  const [selected, setSelected] = useState(initiallySelected);
  return (
    <label className={className}>
      <input
        type="checkbox"
        role="switch"
        checked={selected}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setSelected(next);
          emit('admin:product-selected', { ...product, selected: next });
        }}
      />{' '}
      {label}
    </label>
  );
}
