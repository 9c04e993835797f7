// The admin preview's Selected toggle on the gallery (spec 1 §6, spec 2 §5):
// shown only with the `product-selection` feature. Toggling emits
// `admin:product-selected`; the shell posts it to the parent window's own
// origin (never '*').
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { Product } from '@storefront/shared-contracts';
import { SelectedSwitch } from '@storefront/shared-contracts/admin';
import { productSelectedPayload } from './adminPreview';
import { useAdminPreview } from './useAdminPreview';
import styles from './adminPreview.module.css';

export function SelectedToggle({ product, colour }: { product: Product; colour: string | undefined }) {
  const { t } = useTranslation();
  const preview = useAdminPreview();
  if (!preview.productSelection || colour === undefined) return null;
  return (
    <SelectedSwitch
      key={product.key}
      label={t('adminPreview.selected')}
      className={styles.selectedToggle}
      initiallySelected={preview.selectedKeys.includes(product.key)}
      product={productSelectedPayload(product, colour, window.location.origin)}
    />
  );
}
