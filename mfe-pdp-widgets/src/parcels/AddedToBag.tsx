import { createParcel } from '@storefront/shared-contracts/parcel';
import { DEFAULT_FASCIA, FASCIAS, type ParcelBaseProps } from '@storefront/shared-contracts';
import { AddedToBag } from '../added-to-bag/AddedToBag';
import { AddedToBagI18n } from '../added-to-bag/i18n/i18n';

// Mounted once per page; it renders nothing until basket:item-added.
function AddedToBagParcel({ fascia }: ParcelBaseProps) {
  const settings = fascia ?? FASCIAS[DEFAULT_FASCIA];
  return (
    <AddedToBagI18n locale={settings.locale}>
      <AddedToBag fascia={settings} />
    </AddedToBagI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/AddedToBag', AddedToBagParcel);
