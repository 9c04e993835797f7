import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { Subscription } from '../subscription/Subscription';
import { SubscriptionI18n } from '../subscription/i18n/i18n';

function SubscriptionParcel({ page, fascia, route }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || !Array.isArray(product.variants) || !fascia) return null;
  return (
    <SubscriptionI18n locale={fascia.locale}>
      <Subscription key={product.id} product={product} fascia={fascia} route={route} />
    </SubscriptionI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/Subscription', SubscriptionParcel);
