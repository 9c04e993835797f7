import { videoMedia } from './fixtures';
import { shouldPlayAt, videoPlayback, videoSize } from './playback';

const media = videoMedia('/media/video/DRS1/');

describe('video playback', () => {
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
