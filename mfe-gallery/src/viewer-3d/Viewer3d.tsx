// "View in 3D": the button, drawn with the gallery for products with a 3D
// viewer id. Its dialog is imported when the shopper points at, focuses or
// presses it, so the many products without 3D never download it; a press
// before it is here shows the loading spinner, then the dialog.
import { Suspense, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { FasciaSettings, Product } from '@storefront/shared-contracts';
import { DialogLoading, DialogUnavailable } from '../gallery/DialogLoading';
import { lazyPart } from '../gallery/lazyPart';
import galleryStyles from '../gallery/gallery.module.css';
import { viewer3dId, viewer3dUrl } from './viewer3d';

const loadDialog = () => import('./Viewer3dDialog');
const Viewer3dDialog = lazyPart('viewer-3d', () => loadDialog().then((m) => m.Viewer3dDialog), DialogUnavailable);

/** Starts the dialog's download before the press; a failure is logged on the press. */
const preload = () => {
  loadDialog().catch(() => undefined);
};

export interface Viewer3dProps {
  product: Product;
  colour: string | undefined;
  fascia: FasciaSettings;
}

export function Viewer3d({ product, colour, fascia }: Viewer3dProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = viewer3dId(product, colour);
  const url = id ? viewer3dUrl(fascia.viewer3dHost, id) : null;
  if (!url) return null;
  return (
    <>
      <button type="button" className={galleryStyles.mediaButton} onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(true)}>
        {t('media.view3d')}
      </button>
      {open && (
        <Suspense fallback={<DialogLoading />}>
          <Viewer3dDialog url={url} productName={product.name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
