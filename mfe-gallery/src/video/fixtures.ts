// Video media for tests (the catalogue's shape: api/src/catalogue/catalogue.ts).
import type { VideoMedia } from '@storefront/shared-contracts';

export function videoMedia(base = '/media/video/DRS1/', overrides: Partial<VideoMedia> = {}): VideoMedia {
  return {
    desktopBaseUrl: base,
    mobileBaseUrl: base,
    mp4Profiles: { desktop: 'mp4_720p_no_audio', mobile: 'mp4_480p' },
    webmProfiles: { desktop: 'webm_720p', mobile: 'webm_480p' },
    posters: { desktop: '/p/desktop.jpg', mobile: '/p/mobile.jpg' },
    autoplay: true,
    sound: false,
    controls: false,
    loop: true,
    scrollToPlay: true,
    ...overrides,
  };
}
