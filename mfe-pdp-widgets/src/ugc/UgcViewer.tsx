// The user-generated-content viewer: the reviews' modal dialog with the
// shared one-photo-at-a-time stepper; under the photo its caption and who
// took it, as text.
import { useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { PhotoStepper } from '../customer-photos/PhotoStepper';
import { ReviewsDialog } from '../reviews/ReviewsDialog';
import type { PhotoEntry } from '../reviews/rules';
import { ugcI18n } from './i18n/i18n';
import { captionOf, photographerOf } from './rules';
import styles from './ugc.module.css';

export interface UgcViewerProps {
  photos: PhotoEntry[];
  start: number;
  locale: string;
  onClose(): void;
  returnFocusTo?: HTMLElement | null;
}

export function UgcViewer({ photos, start, locale, onClose, returnFocusTo }: UgcViewerProps) {
  const { t: shared } = useTranslation();
  const { t } = ugcI18n(locale);
  const [active, setActive] = useState(start);
  const total = photos.length;
  const entry = photos[active]!;
  const caption = captionOf(entry);
  const by = photographerOf(entry);
  return (
    <ReviewsDialog title={shared('modal.title')} onClose={onClose} returnFocusTo={returnFocusTo ?? null} wide>
      <PhotoStepper
        photos={photos}
        active={active}
        onChange={setActive}
        alt={(index) => shared('photos.photo', { n: index + 1, total })}
        labels={{ previous: shared('modal.previous'), next: shared('modal.next'), position: shared('modal.position', { n: active + 1, total }) }}
        caption={
          caption || by ? (
            <>
              {caption && <span className={styles.caption}>{caption}</span>}
              {by && <span className={styles.by}>{t('photoBy', { name: by })}</span>}
            </>
          ) : null
        }
      />
    </ReviewsDialog>
  );
}
