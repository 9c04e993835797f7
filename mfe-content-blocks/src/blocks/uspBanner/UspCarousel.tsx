// Rotation (one message at a time, every rotationDelayMs) and the static
// banner's carousel (4 at once on desktop, 1 on mobile, every 5 s): auto-
// advances with wrap-around, pauses on hover, on focus within, while a
// dropdown is open and by its Pause button; named previous/next buttons; a
// swipe over 50 px (pointer or touch) changes slide. Inactive slides are
// hidden; the active ones fade in over 500 ms when the slide changes (not with
// reduced motion). The first messages are not faded in: they are there from the
// first paint, and a fade then only redrew the page 30 times during its load.
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import type { Locale } from '@storefront/shared-contracts/i18n';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { blockLabels } from '../../kit/common/i18n/i18n';
import { PlayPauseButton } from '../../kit/common/PlayPauseButton';
import { nextIndex, swipeStep, USP_TRANSITION_MS, visibleIndices } from './rules';
import { UspItem, type UspItemValue } from './UspItem';
import styles from './uspBanner.module.css';

interface Props {
  items: UspItemValue[];
  perView: number;
  delayMs: number;
  locale: Locale;
  loading: 'eager' | 'lazy';
}

export function UspCarousel({ items, perView, delayMs, locale, loading }: Props) {
  const { t } = blockLabels(locale);
  const count = items.length;
  const moves = count > perView;
  const [start, setStart] = useState(0);
  const [moved, setMoved] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<number | null>(null);
  const swipeFrom = useRef<number | null>(null);
  const paused = hovered || focused || stopped || openDropdown !== null;

  useEffect(() => {
    if (!moves || paused) return;
    const timer = setTimeout(() => {
      setMoved(true);
      setStart((current) => nextIndex(current, count));
    }, delayMs);
    return () => clearTimeout(timer);
  }, [start, moves, paused, count, delayMs]);

  const go = (step: number) => {
    setOpenDropdown(null);
    setMoved(true);
    setStart((current) => nextIndex(current, count, step));
  };
  const swipeStart = (x: number) => {
    swipeFrom.current = x;
  };
  const swipeEnd = (x: number) => {
    if (swipeFrom.current === null) return;
    const step = swipeStep(x - swipeFrom.current);
    swipeFrom.current = null;
    if (step !== 0 && moves) go(step);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const shown = moves ? visibleIndices(start, count, perView) : items.map((_, i) => i);
  const style = { '--cb-usp-per-view': String(Math.min(perView, count)), '--cb-usp-transition': `${USP_TRANSITION_MS}ms` } as CSSProperties;
  return (
    <div
      className={styles.carousel}
      style={style}
      role="region"
      aria-roledescription={moves ? 'carousel' : undefined}
      aria-label={t('messages')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerDown={(e) => swipeStart(e.clientX)}
      onPointerUp={(e) => swipeEnd(e.clientX)}
      onPointerCancel={() => (swipeFrom.current = null)}
      onTouchStart={(e) => e.touches[0] && swipeStart(e.touches[0].clientX)}
      onTouchEnd={(e) => e.changedTouches[0] && swipeEnd(e.changedTouches[0].clientX)}
    >
      {moves && (
        <button type="button" className={styles.arrow} onClick={() => go(-1)}>
          <span aria-hidden="true">‹</span>
          <VisuallyHidden>{t('previous')}</VisuallyHidden>
        </button>
      )}
      <ul className={styles.slides}>
        {items.map((item, index) => {
          const position = shown.indexOf(index);
          return (
            <li key={index} className={`${styles.slide} ${position >= 0 && moved ? styles.active : ''}`} hidden={position < 0} style={{ order: position }}>
              <UspItem
                item={item}
                locale={locale}
                loading={loading}
                dropdownOpen={openDropdown === index}
                onToggleDropdown={() => setOpenDropdown((open) => (open === index ? null : index))}
              />
            </li>
          );
        })}
      </ul>
      {moves && (
        <>
          <button type="button" className={styles.arrow} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
            <VisuallyHidden>{t('next')}</VisuallyHidden>
          </button>
          <PlayPauseButton className={styles.control} paused={stopped} onToggle={() => setStopped((s) => !s)} locale={locale} />
        </>
      )}
    </div>
  );
}
