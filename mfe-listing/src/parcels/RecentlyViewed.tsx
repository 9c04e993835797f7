// single-spa lifecycles of the recently viewed carousel (product page).
import { createParcel } from '@storefront/shared-contracts/parcel';
import { RecentlyViewedSlot, type RecentlyViewedSlotProps } from '../recently-viewed/RecentlyViewedSlot';

export type Props = RecentlyViewedSlotProps;

export const { bootstrap, mount, unmount, update } = createParcel<RecentlyViewedSlotProps>('listing/RecentlyViewed', RecentlyViewedSlot);
