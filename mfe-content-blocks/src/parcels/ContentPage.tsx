import { createParcel } from '@storefront/shared-contracts/parcel';
import { ContentPage } from '../content-page/ContentPage';

export const { bootstrap, mount, unmount, update } = createParcel('contentBlocks/ContentPage', ContentPage);
