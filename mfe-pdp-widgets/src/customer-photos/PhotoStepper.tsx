// One customer photo at a time, large, with previous / next buttons, its
// position announced, and the left / right arrow keys stepping while it is
// shown (it lives in a modal dialog: nothing else takes those keys then,
// outside a text field). Used by the reviews' photo modal and the
// user-generated-content viewer. What goes under the photo (a caption) is
// the caller's, shown as text.
import { useEffect, useRef, type ReactNode } from 'react';
import { imageUrl } from '@storefront/shared-contracts';
import type { PhotoEntry } from '../reviews/rules';
import styles from './photos.module.css';

export const PHOTO_WIDTH = 960;

export interface PhotoStepperProps {
  photos: PhotoEntry[];
  active: number;
  onChange(index: number): void;
  /** The text of photo `index`. */
  alt(index: number): string;
  labels: { previous: string; next: string; position: string };
  /** Under the photo, in a figcaption. */
  caption?: ReactNode;
}

export function PhotoStepper({ photos, active, onChange, alt, labels, caption }: PhotoStepperProps) {
  const total = photos.length;
  const step = (by: -1 | 1) => {
    const next = active + by;
    if (next >= 0 && next < total) onChange(next);
  };
  const latestStep = useRef(step);
  useEffect(() => {
    latestStep.current = step;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest?.('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'ArrowLeft') latestStep.current(-1);
      else if (event.key === 'ArrowRight') latestStep.current(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const entry = photos[Math.min(Math.max(active, 0), total - 1)];
  if (!entry) return null;
  return (
    <figure className={styles.figure}>
      <img key={entry.url} className={styles.photo} src={imageUrl(entry.url, PHOTO_WIDTH)} alt={alt(active)} width={480} height={480} decoding="async" />
      {caption !== undefined && caption !== null && <figcaption className={styles.caption}>{caption}</figcaption>}
      <div className={styles.nav}>
        <button type="button" className={styles.navButton} disabled={active === 0} onClick={() => step(-1)}>
          {labels.previous}
        </button>
        <span aria-live="polite">{labels.position}</span>
        <button type="button" className={styles.navButton} disabled={active === total - 1} onClick={() => step(1)}>
          {labels.next}
        </button>
      </div>
    </figure>
  );
}
