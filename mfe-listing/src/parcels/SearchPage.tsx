// single-spa lifecycles of the listing and search page.
import type { ComponentType } from 'react';
import { nextTask } from '@storefront/shared-contracts/scheduling';
import { createParcel } from '@storefront/shared-contracts/parcel';
import type { SearchPageSlotProps } from '../search-page/SearchPageSlot';

export type Props = SearchPageSlotProps;

let Slot: ComponentType<SearchPageSlotProps> | null = null;

/**
 * The search libraries, then (in a new task) the page's own modules: each is
 * evaluated in a task of its own instead of one long one. The page's files
 * are preloaded beside the libraries', so neither download waits.
 */
async function loadPage(): Promise<void> {
  if (Slot) return;
  await import('../search/libraries');
  await nextTask();
  Slot = (await import(/* webpackPreload: true */ '../search-page/SearchPageSlot')).SearchPageSlot;
}

function SearchPage(props: SearchPageSlotProps) {
  const Page = Slot;
  return Page ? <Page {...props} /> : null;
}

export const { bootstrap, mount, unmount, update } = createParcel<SearchPageSlotProps>('listing/SearchPage', SearchPage, { load: loadPage });
