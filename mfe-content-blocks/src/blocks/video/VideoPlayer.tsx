// The video player of the video and media-hub video blocks: the device's
// source at its quality in an aspect-ratio box (no layout shift), poster,
// loop, controls, sound; autoplay (muted) on mount, or scroll-to-play (plays
// from half visible, pauses below). A refused play() is only logged (spec 3
// §8). Without native controls, a video that starts by itself gets a
// Pause/Play button (WCAG 2.2.2). Reduced motion: nothing starts by itself.
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { safeUrl } from '@storefront/shared-contracts';
import type { Locale } from '@storefront/shared-contracts/i18n';
import { PlayPauseButton } from '../../kit/common/PlayPauseButton';
import { useIsMobile, useReducedMotion } from '../../kit/common/media';
import { aspectRatioValue, playback, qualityFor, SCROLL_TO_PLAY_THRESHOLD, shouldPlayAt, sourceFor, videoSources, type AspectRatio, type Quality } from './rules';
import styles from './video.module.css';

export interface VideoPlayerProps {
  title: string;
  desktopSrc: string;
  mobileSrc?: string;
  poster?: string;
  /** WebVTT captions in the page's language. */
  captionsSrc?: string;
  aspectRatio?: AspectRatio;
  loop?: boolean;
  autoplay?: boolean;
  controls?: boolean;
  sound?: boolean;
  scrollToPlay?: boolean;
  quality?: Partial<Record<'desktop' | 'mobile', Quality>>;
  loading: 'eager' | 'lazy';
  locale: Locale;
}

function logRefused(title: string) {
  return (error: unknown) => console.warn(`[contentBlocks/video] "${title}" could not start playing: ${String(error)}`);
}

export function VideoPlayer(props: VideoPlayerProps) {
  const { title, aspectRatio = '16:9', loading, locale } = props;
  const isMobile = useIsMobile();
  const reducedMotion = useReducedMotion();
  const device = isMobile ? 'mobile' : 'desktop';
  const sources = videoSources(sourceFor(device, props.desktopSrc, props.mobileSrc), qualityFor(device, props.quality));
  const flags = playback(props, reducedMotion);
  const poster = safeUrl(props.poster) ?? undefined;
  const captions = safeUrl(props.captionsSrc);
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const sourceKey = sources.map((s) => s.src).join(' ');

  const play = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    try {
      const started = video.play();
      if (started && typeof started.catch === 'function') started.catch(logRefused(title));
    } catch (error) {
      logRefused(title)(error);
    }
  }, [title]);

  // Autoplay: started here, muted, so a refusal can be caught and logged.
  useEffect(() => {
    if (flags.autoplay) play();
  }, [flags.autoplay, play, sourceKey]);

  // Scroll-to-play: plays from half visible, pauses below.
  useEffect(() => {
    const video = ref.current;
    if (!flags.scrollToPlay || !video || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (shouldPlayAt(entry.intersectionRatio)) play();
          else video.pause();
        }
      },
      { threshold: SCROLL_TO_PLAY_THRESHOLD },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [flags.scrollToPlay, play, sourceKey]);

  if (sources.length === 0) return null;
  const startsItself = flags.autoplay || flags.scrollToPlay;
  const style = { aspectRatio: aspectRatioValue(aspectRatio) } as CSSProperties;
  return (
    <div className={styles.box} style={style} data-aspect-ratio={aspectRatio}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- its captions track is below, drawn when the editor gives captions (captionsSrc) */}
      <video
        key={sourceKey}
        ref={ref}
        className={styles.video}
        aria-label={title}
        poster={poster}
        muted={flags.muted}
        loop={flags.loop}
        controls={flags.controls}
        playsInline
        preload={startsItself || loading === 'eager' ? 'metadata' : 'none'}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {captions ? <track kind="captions" src={captions} srcLang={locale} label={locale} default /> : null}
      </video>
      {!flags.controls && (
        <PlayPauseButton
          className={styles.control}
          paused={!playing}
          locale={locale}
          name={title}
          onToggle={() => {
            const video = ref.current;
            if (!video) return;
            if (playing) video.pause();
            else play();
          }}
        />
      )}
    </div>
  );
}
