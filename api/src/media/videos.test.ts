// The clips are made once per profile and shared; without a working ffmpeg
// there is no clip (the route then answers 404 and the slide keeps its poster).
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VideoService, ffmpegArguments, isVideoProfile } from './videos';

const cacheDir = () => mkdtempSync(join(tmpdir(), 'sf-videos-'));

describe('video profiles', () => {
  it('are the four the catalogue names', () => {
    expect(['mp4_720p_no_audio', 'webm_720p', 'mp4_480p', 'webm_480p'].every(isVideoProfile)).toBe(true);
    expect(isVideoProfile('mp4_1080p')).toBe(false);
    expect(isVideoProfile('toString')).toBe(false);
  });

  it('draw 720x1080 clips for 720p and 480x720 for 480p, without audio', () => {
    const desktop = ffmpegArguments({ container: 'mp4', width: 720, height: 1080 }, '/tmp/a.mp4');
    expect(desktop.join(' ')).toContain('s=720x1080');
    expect(desktop).toContain('-an');
    expect(ffmpegArguments({ container: 'webm', width: 480, height: 720 }, '/tmp/a.webm')).toEqual(expect.arrayContaining(['libvpx-vp9', 'webm']));
  });
});

describe('VideoService', () => {
  it('makes a clip once and answers every later request with the same file', async () => {
    const dir = cacheDir();
    const videos = new VideoService(dir);
    const [first, second] = await Promise.all([videos.clip('mp4_480p'), videos.clip('mp4_480p')]);
    expect(first).toBe(join(dir, 'mp4_480p.mp4'));
    expect(second).toBe(first);
    expect(readdirSync(dir)).toEqual(['mp4_480p.mp4']);
  });

  it('answers null for an unknown profile', async () => {
    expect(await new VideoService(cacheDir()).clip('mp4_4k')).toBeNull();
  });

  it('answers null and logs when ffmpeg cannot run, leaving no partial file', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const dir = cacheDir();
    expect(await new VideoService(dir, join(dir, 'no-ffmpeg-here')).clip('webm_480p')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not make the webm_480p clip'));
    expect(readdirSync(dir)).toEqual([]);
    error.mockRestore();
  });

  it('answers null when the platform has no ffmpeg at all', async () => {
    expect(await new VideoService(cacheDir(), null).clip('mp4_480p')).toBeNull();
  });
});
