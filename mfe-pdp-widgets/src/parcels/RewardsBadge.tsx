import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { RewardsBadge } from '../rewards/RewardsBadge';
import { RewardsI18n } from '../rewards/i18n/i18n';

function RewardsBadgeParcel({ page, fascia, session, route }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || !Array.isArray(product.variants) || !fascia) return null;
  return (
    <RewardsI18n locale={fascia.locale}>
      <RewardsBadge key={product.id} product={product} fascia={fascia} session={session} route={route} />
    </RewardsI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/RewardsBadge', RewardsBadgeParcel);
