// A shoppable button or hotspot point (spec 3 §4): a point on the image that
// expands on click, and on hover on devices with a fine pointer, to show its
// product; it closes on a click outside, on Escape (focus back on the point)
// and, when hover opened it, when the pointer leaves.
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import type { FasciaSettings, ProductCardData } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { usePopupOpenListener } from './popupContext';
import { clampLeftPercent, clampTopPercent, popupSide } from './position';
import { ProductDetail } from './ProductDetail';
import styles from './shoppable.module.css';

export const HOVER_QUERY = '(hover: hover) and (pointer: fine)';

function canHover(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(HOVER_QUERY).matches;
}

export interface ShoppablePointProps {
  productSku: string;
  product: ProductCardData;
  top: number;
  left: number;
  iconColor?: 'white' | 'black' | undefined;
  fascia: FasciaSettings;
  signedIn: boolean;
}

export function ShoppablePoint({ productSku, product, top, left, iconColor = 'white', fascia, signedIn }: ShoppablePointProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // 'hover' when the pointer opened it: leaving closes it again.
  const [open, setOpen] = useState<false | 'click' | 'hover'>(false);
  const onOpenChange = usePopupOpenListener();

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

  const position: CSSProperties = { top: `${clampTopPercent(top)}%`, left: `${clampLeftPercent(left)}%` };
  return (
    <div
      ref={wrapper}
      className={[styles.point, styles[`opens-${popupSide(left)}`]].filter(Boolean).join(' ')}
      style={position}
      onMouseEnter={() => {
        if (!isOpen && canHover()) setOpen('hover');
      }}
      onMouseLeave={() => {
        if (open === 'hover') setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={[styles.pointButton, iconColor === 'black' ? styles.black : styles.white].join(' ')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-label={t('open', { name: product.name })}
        onClick={() => setOpen((current) => (current === 'click' ? false : 'click'))}
      >
        <span className={styles.pointIcon} aria-hidden="true" />
      </button>
      {isOpen && (
        <div id={panelId} role="group" aria-label={product.name} className={styles.popup}>
          <button type="button" className={styles.close} aria-label={t('close')} onClick={() => { setOpen(false); button.current?.focus(); }}>
            <span aria-hidden="true">×</span>
          </button>
          <ProductDetail productSku={productSku} product={product} fascia={fascia} signedIn={signedIn} />
        </div>
      )}
    </div>
  );
}
