// Stars drawn by CSS over a rating out of 5, read as one image ("Rated 4.6 out of 5").
import type { CSSProperties } from 'react';
import styles from './reviews.module.css';

export function Stars({ rating, label, large = false }: { rating: number; label: string; large?: boolean }) {
  const fill = Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0)) / 5;
  return <span role="img" aria-label={label} className={large ? `${styles.stars} ${styles.starsLarge}` : styles.stars} style={{ '--sf-reviews-fill': `${fill * 100}%` } as CSSProperties} />;
}
