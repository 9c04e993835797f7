// A customer photo's thumbnail button (reviews' photo strip and slider, the
// user-generated-content gallery): named by its image's text.
import { imageUrl } from '@storefront/shared-contracts';
import styles from './photos.module.css';

export const THUMBNAIL_WIDTH = 160;

export interface PhotoThumbProps {
  url: string;
  /** The image's text, which names the button. */
  alt: string;
  onClick(): void;
  /** Loads what the button opens before it is wanted (hover, focus). */
  onIntent?: (() => void) | undefined;
  current?: boolean;
  /** 'strip' (80 px square) or 'fill' (the width of its slide or cell). */
  size?: 'strip' | 'fill';
}

export function PhotoThumb({ url, alt, onClick, onIntent, current, size = 'strip' }: PhotoThumbProps) {
  return (
    <button type="button" className={size === 'fill' ? `${styles.thumbButton} ${styles.fillButton}` : styles.thumbButton} aria-current={current ? 'true' : undefined} onClick={onClick} onPointerEnter={onIntent} onFocus={onIntent}>
      <img className={size === 'fill' ? styles.fillThumb : styles.thumb} src={imageUrl(url, THUMBNAIL_WIDTH)} alt={alt} width={80} height={80} loading="lazy" decoding="async" />
    </button>
  );
}
