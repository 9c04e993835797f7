// What the RecentlyViewed parcel renders from the shell's props: on a product
// page it records the product being viewed, then shows the others.
import { useEffect, useState } from 'react';
import { type ParcelBaseProps, type ProductParcelProps } from '@storefront/shared-contracts';
import { readRecentlyViewed, recordRecentlyViewed } from '@storefront/shared-contracts/recently-viewed/storage';
import { RemoteI18n } from '../i18n/i18n';
import { searchClientFor } from '../search/client';
import type { LookupClient } from './lookup';
import { RecentlyViewed } from './RecentlyViewed';

export type RecentlyViewedSlotProps = (ParcelBaseProps & Partial<Pick<ProductParcelProps, 'page'>>) & {
  /** Tests pass a fake; otherwise the fascia's search client. */
  searchClient?: LookupClient;
};

function currentProductKey(props: RecentlyViewedSlotProps): string | null {
  const key = props.page?.product?.key;
  return typeof key === 'string' && key.trim() ? key : null;
}

export function RecentlyViewedSlot(props: RecentlyViewedSlotProps) {
  if (!props.fascia?.search) return null;
  const current = currentProductKey(props);
  return (
    <RemoteI18n locale={props.fascia.locale}>
      {/* Another product starts from its own list. */}
      <RecentlyViewedFor key={current ?? ''} current={current} {...props} />
    </RemoteI18n>
  );
}

function RecentlyViewedFor({ current, fascia, session, searchClient }: RecentlyViewedSlotProps & { current: string | null }) {
  // The others, read before this view is recorded (the current one is left out either way).
  const [keys] = useState(() => readRecentlyViewed().filter((key) => key !== current));
  useEffect(() => {
    if (current) recordRecentlyViewed(current);
  }, [current]);
  if (!fascia.search.sourceIndex) return null;
  return <RecentlyViewed fascia={fascia} session={session} productKeys={keys} searchClient={searchClient ?? searchClientFor(fascia)} />;
}
