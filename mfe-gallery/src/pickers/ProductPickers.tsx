// Colour selector, size selector and the stock message of the product page.
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { routes, type FasciaSettings, type Product, type RouteInfo } from '@storefront/shared-contracts';
import { colourOptions, sizeOptions } from '@storefront/shared-contracts';
import { safeUrl } from '../common/safeUrl';
import { ColourSelector } from './ColourSelector';
import { SizePicker, type SizePickerClasses } from '@storefront/shared-contracts/sizes/picker';
import { SizeGuideLink } from './SizeGuideLink';
import { offersSizeGuide, usesColourDropdown } from './layout';
import { stockMessage } from './stockMessage';
import { useSelection } from './useSelection';
import styles from './pickers.module.css';

// The size picker's look on the product page: the label in a row with the size guide link.
const sizePickerClasses: SizePickerClasses = { root: styles.picker, header: styles.pickerHeader, label: styles.pickerLabel, select: styles.select, sizes: styles.sizes, size: styles.size, unavailable: styles.unavailable };

export interface ProductPickersProps {
  product: Product;
  fascia: FasciaSettings;
  route: RouteInfo;
  /** A custom size guide link replaces the default one (slot setting `sizeGuideUrl`). */
  sizeGuideUrl?: string | null;
}

export function ProductPickers({ product, fascia, route, sizeGuideUrl }: ProductPickersProps) {
  const { t } = useTranslation();
  const selection = useSelection(product, fascia, route);
  if (!selection) return null;
  const { state, pickColour, pickSize } = selection;

  const message = stockMessage(state);
  const guide = offersSizeGuide(product) ? (safeUrl(sizeGuideUrl) ?? routes.sizeGuide(product.brandSlug || fascia.brandSlug)) : null;

  return (
    <div className={styles.pickers}>
      <ColourSelector
        options={colourOptions(product)}
        colour={state.colour}
        allowOutOfStockSelection={fascia.allowOutOfStockSelection}
        lowStockThreshold={fascia.lowStockThreshold}
        dropdown={usesColourDropdown(product, fascia)}
        onPick={pickColour}
      />
      <SizePicker
        sizes={sizeOptions(product, state.colour)}
        selectedId={state.sizeVariant?.id ?? null}
        allowOutOfStockSelection={fascia.allowOutOfStockSelection}
        onPick={pickSize}
        labels={{ size: t('pdp.size'), selectSize: t('pdp.selectSize'), optionOutOfStock: (label) => t('pdp.optionOutOfStock', { label }), outOfStock: t('pdp.outOfStock') }}
        classes={sizePickerClasses}
        aside={guide && <SizeGuideLink href={guide} />}
      />
      {/* Always present so screen readers hear the message change. */}
      <div role="status" className={styles.stockMessage}>
        {message?.kind === 'lowStock' && <p className={styles.lowStock}>{t('pdp.lowStock', { count: message.count })}</p>}
        {message?.kind === 'outOfStock' && <p className={styles.outOfStock}>{t('pdp.outOfStock')}</p>}
        {message?.kind === 'colourOutOfStock' && <p className={styles.outOfStock}>{t('pdp.colourOutOfStock')}</p>}
      </div>
    </div>
  );
}
