import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderGallery, setScreen } from '../gallery/testing';
import { shirt } from '../test/fixtures';
import { videoMedia } from './fixtures';

const product = { ...shirt, media: { video: videoMedia('/media/video/shirt/') } };

/** An IntersectionObserver the test drives: `show(ratio)` reports a visibility. */
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  show(ratio: number) {
    this.callback([{ intersectionRatio: ratio } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

let play: jest.SpyInstance;
let pause: jest.SpyInstance;
let restoreScreen: () => void;
beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  restoreScreen = setScreen('desktop');
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  restoreScreen();
});

const video = () => screen.getByLabelText('Oxford Shirt, video', { selector: 'video' }) as HTMLVideoElement;
const sources = () => [...video().querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')]);

/** Goes to the video slide as the shopper does (its thumbnail on desktop, Next on a phone) and waits for the player. */
async function reachVideo(on: 'desktop' | 'phone' = 'desktop'): Promise<HTMLVideoElement> {
  fireEvent.click(screen.getByRole('button', { name: on === 'desktop' ? 'Show video' : 'Next image' }));
  return (await screen.findByLabelText('Oxford Shirt, video', { selector: 'video' })) as HTMLVideoElement;
}

describe('video slide', () => {
  it('is the second slide, with a Show video thumbnail', async () => {
    renderGallery(product);
    // The slides are named by the carousel once it has started.
    const slides = await within(screen.getByRole('group', { name: 'Product images' })).findAllByRole('group', { name: /of 4$/ });
    expect(within(slides[1]!).getByRole('img', { name: 'Oxford Shirt, video' })).toHaveAttribute('src', '/p/desktop.jpg');
    await reachVideo();
    expect(within(slides[1]!).getByLabelText('Oxford Shirt, video', { selector: 'video' })).toBe(video());
    expect(screen.getAllByRole('button', { name: /^Show / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Show image 1', 'Show video', 'Show image 2', 'Show image 3',
    ]);
  });

  it('shows the poster until the slide is reached, and only then the player, in the same place', async () => {
    renderGallery(product);
    const poster = screen.getByRole('img', { name: 'Oxford Shirt, video' });
    expect(poster).toHaveAttribute('src', '/p/desktop.jpg');
    expect(screen.queryByLabelText('Oxford Shirt, video', { selector: 'video' })).not.toBeInTheDocument();
    const slide = poster.parentElement!;
    await reachVideo();
    expect(slide).toContainElement(video());
    expect(screen.queryByRole('img', { name: 'Oxford Shirt, video' })).not.toBeInTheDocument();
  });

  it('names the slide of a video without a poster before the player is there', () => {
    renderGallery({ ...shirt, media: { video: videoMedia('/v/', { posters: { desktop: '', mobile: '' } }) } });
    expect(screen.getByRole('img', { name: 'Oxford Shirt, video' })).not.toHaveAttribute('src');
  });

  it('plays the 720p profiles with the desktop poster on desktop, muted and looping, 720x1080', async () => {
    renderGallery(product);
    await reachVideo();
    expect(sources()).toEqual([
      ['/media/video/shirt/webm_720p', 'video/webm'],
      ['/media/video/shirt/mp4_720p_no_audio', 'video/mp4'],
    ]);
    expect(video()).toHaveAttribute('poster', '/p/desktop.jpg');
    expect(video()).toHaveAttribute('width', '720');
    expect(video()).toHaveAttribute('height', '1080');
    expect(video().muted).toBe(true);
    expect(video().loop).toBe(true);
    expect(video().controls).toBe(false);
  });

  it('plays the 480p profiles with the mobile poster on a phone', async () => {
    restoreScreen();
    restoreScreen = setScreen('phone');
    renderGallery(product);
    expect(screen.getByRole('img', { name: 'Oxford Shirt, video' })).toHaveAttribute('src', '/p/mobile.jpg');
    await reachVideo('phone');
    expect(sources()).toEqual([
      ['/media/video/shirt/webm_480p', 'video/webm'],
      ['/media/video/shirt/mp4_480p', 'video/mp4'],
    ]);
    expect(video()).toHaveAttribute('poster', '/p/mobile.jpg');
  });

  it('has sound and controls when the media asks for them', async () => {
    renderGallery({ ...shirt, media: { video: videoMedia('/v/', { sound: true, controls: true }) } });
    await reachVideo();
    expect(video().muted).toBe(false);
    expect(video().controls).toBe(true);
  });

  it('plays from half visible and pauses below (scroll-to-play)', async () => {
    renderGallery(product);
    await reachVideo();
    expect(play).not.toHaveBeenCalled();
    act(() => FakeObserver.last!.show(0.5));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => FakeObserver.last!.show(0.3));
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('autoplays as soon as the slide is reached without scroll-to-play', async () => {
    renderGallery({ ...shirt, media: { video: videoMedia('/v/', { scrollToPlay: false }) } });
    expect(play).not.toHaveBeenCalled();
    await reachVideo();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('only logs a refused autoplay', async () => {
    play.mockRejectedValue(new Error('NotAllowedError: play() needs a gesture'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderGallery({ ...shirt, media: { video: videoMedia('/v/', { scrollToPlay: false }) } });
    await reachVideo();
    await act(async () => {});
    expect(warn).toHaveBeenCalledWith('[gallery/video] autoplay failed: NotAllowedError: play() needs a gesture');
    expect(video()).toBeInTheDocument();
  });
});
