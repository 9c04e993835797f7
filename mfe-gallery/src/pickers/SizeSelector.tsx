// Size selector: buttons, or a dropdown above 10 sizes (spec 1 §2, §9), with
// the size guide link beside the label.
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { SizeOption } from '@storefront/shared-contracts';
import { classNames } from '../common/safeUrl';
import { usesSizeDropdown } from './layout';
import styles from './pickers.module.css';

export interface SizeSelectorProps {
  sizes: SizeOption[];
  /** The selected size variant. */
  selectedId: string | null;
  allowOutOfStockSelection: boolean;
  onPick(variantId: string): void;
  /** Shown beside the label (the size guide link). */
  aside?: ReactNode;
}

export function SizeSelector({ sizes, selectedId, allowOutOfStockSelection, onPick, aside }: SizeSelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const outOfStockId = `${id}-oos`;
  const selectable = (s: SizeOption) => s.isOnStock || allowOutOfStockSelection;

  if (sizes.length === 0) return null;

  if (usesSizeDropdown(sizes.length)) {
    const current = sizes.some((s) => s.variant.id === selectedId) ? selectedId! : '';
    return (
      <div className={styles.picker}>
        <div className={styles.pickerHeader}>
          <label id={labelId} className={styles.pickerLabel} htmlFor={`${id}-select`}>{t('pdp.size')}</label>
          {aside}
        </div>
        <select id={`${id}-select`} className={styles.select} value={current} onChange={(e) => e.target.value && onPick(e.target.value)}>
          <option value="" disabled>{t('pdp.selectSize')}</option>
          {sizes.map((s) => (
            <option key={s.variant.id} value={s.variant.id} disabled={!selectable(s)}>
              {s.isOnStock ? s.size : t('pdp.optionOutOfStock', { label: s.size })}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <div className={styles.picker}>
      <div className={styles.pickerHeader}>
        <span id={labelId} className={styles.pickerLabel}>{t('pdp.size')}</span>
        {aside}
      </div>
      <div role="group" aria-labelledby={labelId} className={styles.sizes}>
        {sizes.map((s) => (
          <button
            key={s.variant.id}
            type="button"
            className={classNames(styles.size, !s.isOnStock && styles.unavailable)}
            aria-pressed={s.variant.id === selectedId}
            disabled={!selectable(s)}
            aria-describedby={s.isOnStock ? undefined : outOfStockId}
            onClick={() => onPick(s.variant.id)}
          >
            {s.size}
          </button>
        ))}
      </div>
      <span id={outOfStockId} hidden>{t('pdp.outOfStock')}</span>
    </div>
  );
}
