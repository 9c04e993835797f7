import { createParcel } from '@storefront/shared-contracts/parcel';
import { SearchPage } from '../search-page/SearchPage';

export const { bootstrap, mount, unmount, update } = createParcel('listing/SearchPage', SearchPage);
