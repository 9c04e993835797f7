// One USP message: icon, label (a link when it has a safe href; a new tab
// gets rel="noopener noreferrer"), second label, countdown, and a dropdown
// (a disclosure button named by the label over the dropdown title and copy).
import { useId } from 'react';
import { safeUrl } from '@storefront/shared-contracts';
import type { Locale } from '@storefront/shared-contracts/i18n';
import { CountdownTimer } from '../countdownBanner/CountdownTimer';
import { TextLines } from '../text/TextLines';
import { relFor } from './rules';
import styles from './uspBanner.module.css';

export interface UspItemValue {
  label: string;
  label2?: string;
  href?: string;
  target?: '_self' | '_blank';
  image?: string;
  countdownDate?: string;
  dropdownTitle?: string;
  dropdownCopy?: string;
}

export const hasDropdown = (item: UspItemValue) => Boolean(item.dropdownTitle || item.dropdownCopy);

interface Props {
  item: UspItemValue;
  locale: Locale;
  loading: 'eager' | 'lazy';
  /** A copy for the ticker's loop: hidden from assistive technology and out of the tab order. */
  copy?: boolean;
  dropdownOpen?: boolean;
  onToggleDropdown?: () => void;
}

export function UspItem({ item, locale, loading, copy = false, dropdownOpen = false, onToggleDropdown }: Props) {
  const panelId = useId();
  const href = safeUrl(item.href);
  const icon = safeUrl(item.image);
  const dropdown = hasDropdown(item) && !copy;
  const label = dropdown ? (
    <button type="button" className={styles.dropdownButton} aria-expanded={dropdownOpen} aria-controls={panelId} onClick={onToggleDropdown}>
      {item.label}
      <span aria-hidden="true" className={styles.chevron}>{dropdownOpen ? '▴' : '▾'}</span>
    </button>
  ) : href ? (
    <a className={styles.link} href={href} target={item.target} rel={relFor(item.target)} tabIndex={copy ? -1 : undefined}>
      {item.label}
    </a>
  ) : (
    <span className={styles.label}>{item.label}</span>
  );
  return (
    <div className={styles.message}>
      {icon && <img className={styles.icon} src={icon} alt="" width={20} height={20} loading={loading} decoding="async" />}
      {label}
      {item.label2 && <span className={styles.label2}>{item.label2}</span>}
      {item.countdownDate && !copy && <CountdownTimer endTime={item.countdownDate} locale={locale} compact className={styles.countdown} />}
      {dropdown && (
        <div id={panelId} className={styles.panel} hidden={!dropdownOpen}>
          {item.dropdownTitle && <p className={styles.panelTitle}>{item.dropdownTitle}</p>}
          {item.dropdownCopy && <TextLines text={item.dropdownCopy} className={styles.panelCopy} />}
          {href && (
            <a className={styles.link} href={href} target={item.target} rel={relFor(item.target)}>
              {item.label}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
