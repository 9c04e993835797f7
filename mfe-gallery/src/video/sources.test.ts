import { videoMedia } from './fixtures';
import { readVideoMedia, shouldPlayAt, videoPlayback, videoPoster, videoSize, videoSources } from './sources';

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

  it('is 720x1080 unless it gives its own size', () => {
    expect(videoSize(media)).toEqual({ width: 720, height: 1080 });
    expect(videoSize({ ...media, width: 480, height: 720 })).toEqual({ width: 480, height: 720 });
    expect(videoSize({ ...media, width: -1, height: 720 })).toEqual({ width: 720, height: 1080 });
  });

  it('is muted unless it has sound', () => {
    expect(videoPlayback(media)).toEqual({ autoplay: true, muted: true, controls: false, loop: true, scrollToPlay: true });
    expect(videoPlayback({ ...media, sound: true, controls: true, autoplay: false, loop: false, scrollToPlay: false })).toEqual({
      autoplay: false, muted: false, controls: true, loop: false, scrollToPlay: false,
    });
  });

  it('plays from half visible', () => {
    expect(shouldPlayAt(0.5)).toBe(true);
    expect(shouldPlayAt(1)).toBe(true);
    expect(shouldPlayAt(0.49)).toBe(false);
    expect(shouldPlayAt(0)).toBe(false);
  });
});
