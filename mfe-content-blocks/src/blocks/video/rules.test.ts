import { aspectRatioValue, playback, qualityFor, shouldPlayAt, sourceFor, videoSources } from './rules';

describe('videoSources', () => {
  it('picks the local video service profile for the quality (720p profiles are 1080 high, 480p ones 720)', () => {
    expect(videoSources('/media/video/shirt-oxford/mp4_480p', 1080)).toEqual([{ src: '/media/video/shirt-oxford/mp4_720p_no_audio', type: 'video/mp4' }]);
    expect(videoSources('/media/video/shirt-oxford/webm_720p', 720)).toEqual([{ src: '/media/video/shirt-oxford/webm_480p', type: 'video/webm' }]);
    expect(videoSources('/media/video/shirt-oxford/', 720)).toEqual([
      { src: '/media/video/shirt-oxford/webm_480p', type: 'video/webm' },
      { src: '/media/video/shirt-oxford/mp4_480p', type: 'video/mp4' },
    ]);
  });

  it('adds ?quality= to any other address, keeping its query', () => {
    expect(videoSources('https://cdn.example.com/v/summer.mp4?token=a', 1080)).toEqual([{ src: 'https://cdn.example.com/v/summer.mp4?token=a&quality=1080' }]);
    expect(videoSources('/videos/summer.mp4', 720)).toEqual([{ src: '/videos/summer.mp4?quality=720' }]);
  });

  it('offers nothing for an unsafe address', () => {
    expect(videoSources('javascript:alert(1)', 1080)).toEqual([]);
    expect(videoSources(undefined, 1080)).toEqual([]);
  });
});

describe('rules', () => {
  it('defaults the quality to 1080 on desktop and 720 on mobile', () => {
    expect(qualityFor('desktop')).toBe(1080);
    expect(qualityFor('mobile')).toBe(720);
    expect(qualityFor('mobile', { mobile: 1080 })).toBe(1080);
  });

  it('uses the mobile source on phones when there is one', () => {
    expect(sourceFor('mobile', '/d.mp4', '/m.mp4')).toBe('/m.mp4');
    expect(sourceFor('mobile', '/d.mp4')).toBe('/d.mp4');
    expect(sourceFor('desktop', '/d.mp4', '/m.mp4')).toBe('/d.mp4');
  });

  it('makes aspect-ratio boxes', () => {
    expect(aspectRatioValue('21:9')).toBe('21 / 9');
    expect(aspectRatioValue('2:3')).toBe('2 / 3');
  });

  it('plays muted when it starts by itself, and not at all with reduced motion', () => {
    expect(playback({ autoplay: true, sound: true }, false)).toEqual({ autoplay: true, scrollToPlay: false, muted: true, controls: false, loop: false });
    expect(playback({ sound: true, controls: true }, false)).toMatchObject({ autoplay: false, muted: false, controls: true });
    expect(playback({ autoplay: true, scrollToPlay: true }, false)).toMatchObject({ autoplay: false, scrollToPlay: true });
    expect(playback({ autoplay: true, scrollToPlay: true }, true)).toMatchObject({ autoplay: false, scrollToPlay: false });
  });

  it('plays from half visible', () => {
    expect(shouldPlayAt(0.5)).toBe(true);
    expect(shouldPlayAt(0.49)).toBe(false);
  });
});
