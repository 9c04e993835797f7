// A page a remote draws whole (bag, checkout, wishlist), and what stands in
// for it: shared by the wishlist (in App) and the bag's route chunk.
import type { ParcelBaseProps } from '@storefront/shared-contracts';
import type { BootData } from '../boot';
import { RemoteSlot } from '../slots/RemoteSlot';
import { parcelBaseProps } from './parcelProps';

/** What a page whose remote failed still says: its title and what the shell knows. */
function PageFallback({ title, text }: { title: string; text?: string }) {
  return (
    <div className="sf-page">
      <h1>{title}</h1>
      {text && <p>{text}</p>}
    </div>
  );
}

/**
 * A page a remote draws whole: `standIn` shows until it mounts (shown, not
 * read: it briefly overlaps the remote's own heading), `failed` if it cannot,
 * so the first paint is not an empty page.
 */
export function PageSlot({ boot, module, parcelProps, standIn, failed }: {
  boot: BootData;
  module: string;
  parcelProps: ParcelBaseProps;
  standIn: React.ReactNode;
  failed: React.ReactNode;
}) {
  return (
    <RemoteSlot
      module={module}
      parcelProps={parcelProps}
      timeoutMs={boot.slotTimeoutMs}
      critical
      className="sf-page-slot"
      fallback={<div aria-hidden="true">{standIn}</div>}
      failedFallback={failed}
    />
  );
}

/** A remote's whole page, standing in with what the shell knows: its title and text (the bag's count). */
export function RemotePage({ boot, module, slot, title, text }: { boot: BootData; module: string; slot: string; title: string; text?: string }) {
  const known = <PageFallback title={title} {...(text ? { text } : {})} />;
  return <PageSlot boot={boot} module={module} parcelProps={parcelBaseProps(boot, slot)} standIn={known} failed={known} />;
}
