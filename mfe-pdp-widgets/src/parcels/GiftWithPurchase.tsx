import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { GiftWithPurchase } from '../gwp/GiftWithPurchase';
import { GiftI18n } from '../gwp/i18n/i18n';
import { giftCardVariant } from '../gwp/rules';

/** Slot settings: `variant` 'pdp' | 'basket' | 'default' (anything else: 'default'). */
function GiftWithPurchaseParcel({ page, fascia, route, slot }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || !Array.isArray(product.variants)) return null;
  return (
    <GiftI18n locale={fascia?.locale}>
      <GiftWithPurchase key={product.id} product={product} route={route} variant={giftCardVariant(slot?.settings?.variant)} />
    </GiftI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/GiftWithPurchase', GiftWithPurchaseParcel);
