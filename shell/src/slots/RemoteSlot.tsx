// A page slot filled by one remote's parcel. Until the parcel is mounted the
// server-rendered fallback stays; if the remote cannot load, times out, or
// throws on mount or render, the slot shows a quiet "unavailable" state (for
// critical slots), its failed fallback or nothing, reports it, and the rest of
// the page goes on. A slot loaded on an event tries a failed load again on the
// next one.
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { focusableIn } from '@storefront/shared-contracts/a11y/focusable';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { SLOT_ERROR_EVENT, type EventName, type ParcelModule } from '@storefront/shared-contracts';
import { on, track } from '@storefront/shared-contracts/events/bus';
import { MOBILE_MEDIA } from '@storefront/shared-contracts/content/media';
import { loadParcel, nextMountTurn, SlotLoadError } from './loadParcel';
import { guardParcel } from './guardParcel';
import { onFirstInteraction } from './firstInteraction';
import { loadFailureKind, recordSlotFailure, recordSlotStart, type FailureKind } from '../field';
import { markSlotRelease } from '../registry/chosenReleases';

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
  /** Inline style of the slot box, e.g. space reserved for what the remote will draw. */
  style?: CSSProperties;
  /** The quiet words of a failed critical slot; the catalogue's slots.unavailable by default. */
  unavailableText?: string;
  /**
   * When to load: at once (default), when the slot comes near the viewport
   * (below-the-fold widgets), on the shopper's first interaction with the
   * page (a scroll, a touch, a key: extras under a short page's main content,
   * which would otherwise be "visible" at once), on whichever of those two
   * comes first (the product page's pickers and add button: in view at once
   * on a desktop, under the gallery on a phone, where the first scroll or
   * touch fetches them before they are reached), on the first interaction
   * on a phone and at once on a wider screen (the search page, whose
   * server-drawn first results are what a phone shows first), or on the first
   * of an event (quick add), so the first paint and the main thread are spent
   * on what the shopper came for.
   */
  loadOn?: 'eager' | 'visible' | 'interaction' | 'visible-or-interaction' | 'interaction-on-phone' | { event: EventName };
}

type SlotState = 'loading' | 'mounted' | 'failed';

export function reportSlotFailure(module: string, reason: string): void {
  console.error(`[shell] slot ${module} unavailable: ${reason}`);
  track('slot_unavailable', { module, reason });
}

export function RemoteSlot({ module, parcelProps, fallback, failedFallback, critical, timeoutMs, className, style, unavailableText, loadOn = 'eager' }: RemoteSlotProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<SlotState>('loading');
  const [config, setConfig] = useState<ParcelModule | null>(null);
  const failed = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const focusInFallback = useRef(false);

  const fail = (reason: string, kind: FailureKind) => {
    if (failed.current) return;
    failed.current = true;
    reportSlotFailure(module, reason);
    recordSlotFailure(module, kind);
    setState('failed');
  };

  // data-remote-release and data-remote-channel: set after hydration, the server's document being the same for every visitor.
  useEffect(() => markSlotRelease(container.current, module), [module]);

  const trigger = typeof loadOn === 'object' ? loadOn.event : loadOn;
  useEffect(() => {
    // A slot's module never changes while it is mounted (the layout keys it).
    let live = true;
    let started = false;
    const onEvent = typeof loadOn === 'object';
    const start = () => {
      if (started || !live) return;
      started = true;
      if (failed.current) {
        // Asked for again after a load that failed: a fresh try.
        failed.current = false;
        setState('loading');
      }
      recordSlotStart(module);
      loadParcel(module, timeoutMs).then(
        // Guarded once per load so <Parcel> sees one stable config object.
        (m) =>
          nextMountTurn().then(() => live && setConfig(() => guardParcel(m, (phase, error) => live && fail(`${phase} failed: ${error.message}`, 'mount')))),
        (error: unknown) => {
          if (!live) return;
          // An overlay loaded on an event (quick add) is asked for again by
          // the next one: a load that failed or ran out of time (a network
          // blip, a busy phone) is tried again then, rather than leaving the
          // button dead for the rest of the visit. Code that loaded but is
          // not a parcel, or is of another contract major, would only fail again.
          if (onEvent && error instanceof SlotLoadError && (error.reason === 'load' || error.reason === 'timeout')) started = false;
          fail(error instanceof Error ? error.message : String(error), loadFailureKind(error));
        },
      );
    };
    // The remote's error boundary announces render errors from inside the slot.
    const el = container.current;
    const onSlotError = (event: Event) => {
      event.stopPropagation();
      const detail = (event as CustomEvent<{ message?: string }>).detail;
      fail(`render failed: ${detail?.message ?? 'unknown error'}`, 'render');
    };
    el?.addEventListener(SLOT_ERROR_EVENT, onSlotError);

    const whenVisible = () => {
      if (!el || typeof IntersectionObserver === 'undefined') {
        start();
        return () => {};
      }
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '100px 0px' });
      observer.observe(el);
      return () => observer.disconnect();
    };
    let stopWaiting = () => {};
    if (trigger === 'eager') start();
    else if (trigger === 'visible') stopWaiting = whenVisible();
    else if (trigger === 'interaction') stopWaiting = onFirstInteraction(start);
    else if (trigger === 'interaction-on-phone') {
      if (window.matchMedia?.(MOBILE_MEDIA).matches) stopWaiting = onFirstInteraction(start);
      else start();
    }
    else if (trigger === 'visible-or-interaction') {
      const stops = [whenVisible(), onFirstInteraction(start)];
      stopWaiting = () => stops.forEach((stop) => stop());
    } else stopWaiting = on(trigger, start, { replay: true });

    return () => {
      live = false;
      stopWaiting();
      el?.removeEventListener(SLOT_ERROR_EVENT, onSlotError);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per module and trigger
  }, [module, timeoutMs, trigger]);

  // A shopper on the fallback (the server's bag link, tabbed to before the
  // mini bag came in) would lose focus to the page's top as it is taken away:
  // it goes to the parcel's first control, the same link as drawn by the remote.
  useEffect(() => {
    if (state !== 'mounted' || !focusInFallback.current) return;
    focusInFallback.current = false;
    if (document.activeElement && document.activeElement !== document.body) return;
    const parcel = container.current?.querySelector<HTMLElement>('.sf-slot-parcel');
    if (parcel) focusableIn(parcel)[0]?.focus();
  }, [state]);

  return (
    <div ref={container} className={`sf-slot ${className ?? ''}`} style={style} data-slot={module} data-state={state}>
      {state === 'loading' && fallback}
      {state === 'failed' && failedFallback}
      {state === 'failed' && !failedFallback && critical && (
        <p className="sf-slot-unavailable" role="status">
          {unavailableText ?? t('slots.unavailable')}
        </p>
      )}
      {config && state !== 'failed' && (
        <Parcel
          config={config as never}
          mountParcel={mountRootParcel}
          wrapWith="div"
          wrapClassName="sf-slot-parcel"
          parcelDidMount={() => {
            if (failed.current) return;
            const active = document.activeElement;
            focusInFallback.current = !!active && !!container.current?.contains(active) && !active.closest('.sf-slot-parcel');
            setState('mounted');
          }}
          handleError={(error: Error) => fail(error.message, 'mount')}
          {...parcelProps}
        />
      )}
    </div>
  );
}
