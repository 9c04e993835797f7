// The added-to-bag panel (spec 2 §2, §4, §6, §9). Mounted once per page; it
// renders nothing until basket:item-added arrives from any remote (product
// page, bundles, quick add, recommendations, wishlist page), then lists the
// added lines until the shopper closes it. Hidden while quick add is open.
// The panel itself is a chunk of its own, loaded with the first add.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { on, type FasciaSettings } from '@storefront/shared-contracts';
import { panelShown, type AddedLine } from './rules';

const AddedToBagPanel = lazy(() => import('./AddedToBagPanel'));

export function AddedToBag({ fascia }: { fascia: FasciaSettings }) {
  const [lines, setLines] = useState<AddedLine[]>([]);
  const [quickAddOpen, setQuickAddOpen] = useState(false);

  useEffect(() => {
    const offs = [
      on('basket:item-added', (added) => setLines(added.lines)),
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
