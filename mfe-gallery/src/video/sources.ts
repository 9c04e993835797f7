// Video media rules (spec 1 §3, §9): the source URL is the device's base URL
// plus the encoding profile name; desktop plays the 720p profiles, mobile the
// 480p ones; posters per device; 720x1080 unless the media says otherwise.
import type { VideoMedia } from '@storefront/shared-contracts';
import { safeUrl } from '../common/safeUrl';

export type Device = 'desktop' | 'mobile';

export const DEFAULT_VIDEO_SIZE = { width: 720, height: 1080 } as const;

export interface VideoSourceChoice {
  src: string;
  type: 'video/webm' | 'video/mp4';
}

const PROFILE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const byDevice = (value: unknown): value is { desktop: unknown; mobile: unknown } => isRecord(value) && 'desktop' in value && 'mobile' in value;

/** The product's video media when it is usable: a base URL and a profile for some device. Else null. */
export function readVideoMedia(value: unknown): VideoMedia | null {
  if (!isRecord(value) || !byDevice(value.mp4Profiles) || !byDevice(value.webmProfiles)) return null;
  const video = value as unknown as VideoMedia;
  return videoSources(video, 'desktop').length > 0 || videoSources(video, 'mobile').length > 0 ? video : null;
}

/**
 * The sources for a device, WebM first (smaller; browsers take the first they
 * can play), then MP4. A profile or base URL that is not safe is left out.
 */
export function videoSources(video: VideoMedia, device: Device): VideoSourceChoice[] {
  const base = safeUrl(device === 'desktop' ? video.desktopBaseUrl : video.mobileBaseUrl);
  if (!base) return [];
  const choices: Array<[unknown, VideoSourceChoice['type']]> = [
    [video.webmProfiles?.[device], 'video/webm'],
    [video.mp4Profiles?.[device], 'video/mp4'],
  ];
  return choices
    .filter((choice): choice is [string, VideoSourceChoice['type']] => typeof choice[0] === 'string' && PROFILE_NAME.test(choice[0]))
    .map(([profile, type]) => ({ src: `${base}${profile}`, type }));
}

export function videoPoster(video: VideoMedia, device: Device): string | null {
  return safeUrl(video.posters?.[device]);
}

export function videoSize(video: VideoMedia): { width: number; height: number } {
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
  return ok(video.width) && ok(video.height) ? { width: video.width, height: video.height } : DEFAULT_VIDEO_SIZE;
}

export interface VideoPlayback {
  /** Starts by itself: on mount, or when half visible with scroll-to-play. */
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
