// single-spa lifecycles of the colour and size pickers and the low-stock message.
import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { ProductPickersSlot } from '../pickers/ProductPickersSlot';

export type Props = ProductParcelProps;

const lifecycles = createParcel<ProductParcelProps>('gallery/ProductPickers', ProductPickersSlot);
export const { bootstrap, mount, unmount, update } = lifecycles;
