// Desktop thumbnail strip: 100 px wide, up/down arrows move it 300 px (spec 1 §2, §9).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { GallerySlide } from './slides';
import { videoPoster } from '../video/sources';
import { THUMBNAIL_WIDTH, heightFor, imageUrl } from './images';
import styles from './gallery.module.css';

export const THUMBNAIL_SCROLL_STEP = 300;

export interface ThumbnailsProps {
  slides: GallerySlide[];
  active: number;
  ratio: number;
  onSelect(index: number): void;
}

export function Thumbnails({ slides, active, ratio, onSelect }: ThumbnailsProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const [scroll, setScroll] = useState({ up: false, down: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const up = list.scrollTop > 0;
    const down = list.scrollTop + list.clientHeight < list.scrollHeight - 1;
    setScroll((s) => (s.up === up && s.down === down ? s : { up, down }));
  }, []);

  // The observer's first report comes after the browser's own layout, so
  // mounting the strip never forces one (a whole new page's layout, in the
  // commit's task).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, slides.length]);

  // Keep the active thumbnail in view inside the strip only: scrollIntoView
  // would scroll the whole page as well. A new strip already shows the first.
  const shown = useRef(0);
  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[active] as HTMLElement | undefined;
    if (!list || !item || shown.current === active) return;
    shown.current = active;
    if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
    measure();
  }, [active, measure]);

  const scrollBy = (delta: number) => {
    const list = listRef.current;
    if (!list) return;
    if (typeof list.scrollBy === 'function') list.scrollBy({ top: delta, behavior: 'smooth' });
    else list.scrollTop += delta;
    measure();
  };

  const overflows = scroll.up || scroll.down;

  return (
    <div className={styles.thumbnails}>
      {overflows && (
        <button type="button" className={styles.thumbnailArrow} aria-label={t('gallery.thumbnailsUp')} disabled={!scroll.up} onClick={() => scrollBy(-THUMBNAIL_SCROLL_STEP)}>
          <Chevron direction="up" />
        </button>
      )}
      <ul ref={listRef} className={styles.thumbnailList} aria-label={t('gallery.thumbnails')} onScroll={measure}>
        {slides.map((slide, index) => (
          <li key={slide.key}>
            <button
              type="button"
              className={styles.thumbnail}
              aria-label={slide.kind === 'image' ? t('gallery.showImage', { n: slide.number }) : t('media.showVideo')}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => onSelect(index)}
            >
              <img src={thumbnailUrl(slide) ?? undefined} alt="" loading="lazy" width={100} height={heightFor(100, ratio)} draggable={false} />
              {slide.kind === 'video' && <PlayIcon />}
            </button>
          </li>
        ))}
      </ul>
      {overflows && (
        <button type="button" className={styles.thumbnailArrow} aria-label={t('gallery.thumbnailsDown')} disabled={!scroll.down} onClick={() => scrollBy(THUMBNAIL_SCROLL_STEP)}>
          <Chevron direction="down" />
        </button>
      )}
    </div>
  );
}

export function Chevron({ direction }: { direction: 'up' | 'down' | 'left' | 'right' }) {
  const rotation = { up: 0, right: 90, down: 180, left: 270 }[direction];
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" style={{ transform: `rotate(${rotation}deg)` }}>
      <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** An image's small width; a video's desktop poster (already sized by the media). */
function thumbnailUrl(slide: GallerySlide): string | null {
  return slide.kind === 'image' ? imageUrl(slide.url, THUMBNAIL_WIDTH) : videoPoster(slide.video, 'desktop');
}

function PlayIcon() {
  return (
    <svg className={styles.playIcon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="rgb(0 0 0 / 55%)" />
      <path d="M10 8l6 4-6 4z" fill="#fff" />
    </svg>
  );
}
