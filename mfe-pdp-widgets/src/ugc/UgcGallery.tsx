// The user-generated-content gallery (spec 2 §2: after recently viewed):
// customers' photos of this product, from the reviews' photo call (shared
// with the reviews block's strip: one request for both), as a grid of
// thumbnails (4 on a phone, 8 on a desktop, then '+N'), each opening the
// viewer: a modal dialog named "Customer photos" (focus kept inside, Escape
// and Close shut it, focus goes back), previous / next and the arrow keys,
// the caption and the photographer's name as text. Nothing while loading,
// when there are no photos, or when the call fails (logged).
import { useId, useState } from 'react';
import type { Product } from '@storefront/shared-contracts';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { PhotoThumb } from '../customer-photos/PhotoThumb';
import { useCustomerPhotos } from '../customer-photos/useCustomerPhotos';
import { useIsDesktop } from '../reviews/useIsDesktop';
import { ugcI18n } from './i18n/i18n';
import { ugcSku, ugcStrip } from './rules';
import { UgcViewer } from './UgcViewer';
import styles from './ugc.module.css';

const logFailure = (error: unknown) => console.error(`[pdpWidgets/ugc] customer photos unavailable: ${error instanceof Error ? error.message : String(error)}`);

export interface UgcGalleryProps {
  product: Pick<Product, 'variants' | 'reviewStats'>;
  locale: string;
}

/** Needs the reviews namespace above it (ReviewsI18n) for the words it shares with the reviews block. */
export function UgcGallery({ product, locale }: UgcGalleryProps) {
  const { t: shared } = useTranslation();
  const { t } = ugcI18n(locale);
  const headingId = useId();
  const desktop = useIsDesktop();
  const { photos } = useCustomerPhotos(ugcSku(product), logFailure);
  const [open, setOpen] = useState<{ index: number; opener: HTMLElement | null } | null>(null);
  if (!photos || photos.length === 0) return null;
  const total = photos.length;
  const { thumbnails, more } = ugcStrip(total, desktop);
  const openAt = (index: number) => setOpen({ index, opener: document.activeElement instanceof HTMLElement ? document.activeElement : null });

  return (
    <section aria-labelledby={headingId} className={styles.ugc}>
      <h2 id={headingId} className={styles.heading}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <ul className={styles.grid}>
        {photos.slice(0, thumbnails).map((entry, index) => (
          <li key={`${entry.review.id}-${entry.photo.id ?? index}`}>
            <PhotoThumb url={entry.url} alt={shared('photos.photo', { n: index + 1, total })} onClick={() => openAt(index)} size="fill" />
          </li>
        ))}
        {more > 0 && (
          <li>
            <button type="button" className={styles.moreTile} onClick={() => openAt(thumbnails)}>
              +{more}
              <VisuallyHidden> {shared('photos.more')}</VisuallyHidden>
            </button>
          </li>
        )}
      </ul>
      {open && <UgcViewer photos={photos} start={Math.min(open.index, total - 1)} locale={locale} onClose={() => setOpen(null)} returnFocusTo={open.opener} />}
    </section>
  );
}
