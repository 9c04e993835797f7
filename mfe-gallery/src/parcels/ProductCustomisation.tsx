// single-spa lifecycles of the product's customisation fields.
import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { ProductCustomisationSlot } from '../customisation/ProductCustomisationSlot';

export type Props = ProductParcelProps;

const lifecycles = createParcel<ProductParcelProps>('gallery/ProductCustomisation', ProductCustomisationSlot);
export const { bootstrap, mount, unmount, update } = lifecycles;
