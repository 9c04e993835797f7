// A video slide as the page first draws it: the device's poster in the
// slide's box. The player (VideoPlayer, its playback rules) is imported when
// the shopper first reaches the slide, and draws the same poster in the same
// box, so nothing moves when it arrives; once there it stays for the product.
// If it cannot be fetched, the poster stays (logged only, as a refused
// autoplay is).
import { Suspense, useState } from 'react';
import { lazyPart } from '../gallery/lazyPart';
import type { VideoSlide as VideoSlideData } from '../gallery/slides';
import { useIsDesktop } from '../gallery/useIsDesktop';
import { videoPoster } from './sources';
import styles from './video.module.css';

const VideoPlayer = lazyPart('video', () => import('./VideoPlayer').then((m) => m.VideoPlayer), VideoPoster);

export interface VideoSlideProps {
  slide: VideoSlideData;
  /** The slide is the carousel's active one. */
  reached: boolean;
}

export function VideoSlide({ slide, reached }: VideoSlideProps) {
  const [wanted, setWanted] = useState(reached);
  // Set while rendering, so the import starts in the render that reaches the slide.
  if (reached && !wanted) setWanted(true);
  const poster = <VideoPoster slide={slide} />;
  if (!wanted) return poster;
  return (
    <Suspense fallback={poster}>
      <VideoPlayer slide={slide} />
    </Suspense>
  );
}

function VideoPoster({ slide }: { slide: VideoSlideData }) {
  const src = videoPoster(slide.video, useIsDesktop() ? 'desktop' : 'mobile');
  if (!src) return <div className={styles.video} role="img" aria-label={slide.label} />;
  return <img className={styles.video} src={src} alt={slide.label} loading={slide.loading} decoding="async" />;
}
