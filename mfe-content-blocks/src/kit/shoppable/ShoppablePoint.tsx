// A shoppable button or hotspot point (spec 3 §4, §5): a point on the image,
// drawn from the section alone, that expands on click, and on hover on
// devices with a fine pointer, to show its product; it closes on a click
// outside, on Escape (focus back on the point) and, when hover opened it, when
// the pointer leaves. The first intent (pointer over it, focus, press) loads
// the image's lookup; the popup shows a spinner until the product is known,
// then the product or 'product not found' with the sku. Once the lookup has
// answered, a point whose product was not found is left out, as soon as the
// shopper is no longer on it.
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import type { FasciaSettings } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { matchesMedia } from '@storefront/shared-contracts/media';
import { Spinner } from '@storefront/shared-contracts/spinner';
import { usePopupOpenListener } from './popupContext';
import { clampLeftPercent, clampTopPercent, popupSide } from './position';
import type { ShoppableLookup } from './useShoppableLookup';
import styles from './shoppable.module.css';

export const HOVER_QUERY = '(hover: hover) and (pointer: fine)';

export function canHover(): boolean {
  return matchesMedia(HOVER_QUERY);
}

export interface ShoppablePointProps {
  productSku: string;
  /** What the point is called until its product is known, e.g. "product 1 of 2". */
  placeholderName: string;
  top: number;
  left: number;
  iconColor?: 'white' | 'black' | undefined;
  lookup: ShoppableLookup;
  fascia: FasciaSettings;
  signedIn: boolean;
}

export function ShoppablePoint({ productSku, placeholderName, top, left, iconColor = 'white', lookup, fascia, signedIn }: ShoppablePointProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // 'hover' when the pointer opened it: leaving closes it again.
  const [open, setOpen] = useState<false | 'click' | 'hover'>(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const onOpenChange = usePopupOpenListener();
  const { state, want, Detail } = lookup;

  const isOpen = open !== false;
  useEffect(() => {
    if (!onOpenChange || !isOpen) return;
    onOpenChange(true);
    return () => onOpenChange(false);
  }, [isOpen, onOpenChange]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: Event) => {
      if (wrapper.current && event.target instanceof Node && !wrapper.current.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = wrapper.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusWasInside) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  const product = state.status === 'done' ? state.productOf(productSku) : null;
  // Spec 3 §5: a product the search does not have is left out of the banner (so
  // is every point when the lookup failed, as before), but never from under
  // the shopper: the open or focused point stays to say so.
  const leftOut = (state.status === 'done' && !product) || state.status === 'failed';
  if (leftOut && !isOpen && !focusWithin) return null;

  const name = product?.name ?? placeholderName;
  const waiting = state.status === 'idle' || state.status === 'loading' || (state.status === 'done' && !Detail);
  const position: CSSProperties = { top: `${clampTopPercent(top)}%`, left: `${clampLeftPercent(left)}%` };
  return (
    <div
      ref={wrapper}
      className={[styles.point, styles[`opens-${popupSide(left)}`]].filter(Boolean).join(' ')}
      style={position}
      onMouseEnter={() => {
        if (!canHover()) return;
        want();
        if (!isOpen) setOpen('hover');
      }}
      onMouseLeave={() => {
        if (open === 'hover') setOpen(false);
      }}
      onFocus={() => {
        setFocusWithin(true);
        want();
      }}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusWithin(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={[styles.pointButton, iconColor === 'black' ? styles.black : styles.white].join(' ')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-label={t('open', { name })}
        onPointerDown={want}
        onClick={() => {
          want();
          setOpen((current) => (current === 'click' ? false : 'click'));
        }}
      >
        <span className={styles.pointIcon} aria-hidden="true" />
      </button>
      {isOpen && (
        <div id={panelId} role="group" aria-label={name} aria-busy={waiting} className={styles.popup}>
          <button
            type="button"
            className={styles.close}
            aria-label={t('close')}
            onClick={() => {
              setOpen(false);
              button.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
          {state.status === 'failed' ? (
            <p className={styles.notFound}>{t('unavailable')}</p>
          ) : waiting || !Detail ? (
            <div className={styles.loading}>
              <Spinner label={t('loading')} />
            </div>
          ) : (
            <Detail productSku={productSku} product={product} fascia={fascia} signedIn={signedIn} />
          )}
        </div>
      )}
    </div>
  );
}
