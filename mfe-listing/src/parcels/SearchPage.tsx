// single-spa lifecycles of the listing and search page.
import { createParcel } from '@storefront/shared-contracts/parcel';
import { SearchPageSlot, type SearchPageSlotProps } from '../search-page/SearchPageSlot';

export type Props = SearchPageSlotProps;

export const { bootstrap, mount, unmount, update } = createParcel<SearchPageSlotProps>('listing/SearchPage', SearchPageSlot);
