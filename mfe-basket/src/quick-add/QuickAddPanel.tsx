// The ready state of quick add: image, price, colour and size, the add
// button and the View product link (spec 1 §2, §4).
import { useId, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import {
  colourOptions,
  defaultSize,
  productUrl,
  safeUrl,
  selectColour,
  selectionState,
  selectSize,
  sizeOptions,
  type FasciaSettings,
  type Product,
  type Variant,
} from '@storefront/shared-contracts';
import { ColourDropdown } from './ColourDropdown';
import { SizePicker, type SizePickerClasses } from '@storefront/shared-contracts/sizes/picker';
import {
  colourIsOutOfStock,
  quickAddButtonState,
  quickAddInitialSelection,
  quickAddPrice,
  shownVariant,
  variantToAdd,
  type QuickAddStatus,
} from './rules';
import styles from './QuickAdd.module.css';
import { visuallyHiddenStyle } from '@storefront/shared-contracts/a11y';

// The size picker's look in quick add: buttons, or a dropdown above 10 sizes.
const sizePickerClasses: SizePickerClasses = { root: styles.field, label: styles.fieldLabel, select: styles.select, sizes: styles.sizes, size: styles.size, unavailable: styles.unavailable };

export interface QuickAddPanelProps {
  product: Product;
  fascia: FasciaSettings;
  /** The colour the opener was showing. */
  initialColour?: string;
  status: QuickAddStatus;
  /** The add's error text, shown above the button. */
  error: string | null;
  onAdd(variant: Variant, colour: string): void;
  /** The shopper changed colour or size. */
  onChoiceChange(): void;
}

export function QuickAddPanel({ product, fascia, initialColour, status, error, onAdd, onChoiceChange }: QuickAddPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const colourMessageId = `${id}-colour`;
  const [selection, setSelection] = useState(() => quickAddInitialSelection(product, initialColour));

  if (!selection) {
    return (
      <p role="alert" className={styles.message}>
        {t('quickAdd.loadError')}
      </p>
    );
  }

  const options = { allowOutOfStockSelection: fascia.allowOutOfStockSelection };
  const state = selectionState(product, selection, fascia.lowStockThreshold);
  const button = quickAddButtonState(state, status);
  const shown = shownVariant(product, state);
  const price = quickAddPrice(shown, fascia);
  const image = safeUrl(shown?.images?.[0]?.desktop?.url);
  const colourOutOfStock = colourIsOutOfStock(state);
  const href = productUrl({
    slug: product.slug,
    isPremier: product.isPremier,
    colour: selection.colour,
    sizes: state.sizeVariant ? [state.sizeVariant.attributes.size] : [],
  });

  const pickColour = (colour: string) => {
    const next = selectColour(product, selection, colour, { ...options, defaultSize: defaultSize(product) });
    if (next === selection) return;
    setSelection(next);
    onChoiceChange();
  };
  const pickSize = (variantId: string) => {
    const next = selectSize(product, selection, variantId, options);
    if (next === selection || next.sizeVariantId === selection.sizeVariantId) return;
    setSelection(next);
    onChoiceChange();
  };
  const add = () => {
    const variant = variantToAdd(state, status);
    if (variant) onAdd(variant, selection.colour);
  };

  return (
    <div className={styles.panel}>
      <div className={styles.summary}>
        {image ? <img className={styles.image} src={image} alt="" width={96} height={144} /> : null}
        <div>
          <p className={styles.brand}>{product.brand}</p>
          {price ? (
            <p className={styles.price}>
              <span>{price.price}</span>
              {price.wasPrice ? <s className={styles.wasPrice}>{t('quickAdd.wasPrice', { price: price.wasPrice })}</s> : null}
            </p>
          ) : null}
        </div>
      </div>

      <ColourDropdown
        options={colourOptions(product)}
        colour={selection.colour}
        allowOutOfStockSelection={fascia.allowOutOfStockSelection}
        lowStockThreshold={fascia.lowStockThreshold}
        onPick={pickColour}
        describedBy={colourOutOfStock ? colourMessageId : undefined}
      />
      {colourOutOfStock ? (
        <p id={colourMessageId} className={styles.colourMessage}>
          {t('quickAdd.colourOutOfStock')}
        </p>
      ) : null}

      {/* An out-of-stock size's button says so in its name ("S - Out of stock"). */}
      <SizePicker
        sizes={sizeOptions(product, selection.colour)}
        selectedId={selection.sizeVariantId}
        allowOutOfStockSelection={fascia.allowOutOfStockSelection}
        onPick={pickSize}
        labels={{ size: t('quickAdd.size'), selectSize: t('quickAdd.selectSize'), optionOutOfStock: (label) => t('quickAdd.optionOutOfStock', { label }) }}
        classes={sizePickerClasses}
      />

      {/* The toast announces the error; this copy stays beside the button it is about. */}
      <p id={errorId} className={styles.error}>
        {error ?? ''}
      </p>
      <button
        type="button"
        className={[styles.add, status === 'added' ? styles.added : ''].filter(Boolean).join(' ')}
        disabled={button.disabled}
        aria-disabled={button.inert || undefined}
        aria-busy={button.busy || undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={add}
      >
        {t(button.label)}
      </button>
      <span role="status" style={visuallyHiddenStyle}>
        {status === 'added' ? t('pdp.added') : ''}
      </span>

      <a className={styles.viewProduct} href={href}>
        {t('quickAdd.viewProduct')}
      </a>
    </div>
  );
}
