// The size picker of the gallery's pickers and of quick add (spec 1 §2, §9):
// a button per size, or a dropdown above 10 sizes; an out-of-stock size can be
// chosen only where the fascia allows it. Each remote gives its own words
// (already translated) and its own classes, so the look stays the remote's.
import { useId, type ReactNode } from 'react';
import type { SizeOption } from '../selection/variants';

/** Sizes above this count use a dropdown instead of buttons. */
export const SIZE_DROPDOWN_ABOVE = 10;

export function usesSizeDropdown(sizeCount: number): boolean {
  return sizeCount > SIZE_DROPDOWN_ABOVE;
}

export interface SizePickerLabels {
  /** The picker's label ("Size"). */
  size: string;
  /** The dropdown's empty choice ("Select size"). */
  selectSize: string;
  /** An out-of-stock size in the dropdown ("M - out of stock"). */
  optionOutOfStock(size: string): string;
  /**
   * How an out-of-stock size button says so. Given ("Out of stock"): the button
   * keeps the size as its name and is described by these words. Not given: the
   * button's name is optionOutOfStock(size).
   */
  outOfStock?: string;
}

export interface SizePickerClasses {
  /** The whole picker. */
  root?: string;
  /** A row around the label and `aside`; without it the label stands alone. */
  header?: string;
  label?: string;
  select?: string;
  /** The group of buttons. */
  sizes?: string;
  size?: string;
  /** Added to an out-of-stock size's button. */
  unavailable?: string;
}

export interface SizePickerProps {
  sizes: readonly SizeOption[];
  /** The selected size variant. */
  selectedId: string | null;
  allowOutOfStockSelection: boolean;
  onPick(variantId: string): void;
  labels: SizePickerLabels;
  classes: SizePickerClasses;
  /** Shown beside the label in the header (the size guide link). */
  aside?: ReactNode;
}

export function SizePicker({ sizes, selectedId, allowOutOfStockSelection, onPick, labels, classes, aside }: SizePickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const outOfStockId = `${id}-oos`;
  const selectable = (size: SizeOption) => size.isOnStock || allowOutOfStockSelection;
  const withHeader = (label: ReactNode) =>
    classes.header === undefined ? (
      label
    ) : (
      <div className={classes.header}>
        {label}
        {aside}
      </div>
    );

  if (sizes.length === 0) return null;

  if (usesSizeDropdown(sizes.length)) {
    const current = sizes.some((size) => size.variant.id === selectedId) ? selectedId! : '';
    return (
      <div className={classes.root}>
        {withHeader(
          <label id={labelId} className={classes.label} htmlFor={`${id}-select`}>
            {labels.size}
          </label>,
        )}
        <select id={`${id}-select`} className={classes.select} value={current} onChange={(event) => event.target.value && onPick(event.target.value)}>
          <option value="" disabled>
            {labels.selectSize}
          </option>
          {sizes.map((size) => (
            <option key={size.variant.id} value={size.variant.id} disabled={!selectable(size)}>
              {size.isOnStock ? size.size : labels.optionOutOfStock(size.size)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const described = labels.outOfStock !== undefined;
  return (
    <div className={classes.root}>
      {withHeader(
        <span id={labelId} className={classes.label}>
          {labels.size}
        </span>,
      )}
      <div role="group" aria-labelledby={labelId} className={classes.sizes}>
        {sizes.map((size) => (
          <button
            key={size.variant.id}
            type="button"
            className={[classes.size, size.isOnStock ? '' : classes.unavailable].filter(Boolean).join(' ') || undefined}
            aria-pressed={size.variant.id === selectedId}
            aria-label={size.isOnStock || described ? undefined : labels.optionOutOfStock(size.size)}
            aria-describedby={size.isOnStock || !described ? undefined : outOfStockId}
            disabled={!selectable(size)}
            onClick={() => onPick(size.variant.id)}
          >
            {size.size}
          </button>
        ))}
      </div>
      {described ? (
        <span id={outOfStockId} hidden>
          {labels.outOfStock}
        </span>
      ) : null}
    </div>
  );
}
