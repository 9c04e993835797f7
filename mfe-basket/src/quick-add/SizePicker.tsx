// Quick add's size picker: buttons, or a dropdown above 10 sizes (spec 1 §2, §9).
import { useId } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { SizeOption } from '@storefront/shared-contracts';
import styles from './QuickAdd.module.css';

/** Sizes above this count use a dropdown instead of buttons. */
export const SIZE_DROPDOWN_ABOVE = 10;

export interface SizePickerProps {
  sizes: SizeOption[];
  selectedId: string | null;
  allowOutOfStockSelection: boolean;
  onPick(variantId: string): void;
}

export function SizePicker({ sizes, selectedId, allowOutOfStockSelection, onPick }: SizePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const selectable = (size: SizeOption) => size.isOnStock || allowOutOfStockSelection;
  const optionText = (size: SizeOption) => (size.isOnStock ? size.size : t('quickAdd.optionOutOfStock', { label: size.size }));

  if (sizes.length === 0) return null;

  if (sizes.length > SIZE_DROPDOWN_ABOVE) {
    const current = sizes.some((size) => size.variant.id === selectedId) ? selectedId! : '';
    return (
      <div className={styles.field}>
        <label className={styles.fieldLabel} htmlFor={`${id}-select`}>
          {t('quickAdd.size')}
        </label>
        <select id={`${id}-select`} className={styles.select} value={current} onChange={(event) => event.target.value && onPick(event.target.value)}>
          <option value="" disabled>
            {t('quickAdd.selectSize')}
          </option>
          {sizes.map((size) => (
            <option key={size.variant.id} value={size.variant.id} disabled={!selectable(size)}>
              {optionText(size)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.fieldLabel}>
        {t('quickAdd.size')}
      </span>
      <div role="group" aria-labelledby={labelId} className={styles.sizes}>
        {sizes.map((size) => (
          <button
            key={size.variant.id}
            type="button"
            className={[styles.size, size.isOnStock ? '' : styles.unavailable].filter(Boolean).join(' ')}
            aria-pressed={size.variant.id === selectedId}
            aria-label={size.isOnStock ? undefined : optionText(size)}
            disabled={!selectable(size)}
            onClick={() => onPick(size.variant.id)}
          >
            {size.size}
          </button>
        ))}
      </div>
    </div>
  );
}
