// The gallery's media buttons: View in 3D and virtual try-on, each shown only
// for products that have it.
import type { FasciaSettings, Product } from '@storefront/shared-contracts';
import { TryOn } from '../try-on/TryOn';
import { Viewer3d } from '../viewer-3d/Viewer3d';
import styles from './gallery.module.css';

export interface MediaActionsProps {
  product: Product;
  colour: string | undefined;
  fascia: FasciaSettings;
}

export function MediaActions(props: MediaActionsProps) {
  return (
    <div className={styles.mediaActions}>
      <Viewer3d {...props} />
      <TryOn {...props} />
    </div>
  );
}
