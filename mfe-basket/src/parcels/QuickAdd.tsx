import { createPageWideParcel } from '@storefront/shared-contracts/parcel/page-wide';
import { QuickAdd } from '../quick-add/QuickAdd';
import { BasketI18n } from '../i18n/i18n';

// Mounted once per page by the shell; it renders nothing until quick-add:open.
export const { bootstrap, mount, unmount, update } = createPageWideParcel('basket/QuickAdd', BasketI18n, QuickAdd);
