// The admin preview's Selected toggle on the gallery (spec 1 §6, spec 2 §5):
// shown only with the `product-selection` feature. Toggling emits
// `admin:product-selected`; the shell posts it to the parent window's own
// origin (never '*').
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emit, type Product } from '@storefront/shared-contracts';
import { productSelectedPayload } from './adminPreview';
import { useAdminPreview } from './useAdminPreview';
import styles from './adminPreview.module.css';

export function SelectedToggle({ product, colour }: { product: Product; colour: string | undefined }) {
  const preview = useAdminPreview();
  if (!preview.productSelection || colour === undefined) return null;
  // Keyed by product: a new product starts from what the admin tool says.
  return <Toggle key={product.key} product={product} colour={colour} initiallySelected={preview.selectedKeys.includes(product.key)} />;
}

function Toggle({ product, colour, initiallySelected }: { product: Product; colour: string; initiallySelected: boolean }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(initiallySelected);
  return (
    <label className={styles.selectedToggle}>
      <input
        type="checkbox"
        role="switch"
        checked={selected}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setSelected(next);
          emit('admin:product-selected', productSelectedPayload(product, colour, next, window.location.origin));
        }}
      />
      {t('adminPreview.selected')}
    </label>
  );
}
