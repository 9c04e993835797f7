// Video block rules (spec 3 §3, §9): the source per device (mobile below
// 768 px), its quality (1080 on desktop, 720 on mobile by default), the
// aspect-ratio box and scroll-to-play at 50 % visibility.
//
// Quality: the local video service (api/src/media, the same addresses the
// gallery's product videos use: /media/video/{productKey}/{profile}) serves
// fixed encoding profiles, not a quality parameter, so for its addresses the
// profile is chosen: the 720p profiles are 1080 px high (quality 1080), the
// 480p ones 720 px high (quality 720); a base address (ending in /) gets WebM
// then MP4. Any other address gets `?quality=` added.
import { safeUrl } from '@storefront/shared-contracts';

export type Quality = 1080 | 720;
export type Device = 'desktop' | 'mobile';
export type AspectRatio = '2:3' | '1:1' | '4:5' | '9:16' | '16:9' | '21:9';

export const DEFAULT_QUALITY: Readonly<Record<Device, Quality>> = { desktop: 1080, mobile: 720 };
export const SCROLL_TO_PLAY_THRESHOLD = 0.5;

/** The CSS aspect-ratio of the box, e.g. "16 / 9". */
export function aspectRatioValue(ratio: AspectRatio): string {
  const [w, h] = ratio.split(':');
  return `${w} / ${h}`;
}

export function qualityFor(device: Device, chosen?: Partial<Record<Device, Quality>>): Quality {
  return chosen?.[device] ?? DEFAULT_QUALITY[device];
}

export interface VideoSourceChoice {
  src: string;
  type?: 'video/webm' | 'video/mp4';
}

const LOCAL_VIDEO = /^(\/media\/video\/[^/?#]+\/)([A-Za-z0-9_-]*)$/;
const LOCAL_PROFILES: Record<Quality, { webm: string; mp4: string }> = {
  1080: { webm: 'webm_720p', mp4: 'mp4_720p_no_audio' },
  720: { webm: 'webm_480p', mp4: 'mp4_480p' },
};

/** The sources to offer for an editor's address at a quality; none when the address is not safe. */
export function videoSources(address: string | undefined, quality: Quality): VideoSourceChoice[] {
  const safe = safeUrl(address);
  if (!safe) return [];
  const relative = safe.startsWith('/');
  const url = new URL(safe, 'http://relative.invalid');
  const local = relative && !url.search && !url.hash ? LOCAL_VIDEO.exec(url.pathname) : null;
  if (local) {
    const [, base, profile] = local as unknown as [string, string, string];
    const wanted = LOCAL_PROFILES[quality];
    if (profile.startsWith('webm')) return [{ src: `${base}${wanted.webm}`, type: 'video/webm' }];
    if (profile.startsWith('mp4')) return [{ src: `${base}${wanted.mp4}`, type: 'video/mp4' }];
    return [
      { src: `${base}${wanted.webm}`, type: 'video/webm' },
      { src: `${base}${wanted.mp4}`, type: 'video/mp4' },
    ];
  }
  url.searchParams.set('quality', String(quality));
  return [{ src: relative ? `${url.pathname}${url.search}${url.hash}` : url.href }];
}

/** The address for a device: the mobile source on phones when there is one. */
export function sourceFor(device: Device, desktopSrc: string, mobileSrc?: string): string {
  return device === 'mobile' && mobileSrc ? mobileSrc : desktopSrc;
}

export interface Playback {
  /** Starts by itself on mount (not with reduced motion, not when scroll-to-play decides). */
  autoplay: boolean;
  scrollToPlay: boolean;
  /** Muted unless it has sound and does not start by itself (browsers refuse to autoplay sound). */
  muted: boolean;
  controls: boolean;
  loop: boolean;
}

export function playback(options: { autoplay?: boolean; scrollToPlay?: boolean; sound?: boolean; controls?: boolean; loop?: boolean }, reducedMotion: boolean): Playback {
  const scrollToPlay = options.scrollToPlay === true && !reducedMotion;
  const autoplay = options.autoplay === true && !reducedMotion && !scrollToPlay;
  const startsItself = autoplay || scrollToPlay;
  return { autoplay, scrollToPlay, muted: options.sound !== true || startsItself, controls: options.controls === true, loop: options.loop === true };
}

export function shouldPlayAt(visibleRatio: number): boolean {
  return visibleRatio >= SCROLL_TO_PLAY_THRESHOLD;
}
