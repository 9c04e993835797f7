import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ParcelBaseProps } from '@storefront/shared-contracts';
import { MiniBag } from '../mini-bag/MiniBag';
import { BasketHeaderI18n } from '../i18n/headerI18n';

function MiniBagParcel({ fascia }: ParcelBaseProps) {
  return (
    <BasketHeaderI18n locale={fascia?.locale}>
      <MiniBag {...(fascia ? { fascia } : {})} />
    </BasketHeaderI18n>
  );
}

const lifecycles = createParcel('basket/MiniBag', MiniBagParcel);
export const { bootstrap, mount, unmount, update } = lifecycles;
