import { act, render, screen } from '@testing-library/react';
import { matchesMedia, useMediaQuery } from './mediaQuery';

const WIDE = '(min-width: 768px)';

function Screen({ unsupported }: { unsupported?: boolean }) {
  return <p>{useMediaQuery(WIDE, unsupported) ? 'desktop' : 'phone'}</p>;
}

describe('media queries', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('answers what the caller assumes where there is no matchMedia', () => {
    // As on the server or in an old browser (the jest setup gives jsdom one).
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    expect(matchesMedia(WIDE)).toBe(false);
    expect(matchesMedia(WIDE, true)).toBe(true);
    render(<Screen unsupported />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });

  it('reads the query on first render and follows its changes until unmounted', () => {
    let matches = false;
    const listeners = new Set<() => void>();
    window.matchMedia = ((media: string) => ({
      get matches() {
        return media === WIDE && matches;
      },
      media,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;

    const { unmount } = render(<Screen unsupported />);
    expect(screen.getByText('phone')).toBeInTheDocument();
    expect(matchesMedia(WIDE, true)).toBe(false);

    act(() => {
      matches = true;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText('desktop')).toBeInTheDocument();
    unmount();
    expect(listeners.size).toBe(0);
  });
});
