// Colour selector: swatches as a radio group, or a dropdown (beauty products
// or when the fascia forces it). Spec 1 §2, §4, §8.
import { useId } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { ColourOption } from '@storefront/shared-contracts';
import { classNames, safeHexColour, safeUrl } from '../common/safeUrl';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import styles from './pickers.module.css';

export interface ColourSelectorProps {
  options: ColourOption[];
  colour: string;
  allowOutOfStockSelection: boolean;
  lowStockThreshold: number;
  dropdown: boolean;
  onPick(colour: string): void;
}

export function ColourSelector({ options, colour, allowOutOfStockSelection, lowStockThreshold, dropdown, onPick }: ColourSelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const outOfStockId = `${id}-oos`;
  const selected = options.find((o) => o.colour === colour);
  const selectable = (o: ColourOption) => o.isOnStock || allowOutOfStockSelection;

  if (dropdown) {
    const optionText = (o: ColourOption) => {
      if (!o.isOnStock) return t('pdp.optionOutOfStock', { label: o.label });
      if (o.availableQuantity < lowStockThreshold) return t('pdp.optionLowStock', { label: o.label, count: o.availableQuantity });
      return o.label;
    };
    return (
      <div className={styles.picker}>
        <label className={styles.pickerLabel} htmlFor={`${id}-select`}>{t('pdp.colour')}</label>
        <select id={`${id}-select`} className={styles.select} value={colour} onChange={(e) => onPick(e.target.value)}>
          {options.map((o) => (
            <option key={o.colour} value={o.colour} disabled={!selectable(o) && o.colour !== colour}>
              {optionText(o)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <div className={styles.picker}>
      <p className={styles.pickerLabel}>
        <span id={labelId}>{t('pdp.colour')}</span>
        {selected && (
          <>
            {t('pdp.labelSeparator')}
            <span className={styles.pickerValue}>{selected.label}</span>
          </>
        )}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.swatches}>
        {options.map((o) => {
          const image = safeUrl(o.swatchImage);
          return (
            <label key={o.colour} className={classNames(styles.swatch, !o.isOnStock && styles.unavailable)} title={o.label}>
              <input
                type="radio"
                className={styles.swatchInput}
                name={`${id}-colour`}
                value={o.colour}
                checked={o.colour === colour}
                disabled={!selectable(o) && o.colour !== colour}
                aria-describedby={o.isOnStock ? undefined : outOfStockId}
                onChange={() => onPick(o.colour)}
              />
              <span
                className={styles.swatchFace}
                style={{ backgroundColor: safeHexColour(o.hex) ?? undefined }}
                aria-hidden="true"
              >
                {image && <img className={styles.swatchImage} src={image} alt="" loading="lazy" width={32} height={32} />}
              </span>
              <VisuallyHidden>{o.label}</VisuallyHidden>
            </label>
          );
        })}
      </div>
      <span id={outOfStockId} hidden>{t('pdp.outOfStock')}</span>
    </div>
  );
}
