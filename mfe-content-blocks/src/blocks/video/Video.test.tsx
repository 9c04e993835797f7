import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Video from './index';
import { makeContext, mockMatchMedia } from '../../kit/common/testing';
import { MOBILE_QUERY, REDUCED_MOTION_QUERY } from '../../kit/common/media';

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;
let observed: { callback: Callback; options?: IntersectionObserverInit; targets: Element[] } | null;
const originalObserver = window.IntersectionObserver;

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeEach(() => {
  observed = null;
  window.IntersectionObserver = class {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observed = { callback, options, targets: [] };
    }
    observe(target: Element) {
      observed!.targets.push(target);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  window.IntersectionObserver = originalObserver;
  jest.restoreAllMocks();
});

const base = { id: 'v', type: 'video' as const, title: 'Summer campaign', desktopSrc: '/media/video/shirt-oxford/', mobileSrc: '/media/video/shirt-oxford-m/', poster: '/images/poster.jpg', aspectRatio: '9:16' as const };

describe('Video block', () => {
  it('plays when at least half visible and pauses otherwise (scroll-to-play)', () => {
    render(<Video section={{ ...base, scrollToPlay: true }} context={makeContext()} />);
    const video = screen.getByLabelText('Summer campaign');
    expect(observed!.options).toEqual({ threshold: 0.5 });
    expect(observed!.targets).toEqual([video]);
    expect(play).not.toHaveBeenCalled();
    act(() => observed!.callback([{ target: video, intersectionRatio: 0.6, isIntersecting: true }]));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause Summer campaign' })).toBeInTheDocument();
    act(() => observed!.callback([{ target: video, intersectionRatio: 0.2, isIntersecting: true }]));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play Summer campaign' })).toBeInTheDocument();
    expect((video as HTMLVideoElement).muted).toBe(true);
  });

  it('offers the desktop source at 1080 in an aspect-ratio box, with its poster', () => {
    const { container } = render(<Video section={base} context={makeContext()} />);
    const sources = Array.from(container.querySelectorAll('source')).map((s) => s.getAttribute('src'));
    expect(sources).toEqual(['/media/video/shirt-oxford/webm_720p', '/media/video/shirt-oxford/mp4_720p_no_audio']);
    expect(screen.getByLabelText('Summer campaign')).toHaveAttribute('poster', '/images/poster.jpg');
    expect(container.querySelector('[data-aspect-ratio="9:16"]')).toHaveStyle({ aspectRatio: '9 / 16' });
  });

  it('adds the captions track when the editor gives one', () => {
    const { container } = render(<Video section={{ ...base, captionsSrc: '/captions/summer.vtt' }} context={makeContext()} />);
    expect(container.querySelector('track')).toHaveAttribute('src', '/captions/summer.vtt');
    expect(container.querySelector('track')).toHaveAttribute('kind', 'captions');
  });

  it('offers the mobile source at 720 on a phone', () => {
    const restore = mockMatchMedia([MOBILE_QUERY]);
    const { container } = render(<Video section={{ ...base, desktopSrc: 'https://cdn.example.com/d.mp4', mobileSrc: 'https://cdn.example.com/m.mp4' }} context={makeContext()} />);
    expect(container.querySelector('source')).toHaveAttribute('src', 'https://cdn.example.com/m.mp4?quality=720');
    restore();
  });

  it('autoplays muted on mount; a refused play is only logged', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Video section={{ ...base, autoplay: true, sound: true }} context={makeContext()} />);
    expect(play).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Summer campaign') as HTMLVideoElement).muted).toBe(true);
    await act(async () => {});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Summer campaign'));
    expect(screen.getByRole('button', { name: 'Play Summer campaign' })).toBeInTheDocument();
  });

  it('shows native controls when asked, and starts nothing by itself with reduced motion', async () => {
    const restore = mockMatchMedia([REDUCED_MOTION_QUERY]);
    render(<Video section={{ ...base, autoplay: true, controls: true, sound: true }} context={makeContext()} />);
    const video = screen.getByLabelText('Summer campaign') as HTMLVideoElement;
    expect(video.controls).toBe(true);
    expect(video.muted).toBe(false);
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
    restore();
  });

  it('plays and pauses from its button when it has no controls', async () => {
    render(<Video section={base} context={makeContext({ fasciaKey: 'coast' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lire\u00a0: Summer campaign' }));
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mettre en pause\u00a0: Summer campaign' }));
    expect(pause).toHaveBeenCalledTimes(1);
  });
});
