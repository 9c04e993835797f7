// The pause control every auto-moving block offers (WCAG 2.2.2): a button
// named Pause or Play (with what it controls, when given).
import { visuallyHiddenStyle } from '@storefront/shared-contracts/a11y';
import type { Locale } from '@storefront/shared-contracts/i18n';
import { blockLabels } from './i18n/i18n';

export function PlayPauseButton({ paused, onToggle, locale, name, className }: { paused: boolean; onToggle: () => void; locale: Locale; name?: string; className?: string }) {
  const { t } = blockLabels(locale);
  const label = name ? t(paused ? 'playNamed' : 'pauseNamed', { name }) : t(paused ? 'play' : 'pause');
  return (
    <button type="button" className={className} onClick={onToggle}>
      <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      <span style={visuallyHiddenStyle}>{label}</span>
    </button>
  );
}
