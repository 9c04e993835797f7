// The added-to-bag panel (spec 2 §2, §4, §6, §9). Mounted once per page; it
// renders nothing until basket:item-added arrives from any remote (product
// page, bundles, quick add, recommendations, wishlist page), then lists the
// added lines until the shopper closes it. Hidden while quick add is open.
// The panel itself is a chunk of its own, loaded with the first add. The
// shell loads this parcel on the first add too, so it mounts just after the
// event: it takes an add of the last few seconds, and whether quick add is
// open, from what the page heard before it.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { type FasciaSettings } from '@storefront/shared-contracts';
import { lastEmitted, on } from '@storefront/shared-contracts/events/bus';
import { panelShown, type AddedLine } from './rules';

const AddedToBagPanel = lazy(() => import('./AddedToBagPanel'));

/** An add this long ago still opens a panel that mounts after it (the parcel's load). */
export const LATE_ADD_MS = 10_000;

/** Quick add is open when it last opened after it last closed. */
function quickAddIsOpen(): boolean {
  const opened = lastEmitted('quick-add:opened');
  const closed = lastEmitted('quick-add:closed');
  return Boolean(opened && (!closed || opened.at >= closed.at));
}

export function AddedToBag({ fascia }: { fascia: FasciaSettings }) {
  const [lines, setLines] = useState<AddedLine[]>([]);
  const [quickAddOpen, setQuickAddOpen] = useState(quickAddIsOpen);

  useEffect(() => {
    const offs = [
      on('basket:item-added', (added) => setLines(added.lines), { replayWithinMs: LATE_ADD_MS }),
      on('quick-add:opened', () => setQuickAddOpen(true)),
      on('quick-add:closed', () => setQuickAddOpen(false)),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  // Closing clears the lines (spec 2 §4).
  const close = useCallback(() => setLines([]), []);

  if (!panelShown(lines, quickAddOpen)) return null;
  return (
    <Suspense fallback={null}>
      <AddedToBagPanel lines={lines} fascia={fascia} onClose={close} />
    </Suspense>
  );
}
