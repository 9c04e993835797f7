// single-spa lifecycles of the product image gallery.
import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { ProductGallerySlot } from '../gallery/ProductGallerySlot';

export type Props = ProductParcelProps;

const lifecycles = createParcel<ProductParcelProps>('gallery/ProductGallery', ProductGallerySlot);
export const { bootstrap, mount, unmount, update } = lifecycles;
