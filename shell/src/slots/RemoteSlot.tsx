// A page slot filled by one remote's parcel. Until the parcel is mounted the
// server-rendered fallback stays; if the remote cannot load, times out, or
// throws on mount or render, the slot shows a quiet "unavailable" state (for
// critical slots) or nothing, reports once, and the rest of the page goes on.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { track, type ParcelModule } from '@storefront/shared-contracts';
import { SLOT_ERROR_EVENT } from '@storefront/shared-contracts/parcel';
import { loadParcel } from './loadParcel';
import { guardParcel } from './guardParcel';

export interface RemoteSlotProps {
  /** Federated module id, e.g. "gallery/ProductGallery". */
  module: string;
  /** Props for the parcel (fascia, session, route, page...). */
  parcelProps: object;
  fallback?: ReactNode;
  /** Shown instead when the remote fails (e.g. the server-rendered image, a basic form). */
  failedFallback?: ReactNode;
  critical?: boolean;
  timeoutMs: number;
  className?: string;
  unavailableText?: string;
}

type SlotState = 'loading' | 'mounted' | 'failed';

export function reportSlotFailure(module: string, reason: string): void {
  console.error(`[shell] slot ${module} unavailable: ${reason}`);
  track('slot_unavailable', { module, reason });
}

export function RemoteSlot({ module, parcelProps, fallback, failedFallback, critical, timeoutMs, className, unavailableText }: RemoteSlotProps) {
  const [state, setState] = useState<SlotState>('loading');
  const [config, setConfig] = useState<ParcelModule | null>(null);
  const failed = useRef(false);
  const container = useRef<HTMLDivElement>(null);

  const fail = (reason: string) => {
    if (failed.current) return;
    failed.current = true;
    reportSlotFailure(module, reason);
    setState('failed');
  };

  useEffect(() => {
    // A slot's module never changes while it is mounted (the layout keys it).
    let live = true;
    loadParcel(module, timeoutMs).then(
      // Guarded once per load so <Parcel> sees one stable config object.
      (m) => live && setConfig(() => guardParcel(m, (phase, error) => live && fail(`${phase} failed: ${error.message}`))),
      (error: unknown) => live && fail(error instanceof Error ? error.message : String(error)),
    );
    // The remote's error boundary announces render errors from inside the slot.
    const el = container.current;
    const onSlotError = (event: Event) => {
      event.stopPropagation();
      const detail = (event as CustomEvent<{ message?: string }>).detail;
      fail(`render failed: ${detail?.message ?? 'unknown error'}`);
    };
    el?.addEventListener(SLOT_ERROR_EVENT, onSlotError);
    return () => {
      live = false;
      el?.removeEventListener(SLOT_ERROR_EVENT, onSlotError);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only when the module changes
  }, [module, timeoutMs]);

  return (
    <div ref={container} className={`sf-slot ${className ?? ''}`} data-slot={module} data-state={state}>
      {state === 'loading' && fallback}
      {state === 'failed' && failedFallback}
      {state === 'failed' && !failedFallback && critical && (
        <p className="sf-slot-unavailable" role="status">
          {unavailableText ?? 'This part of the page is unavailable right now.'}
        </p>
      )}
      {config && state !== 'failed' && (
        <Parcel
          config={config as never}
          mountParcel={mountRootParcel}
          wrapWith="div"
          wrapClassName="sf-slot-parcel"
          parcelDidMount={() => !failed.current && setState('mounted')}
          handleError={(error: Error) => fail(error.message)}
          {...parcelProps}
        />
      )}
    </div>
  );
}
