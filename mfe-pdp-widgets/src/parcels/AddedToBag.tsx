import { createPageWideParcel } from '@storefront/shared-contracts/parcel/page-wide';
import { AddedToBag } from '../added-to-bag/AddedToBag';
import { AddedToBagI18n } from '../added-to-bag/i18n/i18n';

// Mounted once per page; it renders nothing until basket:item-added.
export const { bootstrap, mount, unmount, update } = createPageWideParcel('pdpWidgets/AddedToBag', AddedToBagI18n, AddedToBag);
