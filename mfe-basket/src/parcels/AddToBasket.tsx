import { createParcel } from '@storefront/shared-contracts/parcel';
import type { AddToBasketSlotSettings, ProductParcelProps } from '@storefront/shared-contracts';
import { RefreshedAddToBasket } from '../add-to-basket/RefreshedAddToBasket';
import { BasketI18n } from '../i18n/i18n';

function AddToBasketParcel({ page, fascia, slot }: ProductParcelProps) {
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!page?.product || !Array.isArray(page.product.variants)) return null;
  return (
    <BasketI18n locale={fascia.locale}>
      {/* The button follows the live stock refresh (pdp:stock-refreshed). */}
      <RefreshedAddToBasket product={page.product} answersAddRequests={(slot?.settings as AddToBasketSlotSettings | undefined)?.answersAddRequests !== false} />
    </BasketI18n>
  );
}

const lifecycles = createParcel('basket/AddToBasket', AddToBasketParcel);
export const { bootstrap, mount, unmount, update } = lifecycles;
