// Starts and stops a video: autoplay on mount, or scroll-to-play (plays from
// half visible, pauses below; spec 1 §4, §9). A refused play() (autoplay
// policy, missing source) is only logged (spec 1 §8).
import { useEffect, type RefObject } from 'react';
import { SCROLL_TO_PLAY_THRESHOLD, shouldPlayAt, type VideoPlayback } from './playback';

function play(video: HTMLVideoElement): void {
  try {
    const started = video.play() as Promise<void> | undefined;
    started?.catch((error: unknown) => console.warn(`[gallery/video] autoplay failed: ${error instanceof Error ? error.message : String(error)}`));
  } catch (error) {
    console.warn(`[gallery/video] autoplay failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function usePlayback(ref: RefObject<HTMLVideoElement | null>, { autoplay, muted, scrollToPlay }: VideoPlayback, sourceKey: string): void {
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // The property, not only the attribute, decides whether autoplay is allowed.
    video.muted = muted;
    if (scrollToPlay && typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1];
          if (!entry) return;
          if (shouldPlayAt(entry.intersectionRatio)) play(video);
          else video.pause();
        },
        { threshold: SCROLL_TO_PLAY_THRESHOLD },
      );
      observer.observe(video);
      return () => observer.disconnect();
    }
    if (autoplay) play(video);
    return undefined;
  }, [ref, autoplay, muted, scrollToPlay, sourceKey]);
}
