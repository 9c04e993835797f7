// The customer photo strip (spec 2 §9): 2 thumbnails on a phone, 3 on a
// desktop, and a '+N' tile for the rest; each opens the photo modal there.
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { PhotoThumb } from '../customer-photos/PhotoThumb';
import { photoStrip, type PhotoEntry } from './rules';
import { useIsDesktop } from './useIsDesktop';
import styles from './reviews.module.css';

export { THUMBNAIL_WIDTH } from '../customer-photos/PhotoThumb';

export interface PhotoStripProps {
  photos: PhotoEntry[] | undefined;
  loading: boolean;
  onOpen(index: number): void;
  /** Loads the modal's code before it is wanted (hover, focus). */
  onIntent?(): void;
}

export function PhotoStrip({ photos, loading, onOpen, onIntent }: PhotoStripProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  if (loading) {
    return (
      <div className={styles.strip} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <span key={i} className={`${styles.skeleton} ${styles.thumb}`} />
        ))}
      </div>
    );
  }
  if (!photos || photos.length === 0) return null;
  const { thumbnails, more } = photoStrip(photos.length, desktop);
  return (
    <div className={styles.photos}>
      <h3 className={styles.subheading}>{t('photos.title')}</h3>
      <ul className={styles.strip}>
        {photos.slice(0, thumbnails).map((entry, index) => (
          <li key={entry.photo.id ?? index}>
            <PhotoThumb url={entry.url} alt={t('photos.photo', { n: index + 1, total: photos.length })} onClick={() => onOpen(index)} onIntent={onIntent} />
          </li>
        ))}
        {more > 0 && (
          <li>
            <button type="button" className={`${styles.thumbButton} ${styles.moreTile}`} onClick={() => onOpen(thumbnails)} onPointerEnter={onIntent} onFocus={onIntent}>
              +{more}
              <VisuallyHidden> {t('photos.more')}</VisuallyHidden>
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
