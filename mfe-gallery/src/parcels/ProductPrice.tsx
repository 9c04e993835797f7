// single-spa lifecycles of the price block: price, badges, rating and buy-now-pay-later line.
import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { ProductPriceSlot } from '../price/ProductPriceSlot';

export type Props = ProductParcelProps;

const lifecycles = createParcel<ProductParcelProps>('gallery/ProductPrice', ProductPriceSlot);
export const { bootstrap, mount, unmount, update } = lifecycles;
