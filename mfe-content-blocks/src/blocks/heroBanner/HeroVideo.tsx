// A hero video: muted, inline, looping autoplay with its poster (none where
// the shopper prefers reduced motion), a pause / play button (WCAG 2.2.2);
// a failed autoplay is only logged (spec 3 §8).
import { useEffect, useRef, useState } from 'react';
import { safeUrl } from '@storefront/shared-contracts';
import type { Locale } from '@storefront/shared-contracts/i18n';
import { MOBILE_QUERY, matchesMedia, REDUCED_MOTION_QUERY } from '../../kit/common/media';
import { PlayPauseButton } from '../../kit/common/PlayPauseButton';
import { heroI18n } from './i18n/i18n';
import styles from './heroBanner.module.css';

export interface HeroVideoProps {
  video: { desktopSrc: string; mobileSrc?: string | undefined; poster?: string | undefined };
  loading: 'eager' | 'lazy';
  locale: Locale;
}

export function HeroVideo({ video, loading, locale }: HeroVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(() => matchesMedia(REDUCED_MOTION_QUERY));
  const desktop = safeUrl(video.desktopSrc);
  const mobile = safeUrl(video.mobileSrc);
  const poster = safeUrl(video.poster) ?? undefined;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.muted = true;
    if (paused) {
      element.pause?.();
      return;
    }
    try {
      const playing = element.play?.();
      playing?.catch((error: unknown) => console.warn(`[contentBlocks/heroBanner] video autoplay failed: ${error instanceof Error ? error.message : String(error)}`));
    } catch (error) {
      console.warn(`[contentBlocks/heroBanner] video autoplay failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, [paused]);

  if (!desktop) return null;
  // One source chosen when drawn (media on <source> in <video> is not read everywhere).
  const src = mobile && matchesMedia(MOBILE_QUERY) ? mobile : desktop;
  return (
    <>
      <video ref={ref} className={styles.video} src={src} poster={poster} muted playsInline loop preload={loading === 'eager' ? 'auto' : 'metadata'} aria-hidden="true" tabIndex={-1} />
      <PlayPauseButton className={styles.videoToggle} paused={paused} onToggle={() => setPaused((p) => !p)} locale={locale} name={heroI18n(locale).t('video')} />
    </>
  );
}
