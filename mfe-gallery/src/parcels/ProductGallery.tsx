import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';

function ProductGallery({ page }: ProductParcelProps) {
  return <div>{page.product.name}</div>;
}

const lifecycles = createParcel('gallery/ProductGallery', ProductGallery);
export const { bootstrap, mount, unmount, update } = lifecycles;
