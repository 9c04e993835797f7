// Video media rules (spec 1 §3, §9): whether a product has a usable video, its
// sources (the device's base URL plus the encoding profile name; desktop plays
// the 720p profiles, mobile the 480p ones) and its poster per device. These
// decide and draw the slide at page load; the player's own rules are in
// playback.ts, which arrives with the player.
import { isRecord, type VideoMedia } from '@storefront/shared-contracts';
import { safeUrl } from '../common/safeUrl';

export type Device = 'desktop' | 'mobile';

export interface VideoSourceChoice {
  src: string;
  type: 'video/webm' | 'video/mp4';
}

const PROFILE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

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
