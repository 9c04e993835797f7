import { createParcel } from '@storefront/shared-contracts/parcel';
import { DEFAULT_FASCIA, FASCIAS, type ParcelBaseProps } from '@storefront/shared-contracts';
import { QuickAdd } from '../quick-add/QuickAdd';
import { BasketI18n } from '../i18n/i18n';

// Mounted once per page by the shell; it renders nothing until quick-add:open.
function QuickAddParcel({ fascia }: ParcelBaseProps) {
  const settings = fascia ?? FASCIAS[DEFAULT_FASCIA];
  return (
    <BasketI18n locale={settings.locale}>
      <QuickAdd fascia={settings} />
    </BasketI18n>
  );
}

const lifecycles = createParcel('basket/QuickAdd', QuickAddParcel);
export const { bootstrap, mount, unmount, update } = lifecycles;
