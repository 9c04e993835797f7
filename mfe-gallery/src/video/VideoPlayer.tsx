// The video slide's player: the device's sources and poster (desktop 720p,
// mobile 480p), the media's flags, 720x1080 unless it says otherwise. Imported
// by VideoSlide once the slide is reached, so a product page without a video
// (most of them) never downloads it.
import { useRef } from 'react';
import type { VideoSlide as VideoSlideData } from '../gallery/slides';
import { useIsDesktop } from '../gallery/useIsDesktop';
import { usePlayback } from './usePlayback';
import { videoPlayback, videoSize } from './playback';
import { videoPoster, videoSources } from './sources';
import styles from './video.module.css';

export function VideoPlayer({ slide }: { slide: VideoSlideData }) {
  const device = useIsDesktop() ? 'desktop' : 'mobile';
  const ref = useRef<HTMLVideoElement>(null);
  const sources = videoSources(slide.video, device);
  const playback = videoPlayback(slide.video);
  const { width, height } = videoSize(slide.video);
  const sourceKey = `${device}:${sources.map((s) => s.src).join(' ')}`;
  usePlayback(ref, playback, sourceKey);

  return (
    // The product videos have no speech (muted unless the media has sound)
    // and no caption track in the data.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      // New sources need a new element: a <video> does not reload when its <source>s change.
      key={sourceKey}
      ref={ref}
      className={styles.video}
      aria-label={slide.label}
      poster={videoPoster(slide.video, device) ?? undefined}
      width={width}
      height={height}
      muted={playback.muted}
      loop={playback.loop}
      controls={playback.controls}
      playsInline
      preload={slide.loading === 'lazy' ? 'none' : 'metadata'}
    >
      {sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
