// The gallery's media buttons: View in 3D and virtual try-on, each shown only
// for products that have it. Only their small "does this product have it"
// rules load with the gallery: try-on's code arrives for eligible products,
// the 3D dialog's when the shopper goes for its button.
import type { FasciaSettings, Product } from '@storefront/shared-contracts';
import { VirtualTryOn } from '../try-on/VirtualTryOn';
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
      <VirtualTryOn {...props} />
    </div>
  );
}
