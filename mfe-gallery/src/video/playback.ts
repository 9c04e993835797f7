// The video player's rules (spec 1 §4, §9): 720x1080 unless the media says
// otherwise, the playback flags, scroll-to-play from half visible. Only the
// player (VideoPlayer, usePlayback) reads them, so they load with it.
import type { VideoMedia } from '@storefront/shared-contracts';

export const DEFAULT_VIDEO_SIZE = { width: 720, height: 1080 } as const;

export function videoSize(video: VideoMedia): { width: number; height: number } {
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
  return ok(video.width) && ok(video.height) ? { width: video.width, height: video.height } : DEFAULT_VIDEO_SIZE;
}

export interface VideoPlayback {
  /** Starts by itself: once the player is there (the slide first reached), or when half visible with scroll-to-play. */
  autoplay: boolean;
  muted: boolean;
  controls: boolean;
  loop: boolean;
  scrollToPlay: boolean;
}

/** The flags; muted unless the media asks for sound. */
export function videoPlayback(video: VideoMedia): VideoPlayback {
  return {
    autoplay: video.autoplay === true,
    muted: video.sound !== true,
    controls: video.controls === true,
    loop: video.loop === true,
    scrollToPlay: video.scrollToPlay === true,
  };
}

/** Scroll-to-play: play from half visible, pause below. */
export const SCROLL_TO_PLAY_THRESHOLD = 0.5;

export function shouldPlayAt(visibleRatio: number): boolean {
  return visibleRatio >= SCROLL_TO_PLAY_THRESHOLD;
}
