// Desktop click zoom (spec 1 §4, §9): a click toggles 3x zoom with a 0.3 s
// transition, anchored where the pointer is and following it; leaving the
// image turns it off. Touch clicks are passed on (the zoom modal).
import { useRef, useState, type MouseEvent } from 'react';
import type { ImageSlide } from '../gallery/slides';
import { SlideImage } from '../gallery/SlideImage';
import { CLICK_ZOOM_SCALE, CLICK_ZOOM_TRANSITION_MS, imageQuality, zoomOrigin } from './rules';
import styles from './zoom.module.css';

/** A zoomed image is drawn three times its box: ask the largest width. */
const ZOOMED_SIZES = '1280px';

export interface ZoomableImageProps {
  slide: ImageSlide;
  ratio: number;
  zoomed: boolean;
  /** A click on the image, with the kind of pointer that made it. */
  onImageClick(pointerType: string): void;
  onLeave(): void;
}

export function ZoomableImage({ slide, ratio, zoomed, onImageClick, onLeave }: ZoomableImageProps) {
  const frame = useRef<HTMLDivElement>(null);
  // The click event's own pointerType is not reliable across browsers: keep
  // the one of the press that led to it.
  const pointerType = useRef('mouse');
  const [origin, setOrigin] = useState({ x: 50, y: 50 });

  const follow = (event: MouseEvent) => {
    if (frame.current) setOrigin(zoomOrigin({ x: event.clientX, y: event.clientY }, frame.current.getBoundingClientRect()));
  };

  return (
    // The image is the mouse's shortcut; the gallery's Zoom button is the
    // keyboard's way to the same action.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={frame}
      className={styles.frame}
      data-zoomed={zoomed || undefined}
      onPointerDown={(event) => {
        pointerType.current = event.pointerType || 'mouse';
      }}
      onClick={(event) => {
        follow(event);
        onImageClick(pointerType.current);
      }}
      onMouseMove={zoomed ? follow : undefined}
      onMouseLeave={onLeave}
    >
      <SlideImage
        slide={slide}
        ratio={ratio}
        quality={imageQuality(zoomed)}
        sizes={zoomed ? ZOOMED_SIZES : undefined}
        style={{
          transform: zoomed ? `scale(${CLICK_ZOOM_SCALE})` : 'none',
          transformOrigin: `${origin.x}% ${origin.y}%`,
          transition: `transform ${CLICK_ZOOM_TRANSITION_MS}ms ease`,
        }}
      />
    </div>
  );
}
