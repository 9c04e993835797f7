// A shoppable banner's image with its points, and below it the dropdown of
// product detail: every product of the image, or 'product not found' with the
// sku for one the search does not have (spec 3 §5, §8). Points and dropdown
// share one lookup, loaded on the shopper's first intent on either.
import { safeUrl, type FasciaSettings } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { Spinner } from '@storefront/shared-contracts/spinner';
import { useDisclosure } from '@storefront/shared-contracts/a11y/disclosure';
import type { BlockContext } from '../../page/types';
import { ShoppableI18n } from './i18n/i18n';
import { canHover } from './ShoppablePoint';
import { productSkusOf, ShoppablePointList, type ShoppableButtonConfig } from './ShoppablePoints';
import { useShoppableLookup, type ShoppableLookup } from './useShoppableLookup';
import styles from './shoppable.module.css';

export interface ShoppableImageProps {
  image: { src: string; mobileSrc?: string | undefined; alt: string };
  buttons: readonly ShoppableButtonConfig[];
  title?: string | undefined;
  context: BlockContext;
}

function ProductsDropdown({ buttons, lookup, fascia, signedIn }: { buttons: readonly ShoppableButtonConfig[]; lookup: ShoppableLookup; fascia: FasciaSettings; signedIn: boolean }) {
  const { t } = useTranslation();
  const dropdown = useDisclosure();
  const { state, want, Detail } = lookup;
  return (
    <div className={styles.dropdown}>
      <button
        {...dropdown.buttonProps}
        className={styles.dropdownToggle}
        onMouseEnter={() => {
          if (canHover()) want();
        }}
        onFocus={want}
        onPointerDown={want}
        onClick={() => {
          want();
          dropdown.toggle();
        }}
      >
        {t('productsToggle')}
      </button>
      <div {...dropdown.panelProps}>
        {state.status === 'failed' ? (
          <p className={styles.notFound}>{t('unavailable')}</p>
        ) : state.status === 'done' && Detail ? (
          <ul className={styles.dropdownList} aria-label={t('products')}>
            {buttons.map((button, index) => (
              <li key={`${button.productSku}-${index}`}>
                <Detail productSku={button.productSku} product={state.productOf(button.productSku)} fascia={fascia} signedIn={signedIn} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.loading}>
            <Spinner label={t('loading')} />
          </div>
        )}
      </div>
    </div>
  );
}

export function ShoppableImage({ image, buttons, title, context }: ShoppableImageProps) {
  const { fascia, visitor, imageLoading } = context;
  const lookup = useShoppableLookup(fascia, productSkusOf(buttons));
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
          <ShoppablePointList buttons={buttons} lookup={lookup} fascia={fascia} signedIn={signedIn} />
        </div>
        {buttons.length > 0 && <ProductsDropdown buttons={buttons} lookup={lookup} fascia={fascia} signedIn={signedIn} />}
        {lookup.runner}
      </div>
    </ShoppableI18n>
  );
}
