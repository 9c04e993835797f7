import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ParcelBaseProps } from '@storefront/shared-contracts';
import { MiniBag } from '../mini-bag/MiniBag';
import { BasketI18n } from '../i18n/i18n';

function MiniBagParcel({ fascia }: ParcelBaseProps) {
  return (
    <BasketI18n locale={fascia?.locale}>
      <MiniBag {...(fascia ? { fascia } : {})} />
    </BasketI18n>
  );
}

const lifecycles = createParcel('basket/MiniBag', MiniBagParcel);
export const { bootstrap, mount, unmount, update } = lifecycles;
