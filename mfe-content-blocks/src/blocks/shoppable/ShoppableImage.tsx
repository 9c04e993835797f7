// A shoppable banner's image with its points, and below it the dropdown of
// product detail: every product of the image, or 'product not found' with the
// sku for one the search does not have (spec 3 §5, §8).
import { useId, useState } from 'react';
import { safeUrl, type FasciaSettings, type ProductCardData } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { BlockContext } from '../../page/types';
import { useShoppableProducts } from '../../products/useShoppableProducts';
import { ShoppableI18n } from './i18n/i18n';
import { ProductDetail } from './ProductDetail';
import { ShoppablePoints, type ShoppableButtonConfig } from './ShoppablePoints';
import styles from './shoppable.module.css';

export interface ShoppableImageProps {
  image: { src: string; mobileSrc?: string | undefined; alt: string };
  buttons: readonly ShoppableButtonConfig[];
  title?: string | undefined;
  context: BlockContext;
}

function ProductsDropdown({ buttons, productOf, fascia, signedIn }: { buttons: readonly ShoppableButtonConfig[]; productOf: (productSku: string) => ProductCardData | null; fascia: FasciaSettings; signedIn: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className={styles.dropdown}>
      <button type="button" className={styles.dropdownToggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {t('productsToggle')}
      </button>
      <ul id={listId} className={styles.dropdownList} aria-label={t('products')} hidden={!open}>
        {buttons.map((button, index) => (
          <li key={`${button.productSku}-${index}`}>
            <ProductDetail productSku={button.productSku} product={productOf(button.productSku)} fascia={fascia} signedIn={signedIn} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ShoppableImage({ image, buttons, title, context }: ShoppableImageProps) {
  const { fascia, visitor, imageLoading } = context;
  const lookup = useShoppableProducts(fascia, buttons.map((button) => button.productSku));
  const src = safeUrl(image.src);
  const mobileSrc = safeUrl(image.mobileSrc);
  const signedIn = visitor === 'signedIn';
  return (
    <ShoppableI18n locale={fascia.locale}>
      <div className={styles.banner}>
        {title && <h2 className={styles.title}>{title}</h2>}
        <div className={styles.media}>
          {src && (
            <picture>
              {mobileSrc && <source media="(max-width: 767px)" srcSet={mobileSrc} />}
              <img className={styles.image} src={src} alt={image.alt} loading={imageLoading} decoding="async" {...(imageLoading === 'eager' && context.index === 0 ? { fetchPriority: 'high' as const } : {})} />
            </picture>
          )}
          <ShoppablePoints buttons={buttons} fascia={fascia} visitor={visitor} />
        </div>
        {lookup.status === 'done' && <ProductsDropdown buttons={buttons} productOf={lookup.productOf} fascia={fascia} signedIn={signedIn} />}
      </div>
    </ShoppableI18n>
  );
}
