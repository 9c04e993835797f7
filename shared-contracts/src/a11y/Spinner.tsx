// The one loading indicator every remote can show while something it asked
// for is on its way: an indeterminate progressbar named by the caller (so a
// screen reader says what is loading), drawn as an SVG that turns with SMIL,
// so no remote needs a stylesheet or keyframes for it. It stands still where
// the shopper prefers reduced motion. Without a label it is only a picture,
// hidden from assistive technology, for a button or message whose own words
// already say what is happening ("Adding…").
import type { CSSProperties } from 'react';
import { matchesMedia } from '../media/mediaQuery';

export const SPINNER_REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const prefersReducedMotion = () => matchesMedia(SPINNER_REDUCED_MOTION_QUERY);

export interface SpinnerProps {
  /** What is loading, e.g. "Loading product": the progressbar's accessible name. None: decorative. */
  label?: string;
  /** Width and height in px; 24 by default. */
  size?: number;
  className?: string;
}

export function Spinner({ label, size = 24, className }: SpinnerProps) {
  const box: CSSProperties = { display: 'inline-block', width: size, height: size, lineHeight: 0 };
  return (
    <span {...(label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true })} className={className} style={box}>
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
        <path d="M12 2a10 10 0 0 1 10 10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          {!prefersReducedMotion() && <animateTransform attributeName="transform" type="rotate" from="0 12 12" to="360 12 12" dur="0.8s" repeatCount="indefinite" />}
        </path>
      </svg>
    </span>
  );
}
