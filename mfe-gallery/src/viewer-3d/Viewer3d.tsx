// "View in 3D": a 480 px modal with the 3D viewer host's page in a sandboxed
// frame (scripts only: no same-origin access, no forms, no popups).
import { useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { FasciaSettings, Product } from '@storefront/shared-contracts';
import { ModalDialog } from '../gallery/ModalDialog';
import galleryStyles from '../gallery/gallery.module.css';
import { viewer3dId, viewer3dUrl } from './viewer3d';
import styles from './viewer3d.module.css';

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
      <button type="button" className={galleryStyles.mediaButton} onClick={() => setOpen(true)}>
        {t('media.view3d')}
      </button>
      {open && (
        <ModalDialog title={t('media.view3d')} size="panel" onClose={() => setOpen(false)}>
          <iframe className={styles.frame} src={url} title={t('media.view3dFrame', { name: product.name })} sandbox="allow-scripts" referrerPolicy="no-referrer" />
        </ModalDialog>
      )}
    </>
  );
}
