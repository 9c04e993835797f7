import { videoMedia } from './fixtures';
import { readVideoMedia, videoPoster, videoSources } from './sources';

const media = videoMedia('/media/video/DRS1/', { mobileBaseUrl: 'https://cdn.test/m/DRS1/' });

describe('video sources', () => {
  it('are the device base URL plus the 720p profiles on desktop', () => {
    expect(videoSources(media, 'desktop')).toEqual([
      { src: '/media/video/DRS1/webm_720p', type: 'video/webm' },
      { src: '/media/video/DRS1/mp4_720p_no_audio', type: 'video/mp4' },
    ]);
  });

  it('are the device base URL plus the 480p profiles on mobile', () => {
    expect(videoSources(media, 'mobile')).toEqual([
      { src: 'https://cdn.test/m/DRS1/webm_480p', type: 'video/webm' },
      { src: 'https://cdn.test/m/DRS1/mp4_480p', type: 'video/mp4' },
    ]);
  });

  it('leave out unsafe base URLs and odd profile names', () => {
    expect(videoSources({ ...media, desktopBaseUrl: 'javascript:alert(1)//' }, 'desktop')).toEqual([]);
    expect(videoSources({ ...media, webmProfiles: { desktop: '../x?y', mobile: 'webm_480p' } }, 'desktop')).toEqual([
      { src: '/media/video/DRS1/mp4_720p_no_audio', type: 'video/mp4' },
    ]);
  });
});

describe('video media', () => {
  it('is read only when some device has a source', () => {
    expect(readVideoMedia(media)).toBe(media);
    expect(readVideoMedia({ ...media, desktopBaseUrl: 'data:x', mobileBaseUrl: '' })).toBeNull();
    expect(readVideoMedia({ desktopBaseUrl: '/v/' })).toBeNull();
    expect(readVideoMedia(null)).toBeNull();
  });

  it('has a poster per device, safe URLs only', () => {
    expect(videoPoster(media, 'desktop')).toBe('/p/desktop.jpg');
    expect(videoPoster(media, 'mobile')).toBe('/p/mobile.jpg');
    expect(videoPoster({ ...media, posters: { desktop: 'javascript:x', mobile: '' } }, 'desktop')).toBeNull();
  });
});
