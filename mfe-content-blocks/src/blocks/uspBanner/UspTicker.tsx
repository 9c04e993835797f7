// Ticker: the messages scroll continuously (CSS animation, tickerSpeedSeconds
// a loop, 40 s by default; spacing 150 px, half on mobile), drawn twice for a
// seamless loop (the copy aria-hidden and not focusable). Paused on hover, on
// focus within, while a dropdown is open and by its Pause button; with
// reduced motion a static list.
import { useState, type CSSProperties } from 'react';
import type { Locale } from '@storefront/shared-contracts/i18n';
import { blockLabels } from '../../kit/common/i18n/i18n';
import { PlayPauseButton } from '../../kit/common/PlayPauseButton';
import { useIsMobile, useReducedMotion } from '../../kit/common/media';
import { tickerSpacing, tickerSpeed } from './rules';
import { UspItem, type UspItemValue } from './UspItem';
import styles from './uspBanner.module.css';

interface Props {
  items: UspItemValue[];
  speedSeconds?: number;
  spacing?: number;
  locale: Locale;
  loading: 'eager' | 'lazy';
}

export function UspTicker({ items, speedSeconds, spacing, locale, loading }: Props) {
  const { t } = blockLabels(locale);
  const reducedMotion = useReducedMotion();
  const mobile = useIsMobile();
  const [stopped, setStopped] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<number | null>(null);
  const style = {
    '--cb-usp-ticker-duration': `${tickerSpeed(speedSeconds)}s`,
    '--cb-usp-ticker-spacing': `${tickerSpacing(spacing, mobile)}px`,
  } as CSSProperties;
  const row = (copy: boolean) => (
    <ul className={styles.tickerRow} aria-hidden={copy ? true : undefined} data-copy={copy ? 'loop' : undefined}>
      {items.map((item, index) => (
        <li key={index} className={styles.tickerItem}>
          <UspItem
            item={item}
            locale={locale}
            loading={loading}
            copy={copy}
            dropdownOpen={!copy && openDropdown === index}
            onToggleDropdown={() => setOpenDropdown((open) => (open === index ? null : index))}
          />
        </li>
      ))}
    </ul>
  );
  const paused = stopped || openDropdown !== null;
  return (
    <div className={`${styles.ticker} ${reducedMotion ? styles.tickerStill : ''} ${paused ? styles.tickerPaused : ''}`} style={style} role="region" aria-label={t('messages')}>
      <div className={styles.tickerViewport}>
        <div className={styles.tickerTrack}>
          {row(false)}
          {!reducedMotion && row(true)}
        </div>
      </div>
      {!reducedMotion && <PlayPauseButton className={styles.control} paused={stopped} onToggle={() => setStopped((s) => !s)} locale={locale} />}
    </div>
  );
}
