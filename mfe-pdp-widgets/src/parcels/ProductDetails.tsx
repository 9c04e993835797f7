import { createParcel } from '@storefront/shared-contracts/parcel';
import { ProductDetails } from '../accordions/ProductDetails';

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/ProductDetails', ProductDetails);
